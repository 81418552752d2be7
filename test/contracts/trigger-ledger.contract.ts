import { beforeEach, describe, expect, it } from 'vitest';
import type { TriggerLedgerPort } from '../../src/ports/trigger-ledger.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export type TriggerLedgerSubject = ContractSubject<TriggerLedgerPort & { readonly second: TriggerLedgerPort }>;

/**
 * `second` is another server instance on the same store: a claim must hold across instances,
 * since Cloud Functions runs several and the local runner may overlap a deployed one.
 */
export function describeTriggerLedgerContract(adapterName: string, makeSubject: MakeSubject<TriggerLedgerPort & { readonly second: TriggerLedgerPort }>): void {
  describe(`TriggerLedgerPort contract: ${adapterName}`, () => {
    let subject: TriggerLedgerSubject;
    let key: string;

    beforeEach(async () => {
      subject = await makeSubject();
      key = `inquiryAlerts:${uniqueMemberId()}`;
    });

    it('the first claim wins, later ones lose', async () => {
      expect(await subject.port.claim(key)).toBe(true);
      expect(await subject.port.claim(key)).toBe(false);
      expect(await subject.port.second.claim(key)).toBe(false);
    });

    it('of claims racing on two instances exactly one wins', async () => {
      const results = await Promise.all([subject.port.claim(key), subject.port.second.claim(key), subject.port.claim(key), subject.port.second.claim(key)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('a released claim can be claimed again', async () => {
      expect(await subject.port.claim(key)).toBe(true);
      await subject.port.release(key);
      expect(await subject.port.second.claim(key)).toBe(true);
    });

    it('keys are apart', async () => {
      expect(await subject.port.claim(`${key}-a`)).toBe(true);
      expect(await subject.port.claim(`${key}-b`)).toBe(true);
    });
  });
}
