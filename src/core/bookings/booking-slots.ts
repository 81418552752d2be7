import { hoursOn } from '../site/open-now';
import type { HoursSection } from '../site/sections/hours.content';
import type { Weekday } from '../site/site-limits';
import { WEEKDAYS } from '../site/site-limits';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { EpochMs } from '../time/time';
import { DAY_MS, MINUTE_MS } from '../time/time';
import type { BookingSettings } from './booking-settings';
import { blockedMinutes } from './booking-settings';
import { addCalendarDays, clockOfMinutes, instantOf, minutesOfClock, wallClockOf, zoneOffsetMs } from './zoned-time';

/** A time a visitor may book. */
export interface FreeSlot {
  readonly start: EpochMs;
  readonly end: EpochMs;
  /** 'HH:MM' on the business's clock, as the page shows it and the form posts it. */
  readonly time: string;
}

export interface DayOfSlots {
  readonly date: string;
  readonly weekday: Weekday;
  readonly slots: readonly FreeSlot[];
}

/** A stretch already taken: a booking that holds its time. */
export interface TakenTime {
  readonly start: EpochMs;
  readonly end: EpochMs;
}

export interface SlotQuery {
  readonly settings: Pick<BookingSettings, 'stepMinutes' | 'bufferMinutes' | 'noticeMinutes' | 'horizonDays' | 'capacity' | 'blocked'>;
  readonly hours: HoursSection;
  readonly timeZone: SiteTimeZone;
  readonly durationMinutes: number;
  readonly taken: readonly TakenTime[];
  readonly now: EpochMs;
  /** Only these business dates ('YYYY-MM-DD'), inside the horizon; every date of it when absent. */
  readonly dates?: readonly string[];
}

function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday; WEEKDAYS starts on Monday.
  const days = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  return WEEKDAYS[(((days + 3) % 7) + 7) % 7] ?? 'monday';
}

/** The business dates a visitor may book on: today (on its clock) to the horizon. */
export function bookableDates(now: EpochMs, timeZone: SiteTimeZone, horizonDays: number): readonly string[] {
  const today = wallClockOf(now, timeZone).date;
  return Array.from({ length: horizonDays + 1 }, (_, i) => addCalendarDays(today, i));
}

interface Interval {
  readonly start: EpochMs;
  readonly end: EpochMs;
}

function blockedIntervals(query: SlotQuery, dates: ReadonlySet<string>): Interval[] {
  const out: Interval[] = [];
  for (const b of query.settings.blocked) {
    // A block that starts the day before may run into a date asked for.
    if (!dates.has(b.date) && !dates.has(addCalendarDays(b.date, 1))) continue;
    const { from, to } = blockedMinutes(b);
    const start = instantOf(b.date, from, query.timeZone) ?? instantOf(b.date, from + 60, query.timeZone);
    const end = instantOf(b.date, to, query.timeZone) ?? instantOf(b.date, to + 60, query.timeZone);
    if (start !== null && end !== null) out.push({ start, end });
  }
  return out;
}

/** Every offset a zone can have lies within these bounds (UTC-12 to UTC+14). */
const WEST_MS = 12 * 60 * MINUTE_MS;
const EAST_MS = 14 * 60 * MINUTE_MS;

interface DayBounds {
  readonly closeAt: EpochMs | null;
  /** The zone's offset for the whole day when its clock does not change between opening and closing. */
  readonly steadyOffset: number | null;
}

/**
 * A day's closing instant, and its offset when that is the same all day. Asking the zone costs a formatter call each time, and
 * 60 days of slots would ask it hundreds of times: on the usual day the zone's offset at the
 * earliest instant the opening can be and at the latest the closing can be are the same, and as
 * no zone changes its clock twice within two days, every time between has that offset too. Only
 * a day with a change asks for each instant on its own.
 */
function dayBounds(wallMidnight: number, open: number, close: number, timeZone: SiteTimeZone): DayBounds {
  const wallOpen = wallMidnight + open * MINUTE_MS;
  const wallClose = wallMidnight + close * MINUTE_MS;
  const before = zoneOffsetMs(wallOpen - EAST_MS, timeZone);
  if (before === zoneOffsetMs(wallClose + WEST_MS, timeZone)) return { closeAt: wallClose - before, steadyOffset: before };
  const date = new Date(wallMidnight).toISOString().slice(0, 10);
  // The closing instant; if the closing time is skipped that night, the hour after it.
  const closeAt = instantOf(date, close, timeZone) ?? instantOf(date, close + 60, timeZone);
  const openAt = instantOf(date, open, timeZone);
  // A change of clock after closing (or before opening) still leaves the opening hours steady.
  const steadyOffset = openAt !== null && closeAt !== null && zoneOffsetMs(openAt, timeZone) === zoneOffsetMs(closeAt, timeZone) ? wallOpen - openAt : null;
  return { closeAt, steadyOffset };
}

/**
 * The free times of a service, day by day, on the business's own clock: laid every `step`
 * minutes from each day's opening (its special day's hours when it has one), ending by its
 * closing, at least `notice` after now, inside the horizon, off the owner's blocked times, and
 * where fewer than `capacity` bookings (each widened by the buffer) already overlap.
 */
export function freeSlots(query: SlotQuery): readonly DayOfSlots[] {
  const { settings, hours, timeZone, now } = query;
  const horizon = bookableDates(now, timeZone, settings.horizonDays);
  const inHorizon = new Set(horizon);
  const dates = query.dates === undefined ? horizon : query.dates.filter((d) => inHorizon.has(d));
  const blocked = blockedIntervals(query, new Set(dates));
  const buffer = settings.bufferMinutes * MINUTE_MS;
  const taken = [...query.taken].sort((a, b) => a.start - b.start);
  const earliest = now + settings.noticeMinutes * MINUTE_MS;
  const duration = query.durationMinutes * MINUTE_MS;
  return dates.map((date) => {
    const weekday = weekdayOf(date);
    const day = hoursOn(hours, date, weekday);
    const slots: FreeSlot[] = [];
    if (!day.closed && day.open !== '' && day.close !== '') {
      const open = minutesOfClock(day.open);
      const closeMinutes = minutesOfClock(day.close);
      const close = closeMinutes <= open ? closeMinutes + 24 * 60 : closeMinutes;
      const wallMidnight = Date.parse(`${date}T00:00:00Z`);
      const { closeAt, steadyOffset } = dayBounds(wallMidnight, open, close, timeZone);
      for (let m = open; closeAt !== null && m + query.durationMinutes <= close; m += settings.stepMinutes) {
        const start = steadyOffset !== null ? wallMidnight + m * MINUTE_MS - steadyOffset : instantOf(date, m, timeZone);
        if (start === null || start < earliest) continue;
        const end = start + duration;
        if (end > closeAt) break;
        if (blocked.some((b) => b.start < end && start < b.end)) continue;
        let overlapping = 0;
        for (const t of taken) {
          if (t.start - buffer >= end) break;
          if (start < t.end + buffer) overlapping += 1;
        }
        if (overlapping >= settings.capacity) continue;
        slots.push({ start, end, time: clockOfMinutes(m) });
      }
    }
    return { date, weekday, slots };
  });
}

/** Whether a start time is free for a service now: the check a request is held to before it is stored. */
export function isFreeSlot(query: Omit<SlotQuery, 'dates'>, date: string, time: string): FreeSlot | null {
  const [day] = freeSlots({ ...query, dates: [date] });
  return day?.slots.find((s) => s.time === time) ?? null;
}
