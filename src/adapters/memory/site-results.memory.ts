import type { DailyResults } from '../../core/analytics/site-results';
import { mergeDays } from '../../core/analytics/site-results';
import type { AddressWindow, CountVerdict } from '../../core/analytics/visitor-count-rule';
import { ADDRESS_ACTION_CAP, ADDRESS_VIEW_CAP, addressWindowExpiry, decideCount } from '../../core/analytics/visitor-count-rule';
import { chicagoDateKey, isValidDateKey, isVisitorKey, visitorThrottleExpiry } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import type { CountedAction, CountedVisit, SiteResultsPort } from '../../ports/site-results.port';
import { RESULT_SHARDS, actionFields, dayOfStored, resultDocId, throttleDocId, visitFields } from '../firebase/site-results-shape';
import type { DocumentData, MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Adds a tree of ones into stored data, as Firestore's increment() in a merged set does. */
function addTree(current: DocumentData | null, tree: Record<string, unknown>): DocumentData {
  const out: DocumentData = { ...current };
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'number') out[key] = countOf(out[key]) + value;
    else if (typeof value === 'object' && value !== null) out[key] = addTree((out[key] as DocumentData | undefined) ?? null, value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

function windowOf(data: DocumentData | null): AddressWindow | null {
  return data === null ? null : { start: countOf(data['start']), count: countOf(data['count']) };
}

export class MemorySiteResults implements SiteResultsPort {
  constructor(private readonly db: MemoryDatabase) {}

  private check(visitorKey: string | null, addressKey: string, at: EpochMs): void {
    if ((visitorKey !== null && !isVisitorKey(visitorKey)) || !isVisitorKey(addressKey) || !Number.isFinite(at)) throw new AppError('invalid-input', { detail: 'result count' });
    this.db.checkReachable();
  }

  /** Decide and write in one synchronous step: nothing can run between the read and the writes. */
  private count(memberId: string, purpose: string, visitorKey: string | null, addressKey: string, at: EpochMs, cap: number, fields: Record<string, unknown>, views: boolean): CountVerdict {
    const throttle = visitorKey === null ? null : [...memberSubcollection(memberId, 'resultThrottle'), throttleDocId(purpose, visitorKey)];
    const address = [...memberSubcollection(memberId, 'addressCaps'), throttleDocId(purpose, addressKey)];
    const last = throttle === null ? undefined : this.db.getDocument(throttle)?.['countedAt'];
    const decision = decideCount(throttle === null ? undefined : typeof last === 'number' ? last : null, windowOf(this.db.getDocument(address)), at, cap);
    if (decision.verdict !== 'counted') return decision.verdict;
    const date = chicagoDateKey(at);
    const shard = [...memberSubcollection(memberId, 'results'), resultDocId(date, Math.floor(Math.random() * RESULT_SHARDS))];
    const analytics = memberSubcollection(memberId, 'analytics');
    this.db.runBatch(() => {
      if (throttle !== null) this.db.writeDocument(throttle, () => ({ countedAt: at, expiresAt: visitorThrottleExpiry(at) }));
      this.db.writeDocument(address, () => ({ ...decision.window, expiresAt: addressWindowExpiry(decision.window) }));
      this.db.writeDocument(shard, (current) => addTree(current, fields));
      if (views) {
        this.db.writeDocument([...analytics, 'totalViews'], (current) => ({ ...current, count: countOf(current?.['count']) + 1 }));
        this.db.writeDocument([...analytics, 'countViews'], (current) => ({ ...current, [date]: countOf(current?.[date]) + 1 }));
      }
    });
    return 'counted';
  }

  async recordVisit(memberId: string, visit: CountedVisit): Promise<CountVerdict> {
    this.check(visit.visitorKey, visit.addressKey, visit.at);
    return this.count(memberId, 'view', visit.visitorKey, visit.addressKey, visit.at, ADDRESS_VIEW_CAP, visitFields(chicagoDateKey(visit.at), visit, () => 1), true);
  }

  async recordAction(memberId: string, action: CountedAction): Promise<CountVerdict> {
    this.check(action.visitorKey, action.addressKey, action.at);
    return this.count(memberId, action.kind, action.visitorKey, action.addressKey, action.at, ADDRESS_ACTION_CAP, actionFields(chicagoDateKey(action.at), action, () => 1), false);
  }

  async readResults(memberId: string, fromDate: string, toDate: string): Promise<DailyResults[]> {
    if (!isValidDateKey(fromDate) || !isValidDateKey(toDate)) throw new AppError('invalid-input', { detail: 'result dates' });
    this.db.checkReachable();
    const byDate = new Map<string, DailyResults[]>();
    for (const stored of this.db.listDocuments(memberSubcollection(memberId, 'results'))) {
      const date = stored.data['date'];
      if (typeof date !== 'string' || date < fromDate || date > toDate) continue;
      byDate.set(date, [...(byDate.get(date) ?? []), dayOfStored(date, stored.data)]);
    }
    return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, parts]) => mergeDays(date, parts));
  }
}
