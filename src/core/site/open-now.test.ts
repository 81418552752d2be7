import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EpochMs } from '../time/time';
import { localMoment, openNow, upcomingExceptions } from './open-now';
import { parseSection } from './site-content';

// Monday 16 June 2025; Chicago is UTC−5 then, Madrid UTC+2.
const chicago = (day: number, hh: number, mm = 0) => Date.UTC(2025, 5, day, hh + 5, mm) as EpochMs;

const hours = parseSection('hours', {
  week: {
    monday: { open: '09:00', close: '18:00' },
    tuesday: { open: '09:00', close: '18:00' },
    wednesday: { closed: true },
    thursday: { open: '09:00', close: '18:00' },
    friday: { open: '18:00', close: '02:00' },
    saturday: { open: '10:00', close: '14:00' },
    sunday: { closed: true },
  },
  exceptions: [
    { date: '2025-06-17', label: 'Staff day', closed: true },
    { date: '2025-06-10', label: 'Past', closed: true },
  ],
}).value;

describe('openNow', () => {
  it('says open and when it closes, on the business clock', () => {
    expect(openNow(hours, 'America/Chicago', chicago(16, 15))).toEqual({ status: { kind: 'open', closesAt: '18:00' }, minutesToChange: 180 });
    // The same instant in Madrid is 22:00: closed until Thursday (Tuesday is a special day, Wednesday closed).
    expect(openNow(hours, 'Europe/Madrid', chicago(16, 15)).status).toEqual({ kind: 'closed', opens: { inDays: 3, weekday: 'thursday', time: '09:00' } });
  });

  it('says closed and the next opening, skipping special days', () => {
    expect(openNow(hours, 'America/Chicago', chicago(16, 8))).toEqual({ status: { kind: 'closed', opens: { inDays: 0, weekday: 'monday', time: '09:00' } }, minutesToChange: 60 });
    expect(openNow(hours, 'America/Chicago', chicago(16, 19)).status).toEqual({ kind: 'closed', opens: { inDays: 3, weekday: 'thursday', time: '09:00' } });
  });

  it('stays open across midnight', () => {
    expect(openNow(hours, 'America/Chicago', chicago(20, 23, 30))).toEqual({ status: { kind: 'open', closesAt: '02:00' }, minutesToChange: 150 });
    expect(openNow(hours, 'America/Chicago', chicago(21, 1, 0))).toEqual({ status: { kind: 'open', closesAt: '02:00' }, minutesToChange: 60 });
    expect(openNow(hours, 'America/Chicago', chicago(21, 3, 0)).status).toEqual({ kind: 'closed', opens: { inDays: 0, weekday: 'saturday', time: '10:00' } });
  });

  it('knows nothing opens when every day is closed', () => {
    expect(openNow(parseSection('hours', {}).value, 'America/Chicago', chicago(16, 12))).toEqual({ status: { kind: 'closed', opens: null }, minutesToChange: null });
  });

  it('a status never lasts past its announced change (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * 24 * 60 - 1 }), (offset) => {
        const at = (chicago(16, 0) + offset * 60_000) as EpochMs;
        const { status, minutesToChange } = openNow(hours, 'America/Chicago', at);
        if (minutesToChange === null) return;
        expect(minutesToChange).toBeGreaterThan(0);
        const before = openNow(hours, 'America/Chicago', (at + (minutesToChange - 1) * 60_000) as EpochMs).status.kind;
        const after = openNow(hours, 'America/Chicago', (at + minutesToChange * 60_000) as EpochMs).status.kind;
        expect(before).toBe(status.kind);
        expect(after).not.toBe(status.kind);
      }),
    );
  });
});

describe('upcomingExceptions', () => {
  it('drops special days that are past on the business clock', () => {
    const today = localMoment(chicago(16, 12), 'America/Chicago').date;
    expect(upcomingExceptions(hours, today).map((x) => x.label)).toEqual(['Staff day']);
  });
});
