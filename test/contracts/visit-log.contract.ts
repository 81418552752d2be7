import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VisitLogPort } from '../../src/ports/visit-log.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export type VisitLogFixtures = Record<string, never>;
export type VisitLogSubject = ContractSubject<VisitLogPort, VisitLogFixtures>;

export function describeVisitLogContract(adapterName: string, makeSubject: MakeSubject<VisitLogPort, VisitLogFixtures>): void {
  describe(`VisitLogPort contract: ${adapterName}`, () => {
    let subject: VisitLogSubject;
    let port: VisitLogPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('knows no visit to a site never seen', () => {
      expect(port.lastVisit(uniqueMemberId())).toBeNull();
    });

    it('remembers the latest visit per site', () => {
      const site = uniqueMemberId();
      const other = uniqueMemberId();
      port.remember(site, 1_000);
      port.remember(other, 5_000);
      port.remember(site, 2_000);
      expect(port.lastVisit(site)).toBe(2_000);
      expect(port.lastVisit(other)).toBe(5_000);
    });
  });
}
