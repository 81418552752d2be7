import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_ACTION_CAP, ADDRESS_VIEW_CAP } from '../../src/core/analytics/visitor-count-rule';
import type { EpochMs } from '../../src/core/time/time';
import type { CountedAction, CountedVisit, SiteResultsPort } from '../../src/ports/site-results.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

/** `second` is another server instance on the same store; `views` reads the views every plan sees. */
export type TwoSiteResults = SiteResultsPort & { readonly second: SiteResultsPort; readonly viewsTotal: (memberId: string) => Promise<number> };

// 12:00 in Chicago (CST, UTC-6) on 2024-03-09.
const AT = Date.UTC(2024, 2, 9, 18) as EpochMs;
const DAY = '2024-03-09';
const HOUR = 3_600_000;
const SLOW_ON_THE_EMULATOR = 60_000;

/** Hashed keys as the server derives them. */
const visitorKey = (i: number) => `visitor${String(i).padStart(6, '0')}hashhashhash`;
const addressKey = (i: number) => `address${String(i).padStart(6, '0')}hashhashhash`;

function visit(visitor: number, address: number, overrides: Partial<CountedVisit> = {}): CountedVisit {
  return { visitorKey: visitorKey(visitor), addressKey: addressKey(address), at: AT, language: 'es', source: 'qr', referrer: null, page: '/es', ...overrides };
}

function action(visitor: number | null, address: number, overrides: Partial<CountedAction> = {}): CountedAction {
  return { kind: 'call', visitorKey: visitor === null ? null : visitorKey(visitor), addressKey: addressKey(address), at: AT, language: 'es', ...overrides };
}

export function describeSiteResultsContract(adapterName: string, makeSubject: MakeSubject<TwoSiteResults>): void {
  describe(`SiteResultsPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<TwoSiteResults>;
    let port: TwoSiteResults;
    let member: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      member = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    const day = async () => (await port.readResults(member, DAY, DAY))[0];

    it('reads nothing for a site never visited', async () => {
      expect(await port.readResults(member, '2024-01-01', '2024-12-31')).toEqual([]);
    });

    it('a visit counts in the results, by source, referrer and page, and in the views every plan sees', async () => {
      expect(await port.recordVisit(member, visit(1, 1, { source: 'search', referrer: 'google.com', page: '/en' }))).toBe('counted');
      expect(await port.recordVisit(member, visit(2, 1))).toBe('counted');
      expect(await day()).toEqual({ date: DAY, views: 2, actions: {}, sources: { search: 1, qr: 1 }, referrers: { 'google.com': 1 }, pages: { '/en': 1, '/es': 1 } });
      expect(await port.viewsTotal(member)).toBe(2);
    });

    it('actions count per kind and per language of the page, and are no views', async () => {
      await port.recordAction(member, action(1, 1));
      await port.recordAction(member, action(1, 1, { kind: 'whatsapp' }));
      await port.recordAction(member, action(2, 1, { language: 'en' }));
      expect(await day()).toEqual({ date: DAY, views: 0, actions: { call: { es: 1, en: 1 }, whatsapp: { es: 1 } }, sources: {}, referrers: {}, pages: {} });
      expect(await port.viewsTotal(member)).toBe(0);
    });

    it('one visitor repeating within the hour counts once, on either instance, and again after it', async () => {
      expect(await port.recordVisit(member, visit(1, 1))).toBe('counted');
      expect(await port.second.recordVisit(member, visit(1, 2, { at: AT + 1 }))).toBe('repeat');
      expect(await port.recordVisit(member, visit(1, 1, { at: AT + HOUR }))).toBe('repeat');
      expect(await port.second.recordAction(member, action(1, 1))).toBe('counted');
      expect(await port.recordAction(member, action(1, 1, { at: AT + 5 }))).toBe('repeat');
      expect(await port.recordVisit(member, visit(1, 1, { at: AT + HOUR + 1 }))).toBe('counted');
      expect((await day())?.views).toBe(2);
    });

    it('N honest visitors behind one address count N, up to the cap, across two instances', async () => {
      const verdicts = await Promise.all(Array.from({ length: ADDRESS_VIEW_CAP + 4 }, (_, i) => (i % 2 === 0 ? port : port.second).recordVisit(member, visit(100 + i, 7))));
      expect(verdicts.filter((v) => v === 'counted')).toHaveLength(ADDRESS_VIEW_CAP);
      expect(verdicts.filter((v) => v === 'capped')).toHaveLength(4);
      expect((await day())?.views).toBe(ADDRESS_VIEW_CAP);
      expect(await port.viewsTotal(member)).toBe(ADDRESS_VIEW_CAP);
      // Another address is not held by this one's cap.
      expect(await port.recordVisit(member, visit(999, 8))).toBe('counted');
    }, SLOW_ON_THE_EMULATOR);

    it('one visitor’s simultaneous beacons on two instances count one', async () => {
      const verdicts = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? port : port.second).recordAction(member, action(3, 3, { kind: 'directions' }))));
      expect(verdicts.filter((v) => v === 'counted')).toHaveLength(1);
      expect((await day())?.actions).toEqual({ directions: { es: 1 } });
    }, SLOW_ON_THE_EMULATOR);

    it('N concurrent distinct visitors on distinct addresses make N, summed over the day’s shards', async () => {
      const n = 24;
      await Promise.all(Array.from({ length: n }, (_, i) => (i % 2 === 0 ? port : port.second).recordAction(member, action(200 + i, 200 + i, { kind: 'whatsapp' }))));
      expect((await day())?.actions).toEqual({ whatsapp: { es: n } });
    }, SLOW_ON_THE_EMULATOR);

    it('forms sent count each, held only by the address cap', async () => {
      const verdicts = [];
      for (let i = 0; i < ADDRESS_ACTION_CAP + 1; i += 1) verdicts.push(await port.recordAction(member, action(null, 4, { kind: 'form', at: AT + i })));
      expect(verdicts.filter((v) => v === 'counted')).toHaveLength(ADDRESS_ACTION_CAP);
      expect(verdicts.at(-1)).toBe('capped');
    }, SLOW_ON_THE_EMULATOR);

    it('throttles per site: the same visitor counts on another site', async () => {
      const other = uniqueMemberId();
      expect(await port.recordVisit(member, visit(4, 4))).toBe('counted');
      expect(await port.second.recordVisit(other, visit(4, 4))).toBe('counted');
    });

    it('50 back-to-back views of one visitor count one', async () => {
      for (let i = 0; i < 50; i += 1) await port.recordVisit(member, visit(2, 2, { at: AT + i * 1000 }));
      expect(await port.viewsTotal(member)).toBe(1);
    }, SLOW_ON_THE_EMULATOR);

    it('reads only the days asked for, oldest first, and keeps sites apart', async () => {
      await port.recordVisit(member, visit(1, 1, { at: AT - 2 * 24 * HOUR }));
      await port.recordVisit(member, visit(1, 1, { at: AT }));
      await port.recordVisit(member, visit(1, 1, { at: AT + 24 * HOUR }));
      await port.recordVisit(uniqueMemberId(), visit(5, 5));
      expect((await port.readResults(member, '2024-03-07', '2024-03-09')).map((d) => [d.date, d.views])).toEqual([['2024-03-07', 1], ['2024-03-09', 1]]);
    });

    it('refuses keys that are not hashes (raw addresses or ids) and bad dates, counting nothing', async () => {
      await expect(port.recordVisit(member, visit(1, 1, { visitorKey: '203.0.113.7' }))).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(port.recordAction(member, action(1, 1, { addressKey: '../../x' }))).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(port.readResults(member, '__proto__', DAY)).rejects.toMatchObject({ code: 'invalid-input' });
      expect(await port.readResults(member, '2024-01-01', '2024-12-31')).toEqual([]);
    });
  });
}
