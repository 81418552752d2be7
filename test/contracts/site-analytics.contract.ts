import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteAnalyticsPort } from '../../src/ports/site-analytics.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export type SiteAnalyticsFixtures = Record<string, never>;
export type SiteAnalyticsSubject = ContractSubject<SiteAnalyticsPort, SiteAnalyticsFixtures>;

/** Keys a visitor must never be able to count under (quality targets: abuse list). */
export const INVALID_DATE_KEYS = ['2024-13-40', '2024-02-30', '__proto__', '', '2024-1-5', '2024-01-05T00:00', 'constructor', '20240105', '0099-01-01'] as const;

export function describeSiteAnalyticsContract(adapterName: string, makeSubject: MakeSubject<SiteAnalyticsPort, SiteAnalyticsFixtures>): void {
  describe(`SiteAnalyticsPort contract: ${adapterName}`, () => {
    let subject: SiteAnalyticsSubject;
    let port: SiteAnalyticsPort;
    let memberId: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('reads zero views for a site never visited', async () => {
      expect(await port.readViews(memberId)).toEqual({ total: 0, perDay: {} });
    });

    it('one view adds exactly one to the total and to that day', async () => {
      await port.recordView(memberId, '2024-03-09');
      expect(await port.readViews(memberId)).toEqual({ total: 1, perDay: { '2024-03-09': 1 } });
    });

    it('keeps a count per day and the total across days', async () => {
      await port.recordView(memberId, '2024-03-09');
      await port.recordView(memberId, '2024-03-09');
      await port.recordView(memberId, '2024-03-10');
      expect(await port.readViews(memberId)).toEqual({ total: 3, perDay: { '2024-03-09': 2, '2024-03-10': 1 } });
    });

    it('20 concurrent views count exactly 20', async () => {
      await Promise.all(Array.from({ length: 20 }, () => port.recordView(memberId, '2024-12-31')));
      expect(await port.readViews(memberId)).toEqual({ total: 20, perDay: { '2024-12-31': 20 } });
    });

    it('refuses malformed or impossible date keys and counts nothing for them', async () => {
      for (const key of INVALID_DATE_KEYS) {
        await expect(port.recordView(memberId, key), `date key ${JSON.stringify(key)}`).rejects.toMatchObject({
          code: expect.stringMatching(/^(invalid-input|permission-denied)$/),
        });
      }
      expect(await port.readViews(memberId)).toEqual({ total: 0, perDay: {} });
    });

    it("keeps sites' counters apart", async () => {
      const other = uniqueMemberId();
      await port.recordView(other, '2024-03-09');
      expect(await port.readViews(memberId)).toEqual({ total: 0, perDay: {} });
      expect((await port.readViews(other)).total).toBe(1);
    });
  });
}
