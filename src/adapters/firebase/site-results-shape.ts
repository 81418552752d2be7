import { ACTION_KINDS } from '../../core/analytics/customer-actions';
import type { DailyResults } from '../../core/analytics/site-results';
import { emptyDay } from '../../core/analytics/site-results';
import { VISIT_SOURCES } from '../../core/analytics/visit-sources';
import { pagePathOf } from '../../core/analytics/visitor-count-rule';
import { referrerHostOf } from '../../core/analytics/visit-sources';
import type { CountedAction, CountedVisit } from '../../ports/site-results.port';

/*
 * How every adapter stores a site's results, so the server's writes and the dashboard's reads
 * agree: results/{date}_{shard} {date, views, actions{kind{lang}}, sources{}, referrers{}, pages{}},
 * resultThrottle/{purpose}.{visitorKey} {countedAt, expiresAt} and addressCaps/{purpose}.{addressKey}
 * {start, count, expiresAt}.
 */

/** analytics/totalViews {count} and analytics/countViews {date: count}: the page views every plan sees. */
export const TOTAL_VIEWS_DOC = 'totalViews';
export const DAILY_VIEWS_DOC = 'countViews';

/** A day's counters are spread over this many documents, so a busy day stays under Firestore's write rate per document. */
export const RESULT_SHARDS = 8;

export function resultDocId(date: string, shard: number): string {
  return `${date}_${shard}`;
}

export function throttleDocId(purpose: string, visitorKey: string): string {
  return `${purpose}.${visitorKey}`;
}

/** The nested fields one count adds to, each leaf built by `one` (the SDK's increment, or a number). */
export function visitFields<T>(date: string, visit: CountedVisit, one: () => T): Record<string, unknown> {
  return {
    date,
    views: one(),
    sources: { [visit.source]: one() },
    ...(visit.referrer === null ? {} : { referrers: { [visit.referrer]: one() } }),
    ...(visit.page === null ? {} : { pages: { [visit.page]: one() } }),
  };
}

export function actionFields<T>(date: string, action: CountedAction, one: () => T): Record<string, unknown> {
  return { date, actions: { [action.kind]: { [action.language]: one() } } };
}

function numbers(value: unknown, keep: (key: string) => boolean): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, n] of Object.entries(value)) {
    if (keep(key) && typeof n === 'number' && Number.isFinite(n) && n > 0) out[key] = Math.floor(n);
  }
  return out;
}

/** One stored shard read back; anything unexpected in it reads as nothing. */
export function dayOfStored(date: string, data: Readonly<Record<string, unknown>> | undefined): DailyResults {
  if (data === undefined) return emptyDay(date);
  const views = typeof data['views'] === 'number' && Number.isFinite(data['views']) && data['views'] > 0 ? Math.floor(data['views']) : 0;
  const storedActions = typeof data['actions'] === 'object' && data['actions'] !== null ? (data['actions'] as Record<string, unknown>) : {};
  const actions: Record<string, Record<string, number>> = {};
  for (const kind of ACTION_KINDS) {
    if (Object.hasOwn(storedActions, kind)) actions[kind] = numbers(storedActions[kind], (key) => key === 'en' || key === 'es');
  }
  return {
    date,
    views,
    actions,
    sources: numbers(data['sources'], (key) => (VISIT_SOURCES as readonly string[]).includes(key)),
    referrers: numbers(data['referrers'], (key) => referrerHostOf(`https://${key}/`) === key),
    pages: numbers(data['pages'], (key) => pagePathOf(key) === key),
  };
}
