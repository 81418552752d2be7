import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/clock.memory';
import { MemoryDatabase } from '../../adapters/memory/memory-database';
import { siteCollection } from '../../adapters/memory/public-sites.memory';
import { MemorySiteAnalytics } from '../../adapters/memory/site-analytics.memory';
import { MemorySiteResults } from '../../adapters/memory/site-results.memory';
import { toSubscriptionDocument } from '../../adapters/memory/subscription-document.memory';
import { ADDRESS_VIEW_CAP } from '../../core/analytics/visitor-count-rule';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../public-site/demo/demo-site';
import type { SiteHandler, SiteRequest } from './site-http';
import { memorySiteHandler } from '../../../test/support/memory-site-handler';

const UID = 'sol1234abcdefghijklmnopqrst';
const HOST = '127.0.0.1:5173';
const CAFE = '203.0.113.50';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
const DAY = '2025-06-13';

let db: MemoryDatabase;
let clock: FakeClock;
let handler: SiteHandler;

beforeEach(() => {
  clock = new FakeClock(Date.UTC(2025, 5, 14, 3, 30)); // 22:30 on 13 June in Chicago
  db = new MemoryDatabase({ clock });
  handler = memorySiteHandler(db, clock);
  db.setDocument(['vMember', UID], { id: UID, username: 'sol1234', namePublico: 'Sol Bakery', published: true, status: true, activeUntil: clock.now() - 1000 });
  db.setDocument(['publicSites', 'sol1234'], { memberId: UID, ...DEMO_MEMBER, published: true });
  db.setDocument(
    ['vMember', UID, 'subscriptions', 'sub1'],
    toSubscriptionDocument({ status: 'active', productType: 'plan', productName: 'Elite Plan', itemProductName: 'Elite Plan', currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: 'price_1' }),
  );
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) db.setDocument([...siteCollection(UID), id], data as Record<string, unknown>);
});

const device = (i: number) => `device${String(i).padStart(4, '0')}abcdefghijkl`;

function beacon(path: '/view' | '/act', fields: Record<string, string>, extra: Partial<SiteRequest> = {}) {
  return handler({
    method: 'POST',
    url: `/s/sol1234/es${path}`,
    host: HOST,
    clientAddress: CAFE,
    userAgent: PHONE,
    contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    body: new TextEncoder().encode(new URLSearchParams(fields).toString()),
    ...extra,
  });
}

const views = async () => (await new MemorySiteAnalytics(db).readViews(UID)).total;
const today = async () => (await new MemorySiteResults(db).readResults(UID, DAY, DAY))[0];

describe('counting per visitor, with the address as a cap', () => {
  it('N visitors behind one shared address count N, up to the cap', async () => {
    for (let i = 0; i < ADDRESS_VIEW_CAP + 5; i += 1) expect((await beacon('/view', { k: device(i), l: 'es' }))?.status).toBe(204);
    expect(await views()).toBe(ADDRESS_VIEW_CAP);
  });

  it('one visitor repeating counts once, whatever address they come from', async () => {
    for (let i = 0; i < 20; i += 1) await beacon('/view', { k: device(1) }, { clientAddress: `198.51.100.${i}` });
    expect(await views()).toBe(1);
  });

  it('a page without a device id is counted by its address, once an hour', async () => {
    await beacon('/view', {});
    await beacon('/view', { k: 'not-an-id' });
    expect(await views()).toBe(1);
  });

  it('keeps where the visitor came from and which page, within the site', async () => {
    await beacon('/view', { k: device(1), s: 'qr', p: '/s/sol1234/es', r: '' });
    await beacon('/view', { k: device(2), r: 'https://www.google.com/maps/place/x', p: '/s/sol1234/es/articles/pan' });
    await beacon('/view', { k: device(3), r: 'https://elnorte.com/guia' }, { host: 'sol1234.sitio.app' });
    expect(await today()).toMatchObject({ views: 3, sources: { qr: 1, maps: 1, other: 1 }, referrers: { 'google.com': 1, 'elnorte.com': 1 }, pages: { '/es': 1, '/es/articles/pan': 1 } });
  });

  it('counts nothing for known robots, and answers them as anyone', async () => {
    expect((await beacon('/view', { k: device(1) }, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }))?.status).toBe(204);
    expect((await beacon('/act', { k: device(1), a: 'call' }, { userAgent: 'facebookexternalhit/1.1' }))?.status).toBe(204);
    expect(await views()).toBe(0);
    expect(await today()).toBeUndefined();
  });
});

describe('POST <site>/act: a tap on a customer action', () => {
  it('counts a call and a chat per visitor, in the page’s language, once an hour each', async () => {
    expect((await beacon('/act', { k: device(1), a: 'call', l: 'es' }))?.status).toBe(204);
    await beacon('/act', { k: device(1), a: 'call', l: 'es' });
    await beacon('/act', { k: device(1), a: 'whatsapp', l: 'es' });
    await beacon('/act', { k: device(2), a: 'call', l: 'en' });
    expect((await today())?.actions).toEqual({ call: { es: 1, en: 1 }, whatsapp: { es: 1 } });
    expect(await views()).toBe(0);
  });

  it('refuses an action that is not one, and a site that is not shown', async () => {
    expect((await beacon('/act', { k: device(1), a: 'form' }))?.status).toBe(400);
    expect((await beacon('/act', { k: device(1), a: '__proto__' }))?.status).toBe(400);
    expect((await handler({ method: 'POST', url: '/s/nobody00/act', host: HOST, body: new TextEncoder().encode('a=call') }))?.status).toBe(404);
    expect(await today()).toBeUndefined();
  });

  it('answers a GET with 405', async () => {
    expect((await handler({ method: 'GET', url: '/s/sol1234/act', host: HOST }))?.status).toBe(405);
  });
});

describe('a form sent', () => {
  it('counts as a customer action where it is stored', async () => {
    const body = new TextEncoder().encode(new URLSearchParams({ name: 'Ana', email: 'ana@example.com', message: 'Hola' }).toString());
    const sent = await handler({ method: 'POST', url: '/s/sol1234/es/contact', host: HOST, clientAddress: CAFE, contentType: 'application/x-www-form-urlencoded', body });
    expect(sent?.status).toBe(303);
    expect((await today())?.actions).toEqual({ form: { es: 1 } });
  });
});
