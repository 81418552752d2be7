import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, clockOfMinutes, instantOf, wallClockOf } from './zoned-time';

const ZONES = ['America/New_York', 'America/Chicago', 'Europe/Madrid', 'America/Mexico_City'] as const;

describe('zoned time', () => {
  it('turns a wall time into its instant in summer and in winter', () => {
    expect(instantOf('2026-07-01', 9 * 60, 'America/New_York')).toBe(Date.parse('2026-07-01T13:00:00Z'));
    expect(instantOf('2026-12-01', 9 * 60, 'America/New_York')).toBe(Date.parse('2026-12-01T14:00:00Z'));
    expect(instantOf('2026-07-01', 9 * 60, 'Europe/Madrid')).toBe(Date.parse('2026-07-01T07:00:00Z'));
    // Mexico City has kept standard time all year since 2022.
    expect(instantOf('2026-07-01', 9 * 60, 'America/Mexico_City')).toBe(Date.parse('2026-07-01T15:00:00Z'));
  });

  it('has no instant for the hour skipped in spring, and the first of the hour repeated in autumn', () => {
    expect(instantOf('2026-03-08', 2 * 60 + 30, 'America/Chicago')).toBeNull();
    expect(instantOf('2026-03-29', 2 * 60 + 30, 'Europe/Madrid')).toBeNull();
    // 01:30 on 1 November 2026 happens at 05:30Z (CDT) and again at 06:30Z (CST).
    expect(instantOf('2026-11-01', 90, 'America/Chicago')).toBe(Date.parse('2026-11-01T06:30:00Z'));
  });

  it('reads minutes past midnight as the next day', () => {
    expect(instantOf('2026-07-01', 25 * 60, 'America/Chicago')).toBe(instantOf('2026-07-02', 60, 'America/Chicago'));
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(clockOfMinutes(25 * 60 + 5)).toBe('01:05');
  });

  it('gives back the same wall time it was asked for, on any date and minute in each zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 3 * 365 }), fc.integer({ min: 0, max: 24 * 60 - 1 }), (zone, day, minutes) => {
        const date = addCalendarDays('2025-01-01', day);
        const at = instantOf(date, minutes, zone);
        if (at === null) return; // skipped that day; checked below
        expect(wallClockOf(at, zone)).toEqual({ date, time: clockOfMinutes(minutes) });
      }),
      { numRuns: 2000 },
    );
  });

  it('skips only an hour of a spring day, never a time in zones without summer time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 }), fc.integer({ min: 0, max: 24 * 60 - 1 }), (day, minutes) => {
        expect(instantOf(addCalendarDays('2025-01-01', day), minutes, 'America/Mexico_City')).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
