import { describe, expect, it } from 'vitest';
import type { HoursSection } from '../site/sections/hours.content';
import { WEEKDAYS } from '../site/site-limits';
import type { EpochMs } from '../time/time';
import { HOUR_MS } from '../time/time';
import type { Booking } from './booking';
import { bookingFrom } from './booking';
import { bookingAnswerMail } from './booking-answer-mail';
import { proposableTimes, proposalLink, PROPOSAL_DAYS_SHOWN } from './booking-proposal';
import { DEFAULT_BOOKING_SETTINGS } from './booking-settings';

const hours: HoursSection = {
  week: Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'sunday' ? { closed: true, open: '', close: '' } : { closed: false, open: '09:00', close: '12:00' }])) as HoursSection['week'],
  exceptions: [],
  timeZone: 'Europe/Madrid',
};
const settings = { ...DEFAULT_BOOKING_SETTINGS, enabled: true, noticeMinutes: 0, horizonDays: 30, stepMinutes: 60 };
// Monday 7 December 2026, 08:00 in Madrid.
const NOW = Date.parse('2026-12-07T07:00:00Z') as EpochMs;
const at = (iso: string) => Date.parse(iso) as EpochMs;

function booking(id: string, start: EpochMs, status: Booking['status'] = 'requested', hoursLong = 1): Booking {
  const made = bookingFrom(id, { serviceId: 'corte', serviceName: 'Corte', start, end: start + hoursLong * HOUR_MS, status: 'requested', visitor: { name: 'Ana', email: 'ana@example.com', phone: '', note: '', language: 'es' }, createdAt: NOW, manageKey: 'k' });
  return { ...made, status };
}

describe('times to propose when declining', () => {
  it("are the visitor's free times for a service as long as the request, not counting the request itself", () => {
    const request = booking('r', at('2026-12-07T08:00:00Z'));
    const held = booking('c', at('2026-12-07T09:00:00Z'), 'confirmed');
    const gone = booking('x', at('2026-12-07T10:00:00Z'), 'cancelled');
    const [monday] = proposableTimes({ settings, hours, timeZone: 'Europe/Madrid', booking: request, bookings: [request, held, gone], now: NOW });
    expect(monday?.date).toBe('2026-12-07');
    // 09:00 is the request's own time (declining frees it), 10:00 is held, 11:00 is free again.
    expect(monday?.slots.map((s) => s.time)).toEqual(['09:00', '11:00']);
  });

  it('last as long as the request, and list only the first days that have any', () => {
    const request = booking('r', at('2026-12-07T08:00:00Z'), 'requested', 2);
    const days = proposableTimes({ settings, hours, timeZone: 'Europe/Madrid', booking: request, bookings: [request], now: NOW });
    expect(days).toHaveLength(PROPOSAL_DAYS_SHOWN);
    expect(days.every((d) => d.weekday !== 'sunday' && d.slots.length > 0)).toBe(true);
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['09:00', '10:00']);
  });

  it('are none without opening hours', () => {
    const request = booking('r', at('2026-12-07T08:00:00Z'));
    expect(proposableTimes({ settings, hours: null, timeZone: 'Europe/Madrid', booking: request, bookings: [request], now: NOW })).toEqual([]);
  });
});

describe("the visitor's mail with another time", () => {
  const offered = at('2026-12-09T10:00:00Z');
  const link = proposalLink('barberia', 'corte', offered, 'Europe/Madrid', null, '.sitio.example');

  it('opens the Book page on that service, day and time, on the business clock', () => {
    expect(link).toBe('https://barberia.sitio.example/book?service=corte&date=2026-12-09&time=11%3A00#times');
    expect(proposalLink('barberia', 'corte', offered, 'Europe/Madrid', 'http://localhost:5173/', '')).toBe('http://localhost:5173/s/barberia/book?service=corte&date=2026-12-09&time=11%3A00#times');
  });

  it("names the time in the visitor's language, with the link", () => {
    const declined = { ...booking('r', at('2026-12-08T08:00:00Z')), status: 'declined' as const, reason: 'Ese día cerramos', proposedStart: offered };
    const es = bookingAnswerMail(declined, 'Barbería Sol', 'Europe/Madrid', link);
    expect(es?.text).toContain('Barbería Sol te propone otra hora: miércoles, 9 de diciembre de 2026');
    expect(es?.text).toContain(`Para reservarla: ${link}`);
    const en = bookingAnswerMail({ ...declined, visitor: { ...declined.visitor, language: 'en' } }, 'Sun Barbers', 'Europe/Madrid', link);
    expect(en?.text).toContain('Sun Barbers offers you another time: Wednesday, December 9, 2026');
    expect(en?.text).toContain(`To book it: ${link}`);
  });

  it('says nothing of another time when none was offered', () => {
    const declined = { ...booking('r', at('2026-12-08T08:00:00Z')), status: 'declined' as const };
    expect(bookingAnswerMail(declined, 'Barbería Sol', 'Europe/Madrid', null)?.text).not.toContain('propone');
  });
});
