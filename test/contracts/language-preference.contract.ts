import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../src/core/member/member-record';
import type { LanguagePreferencePort } from '../../src/ports/language-preference.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

export interface LanguagePreferenceFixtures {
  /** The same device's preference read afresh (e.g. after a reload); absent if it cannot be. */
  reopen?(): LanguagePreferencePort;
}

export type LanguagePreferenceSubject = ContractSubject<LanguagePreferencePort, LanguagePreferenceFixtures>;

export function describeLanguagePreferenceContract(adapterName: string, makeSubject: MakeSubject<LanguagePreferencePort, LanguagePreferenceFixtures>): void {
  describe(`LanguagePreferencePort contract: ${adapterName}`, () => {
    let subject: LanguagePreferenceSubject;
    let port: LanguagePreferencePort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('has no preference before one is chosen (the app then uses EN)', () => {
      expect(port.get()).toBeNull();
    });

    it('keeps the last language chosen', () => {
      port.set('ES');
      expect(port.get()).toBe('ES');
      port.set('EN');
      expect(port.get()).toBe('EN');
    });

    it('ignores a value that is not a language', () => {
      port.set('ES');
      port.set('FR' as SiteLanguage);
      expect(port.get()).toBe('ES');
    });

    it('survives a reload of the same device', (context) => {
      const { reopen } = subject.fixtures;
      if (reopen === undefined) {
        // Skipped for an adapter without a second instance to reopen: nothing to persist across.
        context.skip('this adapter keeps the preference only for one instance');
        return;
      }
      port.set('ES');
      expect(reopen().get()).toBe('ES');
    });
  });
}
