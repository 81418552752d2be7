import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoursSection } from '../site/sections/hours.content';
import { WEEKDAYS } from '../site/site-limits';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { EpochMs } from '../time/time';
import { MINUTE_MS } from '../time/time';
import type { SlotQuery, TakenTime } from './booking-slots';
import { bookableDates, freeSlots, isFreeSlot } from './booking-slots';
import { DEFAULT_BOOKING_SETTINGS } from './booking-settings';
import { addCalendarDays, clockOfMinutes, instantOf, minutesOfClock, wallClockOf } from './zoned-time';

const ZONES: readonly SiteTimeZone[] = ['America/New_York', 'America/Chicago', 'Europe/Madrid', 'America/Mexico_City'];

function weekHours(open: string, close: string, timeZone: SiteTimeZone = 'America/Chicago'): HoursSection {
  return { week: Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'sunday' ? { closed: true, open: '', close: '' } : { closed: false, open, close }])) as HoursSection['week'], exceptions: [], timeZone };
}

const settings = { ...DEFAULT_BOOKING_SETTINGS, noticeMinutes: 0, horizonDays: 14 };
// Monday 7 December 2026, 06:00 in Chicago.
const NOW = Date.parse('2026-12-07T12:00:00Z') as EpochMs;

function query(patch: Partial<SlotQuery> = {}): SlotQuery {
  return { settings, hours: weekHours('09:00', '17:00'), timeZone: 'America/Chicago', durationMinutes: 60, taken: [], now: NOW, ...patch };
}

describe('free slots', () => {
  it("lays slots every step from opening, the last one ending by closing, on the site's clock", () => {
    const [monday] = freeSlots(query({ dates: ['2026-12-07'] }));
    expect(monday?.weekday).toBe('monday');
    expect(monday?.slots.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
    expect(monday?.slots[0]?.start).toBe(Date.parse('2026-12-07T15:00:00Z'));
    expect(monday?.slots[0]?.end).toBe(Date.parse('2026-12-07T16:00:00Z'));
  });

  it('offers nothing on a closed day or a special day closed, and a special day its own hours', () => {
    const hours: HoursSection = { ...weekHours('09:00', '17:00'), exceptions: [{ date: '2026-12-08', label: 'Holiday', closed: true, open: '', close: '' }, { date: '2026-12-09', label: 'Short', closed: false, open: '10:00', close: '12:00' }] };
    const days = freeSlots(query({ hours, dates: ['2026-12-08', '2026-12-09', '2026-12-13'] }));
    expect(days.map((d) => d.slots.map((s) => s.time))).toEqual([[], ['10:00', '10:30', '11:00'], []]);
  });

  it('keeps the notice and the horizon', () => {
    const days = freeSlots(query({ settings: { ...settings, noticeMinutes: 4 * 60, horizonDays: 2 } }));
    expect(days.map((d) => d.date)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    // Now is 06:00: four hours' notice leaves 10:00 as the first.
    expect(days[0]?.slots[0]?.time).toBe('10:00');
    expect(freeSlots(query({ dates: ['2027-03-01'] }))).toEqual([]);
  });

  it('takes booked times (widened by the buffer) until capacity is reached, and blocked times', () => {
    const at = (time: string): EpochMs => instantOf('2026-12-07', minutesOfClock(time), 'America/Chicago') as EpochMs;
    const taken: TakenTime[] = [{ start: at('10:00'), end: at('11:00') }];
    const times = (patch: Partial<SlotQuery>) => freeSlots(query({ dates: ['2026-12-07'], ...patch }))[0]?.slots.map((s) => s.time) ?? [];
    expect(times({ taken })).not.toContain('10:00');
    expect(times({ taken })).toContain('11:00');
    expect(times({ taken })).not.toContain('09:30');
    expect(times({ taken, settings: { ...settings, bufferMinutes: 15 } })).not.toContain('11:00');
    expect(times({ taken, settings: { ...settings, bufferMinutes: 15 } })).toContain('11:30');
    expect(times({ taken, settings: { ...settings, capacity: 2 } })).toContain('10:00');
    expect(times({ taken: [...taken, ...taken], settings: { ...settings, capacity: 2 } })).not.toContain('10:00');
    expect(times({ settings: { ...settings, blocked: [{ date: '2026-12-07', from: '12:00', to: '14:00' }] } })).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '14:00', '14:30', '15:00', '15:30', '16:00']);
  });

  it('runs hours that close after midnight into the next morning', () => {
    const [day] = freeSlots(query({ hours: weekHours('22:00', '02:00'), dates: ['2026-12-07'] }));
    expect(day?.slots.map((s) => s.time)).toEqual(['22:00', '22:30', '23:00', '23:30', '00:00', '00:30', '01:00']);
    expect(day?.slots.at(-1)?.start).toBe(Date.parse('2026-12-08T07:00:00Z'));
  });

  it('keeps the opening hours on the day the clocks go back and forward', () => {
    // 1 Nov 2026 and 8 Mar 2026 are Sundays: open that day.
    const hours: HoursSection = { ...weekHours('00:00', '04:00'), week: Object.fromEntries(WEEKDAYS.map((d) => [d, { closed: false, open: '00:00', close: '04:00' }])) as HoursSection['week'] };
    const fallBack = freeSlots({ ...query({ hours, dates: ['2026-11-01'], now: Date.parse('2026-10-30T00:00:00Z') }) })[0]?.slots ?? [];
    // Five hours of real time pass between 00:00 and 04:00; the repeated hour is offered once.
    expect(fallBack.map((s) => s.time)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00']);
    const springForward = freeSlots({ ...query({ hours, dates: ['2026-03-08'], now: Date.parse('2026-03-01T00:00:00Z') }) })[0]?.slots ?? [];
    // 02:00–02:59 does not exist; 01:30 ends at 03:30 by the clock, within closing.
    expect(springForward.map((s) => s.time)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00']);
    expect(springForward.find((s) => s.time === '03:00')?.start).toBe(Date.parse('2026-03-08T08:00:00Z'));
  });

  it('checks one posted time against the same rules', () => {
    expect(isFreeSlot(query(), '2026-12-07', '09:30')?.start).toBe(Date.parse('2026-12-07T15:30:00Z'));
    expect(isFreeSlot(query(), '2026-12-07', '09:15')).toBeNull();
    expect(isFreeSlot(query(), '2026-12-13', '10:00')).toBeNull();
    expect(isFreeSlot(query(), '2030-01-01', '10:00')).toBeNull();
  });
});

/** Days the clocks change in the United States and in Spain. */
const CLOCK_CHANGES = ['2025-03-09T12:00:00Z', '2025-11-02T12:00:00Z', '2026-03-08T12:00:00Z', '2026-11-01T12:00:00Z', '2026-03-29T12:00:00Z', '2026-10-25T12:00:00Z', '2027-03-28T12:00:00Z', '2027-10-31T12:00:00Z'];
const clock = fc.integer({ min: 0, max: 23 * 4 }).map((q) => clockOfMinutes(q * 15));

describe('free slots on random dates, hours and durations across daylight-saving changes', () => {
  it('offers only times inside the hours, after the notice, off bookings beyond capacity, and every such time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        // Any moment of 2025–2027, half the time within a few days of a change of clocks.
        fc.oneof(
          fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2027-12-01T00:00:00Z') }),
          fc.tuple(fc.constantFrom(...CLOCK_CHANGES), fc.integer({ min: -4 * 24 * 60, max: 24 * 60 })).map(([change, minutes]) => Date.parse(change) + minutes * MINUTE_MS),
        ),
        clock,
        fc.integer({ min: 1, max: 20 }).map((q) => q * 30),
        fc.constantFrom(15, 30, 45, 60, 90),
        fc.constantFrom(5, 15, 30, 60),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 * 24 * 4 }), fc.integer({ min: 1, max: 12 })), { maxLength: 12 }),
        (zone, nowRaw, open, length, duration, step, buffer, notice, capacity, bookings) => {
          const now = Math.floor(nowRaw / MINUTE_MS) * MINUTE_MS;
          const close = clockOfMinutes(minutesOfClock(open) + length);
          const hours = weekHours(open, close, zone);
          const taken = bookings.map(([q, len]) => ({ start: now + q * 15 * MINUTE_MS, end: now + (q + len) * 15 * MINUTE_MS }));
          const s = { ...settings, stepMinutes: step, bufferMinutes: buffer, noticeMinutes: notice, capacity, horizonDays: 6 };
          const days = freeSlots({ settings: s, hours, timeZone: zone, durationMinutes: duration, taken, now });
          expect(days.map((d) => d.date)).toEqual(bookableDates(now, zone, 6));
          for (const day of days) {
            const openM = minutesOfClock(open);
            const closeM = openM + length;
            const closeAt = instantOf(day.date, closeM, zone) ?? instantOf(day.date, closeM + 60, zone);
            const expected: string[] = [];
            if (day.weekday !== 'sunday') {
              for (let m = openM; m + duration <= closeM; m += step) {
                const start = instantOf(day.date, m, zone);
                if (start === null || closeAt === null) continue;
                const end = start + duration * MINUTE_MS;
                const overlaps = taken.filter((t) => start < t.end + buffer * MINUTE_MS && t.start - buffer * MINUTE_MS < end).length;
                if (start >= now + notice * MINUTE_MS && end <= closeAt && overlaps < capacity) expected.push(clockOfMinutes(m));
              }
            }
            expect(day.slots.map((x) => x.time)).toEqual(expected);
            for (const slot of day.slots) {
              expect(slot.end - slot.start).toBe(duration * MINUTE_MS);
              const wall = wallClockOf(slot.start, zone);
              expect(wall.time).toBe(slot.time);
              expect(wall.date === day.date || wall.date === addCalendarDays(day.date, 1)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 250 },
    );
  });
});
