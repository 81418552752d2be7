import type { EpochMs } from '../time/time';
import { DAY_MS, HOUR_MS } from '../time/time';

/** A visit counts only if the previous counted visit was more than an hour ago. */
export const VIEW_THROTTLE_MS = HOUR_MS;
/** Daily view keys are dates in the business's home time zone. */
export const VIEW_TIME_ZONE = 'America/Chicago';
export const DEFAULT_CHART_DAYS = 30;
/** Upper bound on a requested series, so a bad argument cannot allocate without limit. */
export const MAX_CHART_DAYS = 3660;

/**
 * Whether this visit should be counted. A missing (or unreadable) last visit counts; a last
 * visit in the future (clock skew, tampered storage) does not, so turning the clock back
 * cannot inflate the counter.
 */
export function shouldCountVisit(lastVisitAt: EpochMs | null, now: EpochMs): boolean {
  if (lastVisitAt === null || !Number.isFinite(lastVisitAt)) return true;
  return now - lastVisitAt > VIEW_THROTTLE_MS;
}

/** A visitor key as the server makes it: a hash, safe as a document id. */
export function isVisitorKey(key: unknown): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(key);
}

/**
 * When a visitor's throttle entry may be deleted (a Firestore TTL policy on `expiresAt`): once
 * the throttle hour is over it no longer decides anything.
 */
export function visitorThrottleExpiry(countedAt: EpochMs): EpochMs {
  return countedAt + VIEW_THROTTLE_MS;
}

let chicagoFormat: Intl.DateTimeFormat | null = null;

function chicagoFormatter(): Intl.DateTimeFormat {
  // Building a formatter is costly; one is enough for the life of the module.
  chicagoFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: VIEW_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  return chicagoFormat;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function chicagoCalendarDate(now: EpochMs): CalendarDate {
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of chicagoFormatter().formatToParts(now)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return { year, month, day };
}

function keyOf({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The calendar date (yyyy-mm-dd) in America/Chicago at `now`, daylight saving included. */
export function chicagoDateKey(now: EpochMs): string {
  return keyOf(chicagoCalendarDate(now));
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date written yyyy-mm-dd (rejects '2024-13-40', '2023-02-29', '__proto__'). */
export function isValidDateKey(key: unknown): key is string {
  if (typeof key !== 'string') return false;
  const match = DATE_KEY.exec(key);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Years before 1900 are refused: Date.UTC maps years 0–99 onto 1900–1999.
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function clampDays(n: number): number {
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.floor(n), MAX_CHART_DAYS);
}

/** The date keys of the last `n` Chicago days, oldest first and ending today. */
export function lastDaysKeys(now: EpochMs, n: number): string[] {
  const today = chicagoCalendarDate(now);
  // Step through the calendar in UTC, where every day has 24 hours, to avoid DST gaps.
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const count = clampDays(n);
  const keys: string[] = [];
  for (let offset = count - 1; offset >= 0; offset -= 1) {
    const d = new Date(todayUtc - offset * DAY_MS);
    keys.push(keyOf({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));
  }
  return keys;
}

export interface DailyViews {
  readonly date: string;
  readonly views: number;
}

function viewsValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The chart series of daily views for the last `days` days, oldest first. Days without an
 * entry, and entries that are not a non-negative finite number, read as 0; keys outside the
 * window (including malformed ones) are ignored.
 */
export function viewsPerDay(
  countViews: Readonly<Record<string, unknown>> | null | undefined,
  now: EpochMs,
  days: number = DEFAULT_CHART_DAYS,
): DailyViews[] {
  return lastDaysKeys(now, days).map((date) => ({
    date,
    views: countViews != null && Object.hasOwn(countViews, date) ? viewsValue(countViews[date]) : 0,
  }));
}
