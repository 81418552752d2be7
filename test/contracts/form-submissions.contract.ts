import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormSubmission, NewFormSubmission } from '../../src/core/forms/form-submission';
import type { FormSubmissionsPort } from '../../src/ports/form-submissions.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { eventually } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { uniqueMemberId } from '../support/test-ids';

export interface FormSubmissionsFixtures {
  /** Stores a submission as the site server does (PublicSitesPort.saveFormSubmission); its id. */
  store(memberId: string, submission: NewFormSubmission): Promise<string>;
  /** Writes a raw document as older versions stored them (name, email, message); its id. */
  storeRaw(memberId: string, data: Record<string, unknown>): Promise<string>;
}

const submission = (name: string, createdAt: number, overrides: Partial<NewFormSubmission> = {}): NewFormSubmission => ({
  formId: 'quote',
  formTitle: 'Request a quote',
  name,
  email: `${name.toLowerCase()}@example.com`,
  answers: [{ id: 'fsize', label: 'Size', type: 'single-choice', value: 'Large' }],
  createdAt,
  site: 'ana1234',
  language: 'es',
  ...overrides,
});

export function describeFormSubmissionsContract(adapterName: string, makeSubject: MakeSubject<FormSubmissionsPort, FormSubmissionsFixtures>): void {
  describe(`FormSubmissionsPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<FormSubmissionsPort, FormSubmissionsFixtures>;
    let member: string;
    const subscriptions = new Subscriptions();

    beforeEach(async () => {
      subject = await makeSubject();
      member = uniqueMemberId();
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    it('reads a message stored before forms were editable as an unread contact-form submission', async () => {
      const id = await subject.fixtures.storeRaw(member, { name: 'Ana', email: 'ana@example.com', message: 'Hola', createdAt: 1_700_000_000_000, site: 'ana1234' });
      expect(await subject.port.get(member, id)).toEqual({
        id, formId: 'contact', formTitle: '', name: 'Ana', email: 'ana@example.com', answers: [{ id: 'fmessage', label: '', type: 'long-text', value: 'Hola' }],
        createdAt: 1_700_000_000_000, site: 'ana1234', language: 'en', read: false, archived: false,
      });
    });

    it('reads back a stored submission, unread and not archived', async () => {
      const id = await subject.fixtures.store(member, submission('Bea', 1_700_000_100_000));
      expect(await subject.port.get(member, id)).toEqual({ id, ...submission('Bea', 1_700_000_100_000), read: false, archived: false });
    });

    it('answers null for a submission that is not there', async () => {
      expect(await subject.port.get(member, 'missing')).toBeNull();
    });

    it('watches the inbox newest first, live, and the unread count with it', async () => {
      const inbox = new ListenerRecorder<readonly FormSubmission[]>();
      const unread = new ListenerRecorder<number>();
      const hasAny = new ListenerRecorder<boolean>();
      subscriptions.keep(subject.port.watchHasAny(member, hasAny.listener));
      subscriptions.keep(subject.port.watchAll(member, inbox.listener));
      subscriptions.keep(subject.port.watchUnreadCount(member, unread.listener));
      await eventually(() => expect(inbox.latest()).toEqual([]));
      await eventually(() => expect(unread.latest()).toBe(0));
      await eventually(() => expect(hasAny.latest()).toBe(false));
      const older = await subject.fixtures.store(member, submission('Ana', 1_700_000_000_000));
      const newer = await subject.fixtures.store(member, submission('Bea', 1_700_000_500_000));
      await eventually(() => expect(inbox.latest()?.map((s) => s.id)).toEqual([newer, older]));
      await eventually(() => expect(unread.latest()).toBe(2));
      await eventually(() => expect(hasAny.latest()).toBe(true));

      await subject.port.setState(member, older, { read: true });
      await eventually(() => expect(unread.latest()).toBe(1));
      await eventually(() => expect(inbox.latest()?.find((s) => s.id === older)?.read).toBe(true));

      await subject.port.remove(member, newer);
      await eventually(() => expect(inbox.latest()?.map((s) => s.id)).toEqual([older]));
      await eventually(() => expect(unread.latest()).toBe(0));
      expect(hasAny.latest()).toBe(true);
      expect(await subject.port.get(member, newer)).toBeNull();
    });

    it('changes only the read and archived state, whatever else is passed', async () => {
      const id = await subject.fixtures.store(member, submission('Cleo', 1_700_000_200_000));
      const sneaky = { archived: true, name: 'Mallory', read: 'yes' } as unknown as { archived: boolean };
      await subject.port.setState(member, id, sneaky);
      expect(await subject.port.get(member, id)).toMatchObject({ name: 'Cleo', archived: true, read: false });
    });
  });
}
