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

    describe('recordVisitorView (the server-side hourly throttle)', () => {
      const AT = Date.UTC(2024, 2, 9, 18);
      const HOUR = 3_600_000;
      const visitor = (n: number) => `visitor${String(n).padStart(4, '0')}hashhashhash`;

      it('counts a visitor once per hour, and again after the hour', async () => {
        expect(await port.recordVisitorView(memberId, visitor(1), AT)).toBe(true);
        expect(await port.recordVisitorView(memberId, visitor(1), AT + 1)).toBe(false);
        expect(await port.recordVisitorView(memberId, visitor(1), AT + HOUR)).toBe(false);
        expect(await port.recordVisitorView(memberId, visitor(1), AT + HOUR + 1)).toBe(true);
        expect(await port.readViews(memberId)).toEqual({ total: 2, perDay: { '2024-03-09': 2 } });
      });

      it('50 back-to-back views of one visitor count one', async () => {
        for (let i = 0; i < 50; i += 1) await port.recordVisitorView(memberId, visitor(2), AT + i * 1000);
        expect((await port.readViews(memberId)).total).toBe(1);
      });

      it('one visitor’s simultaneous views count one', async () => {
        const counted = await Promise.all(Array.from({ length: 8 }, () => port.recordVisitorView(memberId, visitor(3), AT)));
        expect(counted.filter(Boolean)).toHaveLength(1);
        expect((await port.readViews(memberId)).total).toBe(1);
      });

      it('N concurrent distinct visitors make N views, on the Chicago day of the visit', async () => {
        const n = 12;
        const counted = await Promise.all(Array.from({ length: n }, (_, i) => port.recordVisitorView(memberId, visitor(100 + i), AT)));
        expect(counted).toEqual(Array.from({ length: n }, () => true));
        expect(await port.readViews(memberId)).toEqual({ total: n, perDay: { '2024-03-09': n } });
      });

      it('throttles per site: the same visitor counts on another site', async () => {
        const other = uniqueMemberId();
        expect(await port.recordVisitorView(memberId, visitor(4), AT)).toBe(true);
        expect(await port.recordVisitorView(other, visitor(4), AT)).toBe(true);
      });

      it('refuses a key that is not a hash (a raw address) and counts nothing', async () => {
        await expect(port.recordVisitorView(memberId, '203.0.113.7', AT)).rejects.toMatchObject({ code: 'invalid-input' });
        await expect(port.recordVisitorView(memberId, '../../x/yyyyyyyyyyyyyyy', AT)).rejects.toMatchObject({ code: 'invalid-input' });
        expect(await port.readViews(memberId)).toEqual({ total: 0, perDay: {} });
      });
    });

    it("keeps sites' counters apart", async () => {
      const other = uniqueMemberId();
      await port.recordView(other, '2024-03-09');
      expect(await port.readViews(memberId)).toEqual({ total: 0, perDay: {} });
      expect((await port.readViews(other)).total).toBe(1);
    });
  });
}
