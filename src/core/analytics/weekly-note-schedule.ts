import type { EpochMs } from '../time/time';
import { localMoment } from '../site/open-now';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { DailyResults, Ranked, ResultTotals } from './site-results';
import { mergeDays, topOf, totalsOf } from './site-results';
import type { VisitSource } from './visit-sources';
import { VISIT_SOURCES } from './visit-sources';

/** The note goes out from this hour of the site's Monday (local clock), on the first run after it. */
export const WEEKLY_NOTE_HOUR = 8;

/** The week a note tells about: Monday to Sunday, as the site's calendar shows them. */
export interface NoteWeek {
  /** yyyy-mm-dd of its Monday: with the member's id, the key of the "sent" mark. */
  readonly monday: string;
  /** Its seven dates, Monday first. */
  readonly dates: readonly string[];
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The week whose note is due at `now` for a site in `timeZone`: the Monday-to-Sunday week just
 * ended, from 08:00 of the site's Monday until that Monday ends; null at any other time. The
 * site's calendar, not UTC, decides, so a daylight-saving change on the Sunday moves nothing.
 */
export function dueNoteWeek(now: EpochMs, timeZone: SiteTimeZone): NoteWeek | null {
  const local = localMoment(now, timeZone);
  if (local.weekday !== 'monday' || local.minutes < WEEKLY_NOTE_HOUR * 60) return null;
  const monday = shiftDate(local.date, -7);
  return { monday, dates: Array.from({ length: 7 }, (_, i) => shiftDate(monday, i)) };
}

/** The key of a member's "sent" mark for a week: one note per site per week, whoever runs it. */
export function weeklyNoteKey(memberId: string, week: NoteWeek): string {
  return `weeklyNote:${memberId}:${week.monday}`;
}

/** The week's totals and sources, from the stored days (shards, other days and any order allowed). */
export function weekFigures(stored: readonly DailyResults[], week: NoteWeek): { readonly totals: ResultTotals; readonly sources: readonly Ranked<VisitSource>[] } {
  const days = week.dates.map((date) => mergeDays(date, stored.filter((day) => day.date === date)));
  const whole = mergeDays('', days);
  return { totals: totalsOf(days), sources: topOf(whole.sources, VISIT_SOURCES.length) };
}
