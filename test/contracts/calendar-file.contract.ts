import { describe, expect, it } from 'vitest';
import type { CalendarFile } from '../../src/core/notifications/calendar-event';
import type { CalendarFilePort } from '../../src/ports/calendar-file.port';

// 10:00 in Madrid on Sunday 25 October 2026, the morning the clocks went back: 09:00 UTC.
const AFTER_THE_CHANGE = Date.parse('2026-10-25T09:00:00Z');
const STAMP = Date.parse('2026-10-01T12:00:00Z');

/** The iCalendar file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
function unfolded(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

const calendar: CalendarFile = {
  name: 'Barbería Sol',
  timeZone: 'Europe/Madrid',
  stamp: STAMP,
  events: [
    { uid: 'b1@bookings.sitio.app', start: AFTER_THE_CHANGE, end: AFTER_THE_CHANGE + 45 * 60_000, title: 'Cita: Corte, Barbería Sol', description: 'domingo, 25 de octubre de 2026, 10:00\n\nPara cancelar o pedir otra hora: https://sol.sitio.app/book/manage?b=b1&t=tok', url: 'https://sol.sitio.app/book/manage?b=b1&t=tok', status: 'confirmed' },
    { uid: 'b2@bookings.sitio.app', start: AFTER_THE_CHANGE + 3_600_000, end: AFTER_THE_CHANGE + 7_200_000, title: 'Solicitud: Tinte; con, comas', description: '', url: null, status: 'tentative' },
  ],
};

export function describeCalendarFileContract(adapterName: string, make: () => CalendarFilePort): void {
  describe(`CalendarFilePort contract: ${adapterName}`, () => {
    it('writes a calendar with each event at its exact instant, its id, status and the business clock', () => {
      const lines = unfolded(make().write(calendar));
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('X-WR-TIMEZONE:Europe/Madrid');
      expect(lines).toContain('X-WR-CALNAME:Barbería Sol');
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
      expect(lines).toContain('UID:b1@bookings.sitio.app');
      expect(lines).toContain('DTSTART:20261025T090000Z');
      expect(lines).toContain('DTEND:20261025T094500Z');
      expect(lines).toContain('DTSTAMP:20261001T120000Z');
      expect(lines).toContain('STATUS:CONFIRMED');
      expect(lines).toContain('STATUS:TENTATIVE');
      expect(lines).toContain('URL:https://sol.sitio.app/book/manage?b=b1&t=tok');
    });

    it('escapes text as the format wants: commas, semicolons and line breaks', () => {
      const lines = unfolded(make().write(calendar));
      expect(lines).toContain('SUMMARY:Solicitud: Tinte\\; con\\, comas');
      expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:domingo\\, 25 de octubre de 2026\\, 10:00\\n\\nPara cancelar o pedir otra hora: https://sol.sitio.app/book/manage?b=b1&t=tok');
    });

    it('ends every line with CRLF and folds long lines at 75 characters', () => {
      const text = make().write({ ...calendar, events: [{ ...calendar.events[0]!, description: 'ñ'.repeat(200) }] });
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
      // Characters, not the RFC's octets: the package folds by characters, which calendars read alike.
      for (const line of text.split('\r\n')) expect([...line].length).toBeLessThanOrEqual(75);
      expect(unfolded(text).find((l) => l.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:${'ñ'.repeat(200)}`);
    });

    it('writes an empty calendar for no events', () => {
      const lines = unfolded(make().write({ ...calendar, events: [] }));
      expect(lines).toContain('END:VCALENDAR');
      expect(lines).not.toContain('BEGIN:VEVENT');
    });
  });
}
