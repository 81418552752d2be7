import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/memory/clock.memory';
import { MemoryMailOutbox } from '../../../adapters/memory/mail-outbox.memory';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { siteCollection } from '../../../adapters/memory/public-sites.memory';
import { toSubscriptionDocument } from '../../../adapters/memory/subscription-document.memory';
import { DEFAULT_BOOKING_SETTINGS } from '../../../core/bookings/booking-settings';
import { BOOKING_POSTS_PER_SITE_PER_DAY, FORM_POST_LIMITS } from '../../../core/forms/post-limits';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../../public-site/demo/demo-site';
import type { SiteHandler, SiteRequest, SiteResponse } from '../site-http';
import { memorySiteHandler } from '../../../../test/support/memory-site-handler';

const OWNER = 'sol1234abcdefghijklmnopqrst';
const HOST = '127.0.0.1:5173';
// Saturday 14 June 2025, 10:00 in Chicago (the demo's hours are kept there).
const NOW = Date.UTC(2025, 5, 14, 15, 0);
const TUESDAY = '2025-06-17';

let db: MemoryDatabase;
let clock: FakeClock;
let mail: MemoryMailOutbox;
let handler: SiteHandler;
let addressCounter = 0;

function seed(plan: 'Basic Plan' | 'Professional Plan' | 'Elite Plan', settings: Record<string, unknown> = {}): void {
  db.setDocument(['vMember', OWNER], { id: OWNER, username: 'sol1234', domain: 'sol1234.sitio.app', namePublico: 'Sol Bakery', published: true, status: true, activeUntil: clock.now() - 1000 });
  db.setDocument(['publicSites', 'sol1234'], { memberId: OWNER, ...DEMO_MEMBER, published: true });
  db.setDocument(['vMember', OWNER, 'subscriptions', 'sub1'], toSubscriptionDocument({ status: 'active', productType: 'plan', productName: plan, itemProductName: plan, currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: 'price_1' }));
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) db.setDocument([...siteCollection(OWNER), id], data as Record<string, unknown>);
  db.setDocument(['vMember', OWNER, 'bookingSettings', 'current'], {
    ...DEFAULT_BOOKING_SETTINGS,
    enabled: true,
    services: [
      { id: 'haircut', name: 'Haircut', durationMinutes: 60, priceNote: 'from $30' },
      { id: 'beard', name: 'Beard trim', durationMinutes: 30, priceNote: '' },
    ],
    ...settings,
  });
}

async function get(url: string): Promise<SiteResponse> {
  const response = await handler({ method: 'GET', url, host: HOST });
  if (response === null) throw new Error(`no answer for ${url}`);
  return response;
}

async function post(path: string, fields: Record<string, string>, partial: Partial<SiteRequest> = {}): Promise<SiteResponse> {
  addressCounter += 1;
  const response = await handler({
    method: 'POST',
    url: path,
    host: HOST,
    contentType: 'application/x-www-form-urlencoded',
    body: new TextEncoder().encode(new URLSearchParams(fields).toString()),
    clientAddress: `198.51.100.${addressCounter}`,
    ...partial,
  });
  if (response === null) throw new Error(`no answer for ${path}`);
  return response;
}

const request = (patch: Record<string, string> = {}) => ({ service: 'haircut', date: TUESDAY, time: '10:00', name: 'Ana López', email: 'ana@example.com', phone: '', note: '', website: '', ...patch });

function bookings(): Record<string, unknown>[] {
  return db.listDocuments(['vMember', OWNER, 'bookings']).map((d) => d.data);
}

beforeEach(() => {
  clock = new FakeClock(NOW);
  db = new MemoryDatabase({ clock });
  mail = new MemoryMailOutbox();
  handler = memorySiteHandler(db, clock, { mail });
});

describe('the Book button', () => {
  it('is on the home page of a site that takes bookings, and on no other', async () => {
    seed('Professional Plan');
    expect((await get('/s/sol1234/es')).body).toContain('<a class="btn" href="/s/sol1234/es/book">Reservar</a>');
    seed('Basic Plan');
    expect((await get('/s/sol1234/es')).body).not.toContain('/book"');
    seed('Elite Plan', { enabled: false });
    expect((await get('/s/sol1234/en')).body).not.toContain('/book"');
  });
});

describe('the Book page', () => {
  it("lists the services, a service's days and a day's free times, in the page's language, with no script", async () => {
    seed('Elite Plan');
    const services = await get('/s/sol1234/es/book');
    expect(services.status).toBe(200);
    expect(services.body).toContain('<html lang="es"');
    expect(services.body).toContain('Reserva una cita');
    expect(services.body).toContain('Haircut');
    expect(services.body).toContain('60 min · from $30');
    expect(services.body).not.toContain('<script>');
    expect(services.headers['X-Robots-Tag']).toBe('noindex');
    const days = await get('/s/sol1234/es/book?service=haircut');
    // Monday is closed in the demo's hours; Tuesday opens 07:00–18:00.
    expect(days.body).toContain('martes, 17 de junio');
    expect(days.body).not.toContain('lunes, 16 de junio');
    const times = await get(`/s/sol1234/en/book?service=haircut&date=${TUESDAY}`);
    expect(times.body).toContain('value="07:00"');
    expect(times.body).toContain('value="17:00"');
    expect(times.body).not.toContain('value="17:30"');
    expect(times.body).toContain('action="/s/sol1234/en/book/request#times"');
  });

  it('is not there below Professional, nor while bookings are off, and nothing stored is touched', async () => {
    seed('Basic Plan');
    expect((await get('/s/sol1234/book')).status).toBe(404);
    expect((await post('/s/sol1234/book/request', request())).status).toBe(404);
    expect(db.getDocument(['vMember', OWNER, 'bookingSettings', 'current'])).toMatchObject({ enabled: true });
    seed('Professional Plan', { enabled: false });
    expect((await get('/s/sol1234/book')).status).toBe(404);
  });

  it('takes a request, thanks the visitor and mails them in the page language with a link to cancel', async () => {
    seed('Professional Plan');
    const sent = await post('/s/sol1234/es/book/request', request());
    expect(sent.status).toBe(303);
    expect(sent.headers['Location']).toBe('/s/sol1234/es/book?done=requested');
    expect(bookings()).toEqual([expect.objectContaining({ status: 'requested', serviceId: 'haircut', start: Date.UTC(2025, 5, 17, 15, 0), visitor: expect.objectContaining({ name: 'Ana López', language: 'es' }) })]);
    const [message] = mail.sent();
    expect(message?.to).toBe('ana@example.com');
    expect(message?.subject).toContain('Solicitud de cita recibida');
    expect(message?.text).toContain('martes, 17 de junio de 2025, 10:00');
    // The appointment as a calendar file, in Spanish, at 10:00 in Chicago, tentative until confirmed.
    const [ics] = message?.attachments ?? [];
    expect(ics).toMatchObject({ filename: 'cita.ics', contentType: expect.stringContaining('text/calendar') });
    const lines = (ics?.content ?? '').replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain('DTSTART:20250617T150000Z');
    expect(lines).toContain('DTEND:20250617T160000Z');
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:Cita: Haircut\\, Sol Bakery & Café');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('X-WR-TIMEZONE:America/Chicago');
    const manage = /https?:\/\/\S+\/book\/manage\?b=[^\s&]+&t=\S+/.exec(message?.text ?? '')?.[0];
    expect(manage).toBeDefined();
    expect(lines).toContain(`URL:${manage}`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Para cancelar o pedir otra hora');
    const done = await get('/s/sol1234/es/book?done=requested');
    expect(done.body).toContain('Enviamos tu solicitud');
  });

  it('confirms at once when the owner chose so', async () => {
    seed('Elite Plan', { confirmation: 'instant' });
    const sent = await post('/s/sol1234/en/book/request', request());
    expect(sent.headers['Location']).toBe('/s/sol1234/en/book?done=confirmed');
    expect(mail.sent()[0]?.subject).toContain('Appointment confirmed');
    const [ics] = mail.sent()[0]?.attachments ?? [];
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics?.content).toContain('SUMMARY:Appointment: Haircut\\, Sol Bakery & Café');
    expect(ics?.content).toContain('STATUS:CONFIRMED');
  });

  it('tells a second visitor the time was just taken, keeping what they typed', async () => {
    seed('Elite Plan');
    expect((await post('/s/sol1234/en/book/request', request())).status).toBe(303);
    const second = await post('/s/sol1234/en/book/request', request({ name: 'Luis' }));
    expect(second.status).toBe(409);
    expect(second.body).toContain('That time was just taken. Please pick another time.');
    expect(second.body).toContain('value="Luis"');
    expect(second.body).not.toContain('value="10:00"');
    expect(bookings()).toHaveLength(1);
  });

  it('refuses times outside the hours, past the notice, or not on the step', async () => {
    seed('Elite Plan');
    const refusals: readonly Record<string, string>[] = [{ time: '06:00' }, { time: '10:15' }, { date: '2025-06-16' }, { date: '2025-06-14', time: '11:00' }, { date: '2026-06-14' }, { service: 'nails' }];
    for (const patch of refusals) {
      const response = await post('/s/sol1234/en/book/request', request(patch));
      expect([409, 422]).toContain(response.status);
    }
    expect(bookings()).toHaveLength(0);
  });

  it('sends back a request with missing or over-long fields, each with its message', async () => {
    seed('Elite Plan');
    const response = await post('/s/sol1234/en/book/request', request({ name: '', email: '', note: 'x'.repeat(501) }));
    expect(response.status).toBe(422);
    expect(response.body).toContain('Give an e-mail or a phone number.');
    expect(response.body).toContain('Too long.');
    expect(bookings()).toHaveLength(0);
  });

  it('tells a bot that fills the hidden field it succeeded, and stores nothing', async () => {
    seed('Elite Plan');
    const response = await post('/s/sol1234/en/book/request', request({ website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(bookings()).toHaveLength(0);
    expect(mail.sent()).toHaveLength(0);
  });

  it('limits requests per address, in the limits every instance shares', async () => {
    seed('Elite Plan');
    const from = { clientAddress: '203.0.113.9' };
    const times = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00'];
    const statuses: number[] = [];
    for (const time of times) statuses.push((await post('/s/sol1234/en/book/request', request({ time }), from)).status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(FORM_POST_LIMITS.perAddressPerMinute);
    expect(statuses.at(-1)).toBe(429);
    expect(BOOKING_POSTS_PER_SITE_PER_DAY).toBeGreaterThan(0);
  });

  it('refuses a post from another site', async () => {
    seed('Elite Plan');
    expect((await post('/s/sol1234/en/book/request', request(), { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe("the visitor's own booking, by its link", () => {
  function linkOf(text: string): URL {
    const match = /https?:\/\/\S+\/book\/manage\?\S+/.exec(text);
    if (match === null) throw new Error('no link in the mail');
    return new URL(match[0]);
  }

  it('shows the booking and cancels it, freeing the time', async () => {
    seed('Elite Plan');
    await post('/s/sol1234/es/book/request', request());
    const link = linkOf(mail.sent()[0]?.text ?? '');
    const page = await get(`/s/sol1234/es/book/manage${link.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Pendiente de confirmar');
    expect(page.headers['Referrer-Policy']).toBe('same-origin');
    const cancelled = await post('/s/sol1234/es/book/cancel', { b: link.searchParams.get('b') ?? '', t: link.searchParams.get('t') ?? '' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toContain('Tu cita está cancelada.');
    expect(bookings()[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor' });
    expect((await post('/s/sol1234/en/book/request', request({ name: 'Luis' }))).status).toBe(303);
  });

  it("does not open with a wrong token, nor with one booking's token on another", async () => {
    seed('Elite Plan');
    await post('/s/sol1234/en/book/request', request());
    await post('/s/sol1234/en/book/request', request({ time: '12:00', email: 'luis@example.com' }));
    const [first, second] = mail.sent().map((m) => linkOf(m.text));
    const firstId = first?.searchParams.get('b') ?? '';
    const secondToken = second?.searchParams.get('t') ?? '';
    expect((await get(`/s/sol1234/book/manage?b=${firstId}&t=wrong`)).status).toBe(404);
    expect((await post('/s/sol1234/book/cancel', { b: firstId, t: secondToken })).status).toBe(404);
    expect(bookings().map((b) => b['status'])).toEqual(['requested', 'requested']);
  });

  it('offers the time the owner proposed on declining, and opens the Book page on it', async () => {
    seed('Elite Plan');
    await post('/s/sol1234/es/book/request', request());
    const link = linkOf(mail.sent()[0]?.text ?? '');
    const id = link.searchParams.get('b') ?? '';
    // The owner's browser declines with another time: Wednesday 18 June 2025, 11:00 in Chicago.
    db.updateDocument(['vMember', OWNER, 'bookings', id], { status: 'declined', proposedStart: Date.UTC(2025, 5, 18, 16, 0), updatedAt: clock.now() });
    const page = await get(`/s/sol1234/es/book/manage${link.search}`);
    expect(page.body).toContain('El negocio no puede atenderte a esa hora y te propone otra: miércoles, 18 de junio de 2025');
    const offer = /href="([^"]*book\?service=haircut[^"]*)">Reservar esta hora</.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(offer).toBe('/s/sol1234/es/book?service=haircut&date=2025-06-18&time=11%3A00#times');
    const book = await get(offer.replace('#times', ''));
    expect(book.status).toBe(200);
    expect(book.body).toContain('<input type="radio" name="time" value="11:00" required checked>');
    expect(book.body).not.toContain('value="10:00" required checked');
  });

  it('refuses to cancel past the cut-off', async () => {
    seed('Elite Plan', { cancelCutoffMinutes: 24 * 60 });
    await post('/s/sol1234/en/book/request', request());
    const link = linkOf(mail.sent()[0]?.text ?? '');
    clock.set(Date.UTC(2025, 5, 16, 16, 0));
    const page = await get(`/s/sol1234/en/book/manage${link.search}`);
    expect(page.body).not.toContain('Cancel this appointment');
    const refused = await post('/s/sol1234/en/book/cancel', { b: link.searchParams.get('b') ?? '', t: link.searchParams.get('t') ?? '' });
    expect(refused.body).toContain('It is too late to cancel online.');
    expect(bookings()[0]).toMatchObject({ status: 'requested' });
  });
});
