import { beforeEach, describe, expect, it } from 'vitest';
import type { FormSubmissionsPort } from '../../src/ports/form-submissions.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export interface FormSubmissionsFixtures {
  /** Stores a submission as the site server does (PublicSitesPort.saveFormSubmission); its id. */
  store(memberId: string, submission: { name: string; email: string; message: string; createdAt: number; site: string }): Promise<string>;
}

export function describeFormSubmissionsContract(adapterName: string, makeSubject: MakeSubject<FormSubmissionsPort, FormSubmissionsFixtures>): void {
  describe(`FormSubmissionsPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<FormSubmissionsPort, FormSubmissionsFixtures>;
    let member: string;

    beforeEach(async () => {
      subject = await makeSubject();
      member = uniqueMemberId();
    });

    it('reads a stored contact message as an unread contact-form submission', async () => {
      const id = await subject.fixtures.store(member, { name: 'Ana', email: 'ana@example.com', message: 'Hola', createdAt: 1_700_000_000_000, site: 'ana1234' });
      expect(await subject.port.get(member, id)).toEqual({
        id, formId: 'contact', formTitle: '', name: 'Ana', email: 'ana@example.com', answers: [{ id: 'fmessage', label: '', type: 'long-text', value: 'Hola' }],
        createdAt: 1_700_000_000_000, site: 'ana1234', language: 'en', read: false, archived: false,
      });
    });

    it('answers null for a submission that is not there', async () => {
      expect(await subject.port.get(member, 'missing')).toBeNull();
    });
  });
}
