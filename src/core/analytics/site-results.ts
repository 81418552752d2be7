import type { EpochMs } from '../time/time';
import type { ActionKind, ResultLanguage } from './customer-actions';
import { ACTION_KINDS } from './customer-actions';
import { lastDaysKeys } from './view-counter';
import type { VisitSource } from './visit-sources';
import { VISIT_SOURCES } from './visit-sources';

/** One day of a site's results, summed over its counter shards. */
export interface DailyResults {
  /** yyyy-mm-dd, America/Chicago, as the views. */
  readonly date: string;
  readonly views: number;
  /** Per action, per language of the page. */
  readonly actions: Readonly<Partial<Record<ActionKind, Readonly<Partial<Record<ResultLanguage, number>>>>>>;
  /** Counted views by source. */
  readonly sources: Readonly<Partial<Record<VisitSource, number>>>;
  /** Counted views by referring site (host). */
  readonly referrers: Readonly<Record<string, number>>;
  /** Counted views by page path. */
  readonly pages: Readonly<Record<string, number>>;
}

export const RESULT_PERIODS = [7, 30, 90] as const;
export type ResultPeriod = (typeof RESULT_PERIODS)[number];
export const TOP_LIST_LENGTH = 5;

export function isResultPeriod(value: unknown): value is ResultPeriod {
  return typeof value === 'number' && (RESULT_PERIODS as readonly number[]).includes(value);
}

export function emptyDay(date: string): DailyResults {
  return { date, views: 0, actions: {}, sources: {}, referrers: {}, pages: {} };
}

function add(into: Record<string, number>, from: Readonly<Record<string, number | undefined>>): void {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) into[key] = (into[key] ?? 0) + Math.floor(value);
  }
}

/** Sums several partial days (shards) of one date into one. */
export function mergeDays(date: string, parts: readonly DailyResults[]): DailyResults {
  let views = 0;
  const actions: Partial<Record<ActionKind, Record<string, number>>> = {};
  const sources: Record<string, number> = {};
  const referrers: Record<string, number> = {};
  const pages: Record<string, number> = {};
  for (const part of parts) {
    if (Number.isFinite(part.views) && part.views > 0) views += Math.floor(part.views);
    for (const kind of ACTION_KINDS) {
      const byLanguage = part.actions[kind];
      if (byLanguage !== undefined) add((actions[kind] ??= {}), byLanguage);
    }
    add(sources, part.sources);
    add(referrers, part.referrers);
    add(pages, part.pages);
  }
  return { date, views, actions, sources, referrers, pages };
}

export function actionCount(day: DailyResults, kind: ActionKind): number {
  return Object.values(day.actions[kind] ?? {}).reduce((sum, n) => sum + (n ?? 0), 0);
}

export interface ResultTotals {
  readonly views: number;
  readonly actions: Readonly<Record<ActionKind, number>>;
  /** Every action together: the member's "customers" figure. */
  readonly allActions: number;
}

export function totalsOf(days: readonly DailyResults[]): ResultTotals {
  const actions = Object.fromEntries(ACTION_KINDS.map((kind) => [kind, days.reduce((sum, day) => sum + actionCount(day, kind), 0)])) as Record<ActionKind, number>;
  return { views: days.reduce((sum, day) => sum + day.views, 0), actions, allActions: Object.values(actions).reduce((a, b) => a + b, 0) };
}

export interface Ranked<K extends string = string> {
  readonly key: K;
  readonly count: number;
}

/** The largest entries first, ties by name so the list is stable. */
export function topOf<K extends string>(counts: Readonly<Partial<Record<K, number>>>, limit = TOP_LIST_LENGTH): Ranked<K>[] {
  return (Object.entries(counts) as [K, number | undefined][])
    .filter((entry): entry is [K, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit);
}

export interface PeriodResults {
  readonly days: number;
  /** One entry per day of the period, oldest first, days without counts at zero. */
  readonly series: readonly DailyResults[];
  readonly totals: ResultTotals;
  readonly previous: ResultTotals;
  readonly sources: readonly Ranked<VisitSource>[];
  readonly referrers: readonly Ranked[];
  readonly pages: readonly Ranked[];
}

/** The keys of the period ending today and of the period before it, oldest first. */
export function periodKeys(now: EpochMs, days: number): { readonly current: string[]; readonly previous: string[] } {
  const both = lastDaysKeys(now, days * 2);
  return { previous: both.slice(0, days), current: both.slice(days) };
}

/** A period's figures from the stored days (any order, any extra days ignored). */
export function periodResults(stored: readonly DailyResults[], now: EpochMs, days: number): PeriodResults {
  const byDate = new Map<string, DailyResults[]>();
  for (const day of stored) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  const fill = (keys: readonly string[]) => keys.map((date) => mergeDays(date, byDate.get(date) ?? []));
  const keys = periodKeys(now, days);
  const series = fill(keys.current);
  const whole = mergeDays('', series);
  const sources: Partial<Record<VisitSource, number>> = {};
  for (const source of VISIT_SOURCES) if ((whole.sources[source] ?? 0) > 0) sources[source] = whole.sources[source];
  return {
    days,
    series,
    totals: totalsOf(series),
    previous: totalsOf(fill(keys.previous)),
    sources: topOf(sources, VISIT_SOURCES.length),
    referrers: topOf(whole.referrers),
    pages: topOf(whole.pages),
  };
}
