import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryBookingFeedKeys } from '../../../adapters/memory/booking-feed-keys.memory';
import { FakeClock } from '../../../adapters/memory/clock.memory';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { siteCollection } from '../../../adapters/memory/public-sites.memory';
import { toSubscriptionDocument } from '../../../adapters/memory/subscription-document.memory';
import { MemoryBookings } from '../../../adapters/memory/bookings.memory';
import { DEFAULT_BOOKING_SETTINGS } from '../../../core/bookings/booking-settings';
import { DAY_MS, HOUR_MS } from '../../../core/time/time';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../../public-site/demo/demo-site';
import { feedKeyHash, newSecretToken } from '../../../use-cases/bookings/booking-feed-token';
import type { SiteHandler, SiteResponse } from '../site-http';
import { memorySiteHandler } from '../../../../test/support/memory-site-handler';

const OWNER = 'sol1234abcdefghijklmnopqrst';
const OTHER = 'luna567abcdefghijklmnopqrs';
const NOW = Date.UTC(2025, 5, 14, 15, 0);
const TUESDAY_TEN = Date.UTC(2025, 5, 17, 15, 0);

let db: MemoryDatabase;
let clock: FakeClock;
let handler: SiteHandler;

function seed(memberId: string, username: string, plan: 'Basic Plan' | 'Elite Plan', language: 'EN' | 'ES' = 'EN'): void {
  db.setDocument(['vMember', memberId], { id: memberId, username, domain: `${username}.sitio.app`, namePublico: 'Sol Bakery', published: true, status: true, activeUntil: clock.now() - 1000 });
  db.setDocument(['publicSites', username], { memberId, ...DEMO_MEMBER, username, siteLanguage: language, published: true });
  db.setDocument(['vMember', memberId, 'subscriptions', 'sub1'], toSubscriptionDocument({ status: 'active', productType: 'plan', productName: plan, itemProductName: plan, currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: 'price_1' }));
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) db.setDocument([...siteCollection(memberId), id], data as Record<string, unknown>);
  db.setDocument(['vMember', memberId, 'bookingSettings', 'current'], { ...DEFAULT_BOOKING_SETTINGS, enabled: true, services: [{ id: 'haircut', name: 'Haircut', durationMinutes: 60, priceNote: '' }] });
}

async function feedToken(memberId: string): Promise<string> {
  const token = newSecretToken();
  await new MemoryBookingFeedKeys(db).save(memberId, { keyHash: await feedKeyHash(token), createdAt: NOW });
  return token;
}

async function book(memberId: string, start: number, status: 'requested' | 'confirmed', name: string): Promise<string> {
  const made = await new MemoryBookings(db).book(memberId, { serviceId: 'haircut', serviceName: 'Haircut', start, end: start + HOUR_MS, status, visitor: { name, email: `${name.toLowerCase()}@example.com`, phone: '+1 555 0100', note: 'Short, please', language: 'es' }, createdAt: NOW, manageKey: 'k' }, { capacity: 5, bufferMinutes: 0 });
  if (made.kind !== 'booked') throw new Error('not booked');
  return made.booking.id;
}

async function get(url: string): Promise<SiteResponse> {
  const response = await handler({ method: 'GET', url, host: '127.0.0.1:5173' });
  if (response === null) throw new Error(`no answer for ${url}`);
  return response;
}

const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

beforeEach(() => {
  clock = new FakeClock(NOW);
  db = new MemoryDatabase({ clock });
  handler = memorySiteHandler(db, clock, { config: {} });
});

describe("the owner's calendar feed", () => {
  it('answers the current token with upcoming requests and confirmed appointments as text/calendar, never cached', async () => {
    seed(OWNER, 'sol1234', 'Elite Plan');
    const token = await feedToken(OWNER);
    const confirmed = await book(OWNER, TUESDAY_TEN, 'confirmed', 'Ana');
    await book(OWNER, TUESDAY_TEN + 2 * HOUR_MS, 'requested', 'Luis');
    const cancelled = await book(OWNER, TUESDAY_TEN + 4 * HOUR_MS, 'requested', 'Eva');
    await new MemoryBookings(db).answer(OWNER, cancelled, { type: 'cancel', by: 'visitor', reason: '', cutoffMinutes: 0 }, NOW);
    await book(OWNER, NOW - 30 * DAY_MS, 'confirmed', 'Old');

    const response = await get(`/s/sol1234/book/feed/${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['Cache-Control']).toBe('private, no-store');
    expect(response.headers['X-Robots-Tag']).toBe('noindex');
    const lines = unfolded(response.body);
    expect(lines).toContain('SUMMARY:Haircut: Ana');
    expect(lines).toContain('SUMMARY:Request: Haircut: Luis');
    expect(lines).toContain(`UID:${confirmed}@bookings.sitio.app`);
    expect(lines).toContain('DTSTART:20250617T150000Z');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('X-WR-TIMEZONE:America/Chicago');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:') && l.includes('Short'))).toBe('DESCRIPTION:+1 555 0100\\, ana@example.com\\nNote: Short\\, please');
    expect(response.body).not.toContain('Eva');
    expect(response.body).not.toContain('Old');
  });

  it("is in the site's language", async () => {
    seed(OWNER, 'sol1234', 'Elite Plan', 'ES');
    const token = await feedToken(OWNER);
    await book(OWNER, TUESDAY_TEN, 'requested', 'Luis');
    const lines = unfolded((await get(`/s/sol1234/book/feed/${token}.ics`)).body);
    expect(lines).toContain('SUMMARY:Solicitud: Haircut: Luis');
    expect(lines).toContain('X-WR-CALNAME:Citas');
  });

  it('is closed to a revoked or replaced token, another site’s token, a made-up one, and below Professional', async () => {
    seed(OWNER, 'sol1234', 'Elite Plan');
    seed(OTHER, 'luna567', 'Elite Plan');
    const first = await feedToken(OWNER);
    const second = await feedToken(OWNER);
    const others = await feedToken(OTHER);
    expect((await get(`/s/sol1234/book/feed/${first}.ics`)).status).toBe(404);
    expect((await get(`/s/sol1234/book/feed/${second}.ics`)).status).toBe(200);
    expect((await get(`/s/sol1234/book/feed/${others}.ics`)).status).toBe(404);
    expect((await get(`/s/sol1234/book/feed/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await get('/s/sol1234/book/feed/short.ics')).status).toBe(404);
    await new MemoryBookingFeedKeys(db).remove(OWNER);
    expect((await get(`/s/sol1234/book/feed/${second}.ics`)).status).toBe(404);
    const third = await feedToken(OWNER);
    expect((await get(`/s/sol1234/book/feed/${third}.ics`)).status).toBe(200);
    seed(OWNER, 'sol1234', 'Basic Plan');
    const below = await get(`/s/sol1234/book/feed/${third}.ics`);
    expect(below.status).toBe(404);
    expect(below.body).not.toContain('VCALENDAR');
  });

  it('keeps the appointments in the owner’s calendar while the site is unpublished, not once it is taken down', async () => {
    seed(OWNER, 'sol1234', 'Elite Plan');
    const token = await feedToken(OWNER);
    await book(OWNER, TUESDAY_TEN, 'confirmed', 'Ana');
    const hide = (fields: Record<string, unknown>) => {
      for (const path of [['vMember', OWNER], ['publicSites', 'sol1234']]) db.setDocument(path, { ...db.getDocument(path), ...fields });
    };
    hide({ published: false });
    // Visitors no longer see the site…
    expect((await get('/s/sol1234')).status).toBe(404);
    // …and the owner's calendar still has its appointments.
    const unpublished = await get(`/s/sol1234/book/feed/${token}.ics`);
    expect(unpublished.status).toBe(200);
    expect(unfolded(unpublished.body)).toContain('SUMMARY:Haircut: Ana');
    hide({ suspended: true });
    expect((await get(`/s/sol1234/book/feed/${token}.ics`)).status).toBe(404);
  });
});
