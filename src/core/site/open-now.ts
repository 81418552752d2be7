import type { EpochMs } from '../time/time';
import type { Weekday } from './site-limits';
import { WEEKDAYS } from './site-limits';
import type { DayHours, HoursSection } from './sections/hours.content';

import type { SiteTimeZone } from './site-time-zones';

/** A moment as the business's clock shows it. */
export interface LocalMoment {
  /** 'YYYY-MM-DD' */
  readonly date: string;
  readonly weekday: Weekday;
  /** Minutes since local midnight. */
  readonly minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_OF: Readonly<Record<string, Weekday>> = { Mon: 'monday', Tue: 'tuesday', Wed: 'wednesday', Thu: 'thursday', Fri: 'friday', Sat: 'saturday', Sun: 'sunday' };

export function localMoment(at: EpochMs, timeZone: SiteTimeZone): LocalMoment {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_OF[parts.weekday ?? ''] ?? 'monday',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function weekdayAfter(weekday: Weekday, days: number): Weekday {
  return WEEKDAYS[(((WEEKDAYS.indexOf(weekday) + days) % 7) + 7) % 7] ?? weekday;
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The hours of one date: a special day wins over the week. */
export function hoursOn(hours: HoursSection, date: string, weekday: Weekday): DayHours {
  return hours.exceptions.find((x) => x.date === date) ?? hours.week[weekday];
}

export type OpenStatus =
  | { readonly kind: 'open'; readonly closesAt: string }
  | {
      readonly kind: 'closed';
      /** The next opening within two weeks; null when there is none. */
      readonly opens: { readonly inDays: number; readonly weekday: Weekday; readonly time: string } | null;
    };

export interface OpenNow {
  readonly status: OpenStatus;
  /** Minutes until the status changes (it opens or closes); null when nothing changes within two weeks. */
  readonly minutesToChange: number | null;
}

const LOOKAHEAD_DAYS = 14;

/**
 * Whether the business is open at `at` on its own clock, and when that changes. Hours that close
 * earlier than they open run past midnight into the next day; a special day replaces that date's
 * weekly hours (including the part of the night before that runs into it).
 */
export function openNow(hours: HoursSection, timeZone: SiteTimeZone, at: EpochMs): OpenNow {
  const now = localMoment(at, timeZone);
  const yesterday = hoursOn(hours, addDays(now.date, -1), weekdayAfter(now.weekday, -1));
  if (!yesterday.closed && minutesOf(yesterday.close) <= minutesOf(yesterday.open) && now.minutes < minutesOf(yesterday.close)) {
    return { status: { kind: 'open', closesAt: yesterday.close }, minutesToChange: minutesOf(yesterday.close) - now.minutes };
  }
  const today = hoursOn(hours, now.date, now.weekday);
  if (!today.closed) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    const overnight = close <= open;
    if (now.minutes >= open && (overnight || now.minutes < close)) {
      return { status: { kind: 'open', closesAt: today.close }, minutesToChange: (overnight ? close + 24 * 60 : close) - now.minutes };
    }
  }
  for (let inDays = 0; inDays <= LOOKAHEAD_DAYS; inDays++) {
    const weekday = weekdayAfter(now.weekday, inDays);
    const day = hoursOn(hours, addDays(now.date, inDays), weekday);
    if (day.closed) continue;
    const opensAt = inDays * 24 * 60 + minutesOf(day.open);
    if (opensAt <= now.minutes) continue;
    return { status: { kind: 'closed', opens: { inDays, weekday, time: day.open } }, minutesToChange: opensAt - now.minutes };
  }
  return { status: { kind: 'closed', opens: null }, minutesToChange: null };
}

/** Special days from today on: the ones past say nothing to a visitor. */
export function upcomingExceptions(hours: HoursSection, today: string): HoursSection['exceptions'] {
  return hours.exceptions.filter((x) => x.date >= today);
}
