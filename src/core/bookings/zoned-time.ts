import type { EpochMs } from '../time/time';
import { MINUTE_MS } from '../time/time';
import type { SiteTimeZone } from '../site/site-time-zones';

/*
 * Wall-clock times of a business turned into instants and back. Slots are laid on the wall
 * clock (the hours the owner typed), so a day that changes to or from summer time keeps its
 * opening times; a time that does not exist that day (the hour skipped in spring) has no
 * instant, and a time that happens twice (the hour repeated in autumn) is its first one.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock at `at`, as if it were UTC: the difference to `at` is the zone's offset. */
function wallAsUtc(at: EpochMs, timeZone: SiteTimeZone): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts['year'] ?? 1970, (parts['month'] ?? 1) - 1, parts['day'] ?? 1, parts['hour'] ?? 0, parts['minute'] ?? 0, parts['second'] ?? 0);
}

/** The zone's offset from UTC at `at`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(at: EpochMs, timeZone: SiteTimeZone): number {
  const whole = Math.floor(at / 1000) * 1000;
  return wallAsUtc(whole, timeZone) - whole;
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant the business's clock shows `minutes` after midnight of `date` (minutes may pass
 * 24 h, for hours that run past midnight), or null when that time is skipped that day.
 */
export function instantOf(date: string, minutes: number, timeZone: SiteTimeZone): EpochMs | null {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  if (!Number.isFinite(wall)) return null;
  // The offset can only be the one twelve hours before or after; try each, keep what matches.
  let found: EpochMs | null = null;
  for (const probe of [wall - 12 * 60 * MINUTE_MS, wall + 12 * 60 * MINUTE_MS]) {
    const candidate = wall - zoneOffsetMs(probe, timeZone);
    if (wallAsUtc(candidate, timeZone) === wall && (found === null || candidate < found)) found = candidate;
  }
  return found;
}

/** The business's date ('YYYY-MM-DD') and time ('HH:MM') at `at`. */
export function wallClockOf(at: EpochMs, timeZone: SiteTimeZone): { readonly date: string; readonly time: string } {
  const iso = new Date(wallAsUtc(at, timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function minutesOfClock(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function clockOfMinutes(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
