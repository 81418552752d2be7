import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/time';
import type { Booking } from './booking';
import { bookingFrom } from './booking';
import { bookingsCsv, matchesSearch, ownerAgenda, pendingRequests } from './booking-agenda';

const NOW = Date.parse('2026-12-10T12:00:00Z');
function booking(id: string, startHoursFromNow: number, status: Booking['status'], name = 'Ana'): Booking {
  const start = NOW + startHoursFromNow * HOUR_MS;
  const made = bookingFrom(id, {
    serviceId: 'cut',
    serviceName: 'Corte',
    start,
    end: start + HOUR_MS,
    status: 'requested',
    visitor: { name, email: `${id}@example.com`, phone: '+34 600', note: '', language: 'es' },
    createdAt: NOW - 10 * HOUR_MS,
    manageKey: 'k',
  });
  return { ...made, status };
}
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

describe("the owner's agenda", () => {
  it('splits open requests, confirmed appointments by day (today first) and the rest', () => {
    const list = [
      booking('tomorrow', 24, 'confirmed'),
      booking('today-late', 5, 'confirmed'),
      booking('today-now', -0.5, 'confirmed'),
      booking('ask', 30, 'requested'),
      booking('stale-ask', -3, 'requested'),
      booking('gone', 2, 'cancelled'),
      booking('old', -48, 'confirmed'),
    ];
    const agenda = ownerAgenda(list, NOW, dayOf);
    expect(agenda.requests.map((b) => b.id)).toEqual(['ask']);
    expect(agenda.upcoming).toEqual([
      { day: '2026-12-10', bookings: [list[2], list[1]] },
      { day: '2026-12-11', bookings: [list[0]] },
    ]);
    expect(agenda.past.map((b) => b.id)).toEqual(['gone', 'stale-ask', 'old']);
    expect(pendingRequests(list, NOW)).toBe(1);
  });

  it('finds a booking by name, e-mail, phone or service, ignoring case and accents', () => {
    const b = booking('x', 1, 'confirmed', 'José Núñez');
    expect(matchesSearch(b, 'nunez')).toBe(true);
    expect(matchesSearch(b, 'x@EXAMPLE')).toBe(true);
    expect(matchesSearch(b, 'corte')).toBe(true);
    expect(matchesSearch(b, 'maria')).toBe(false);
    expect(matchesSearch(b, '  ')).toBe(true);
  });

  it('exports CSV earliest first, with the given headings and a formula typed by a visitor kept as text', () => {
    const csv = bookingsCsv(
      [booking('b', 2, 'confirmed', '=HYPERLINK()'), booking('a', 1, 'requested')],
      { start: 'Start', end: 'End', service: 'Service', name: 'Name', email: 'E-mail', phone: 'Phone', note: 'Note', status: 'Status', reason: 'Reason' },
      (at) => new Date(at).toISOString(),
      (s) => s.toUpperCase(),
    );
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Start,End,Service,Name,E-mail,Phone,Note,Status,Reason');
    expect(lines[1]).toContain('a@example.com');
    expect(lines[1]).toContain('REQUESTED');
    expect(lines[2]).toContain("'=HYPERLINK()");
  });
});
