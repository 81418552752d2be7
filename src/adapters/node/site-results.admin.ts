import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DailyResults } from '../../core/analytics/site-results';
import { mergeDays } from '../../core/analytics/site-results';
import type { CountVerdict } from '../../core/analytics/visitor-count-rule';
import { ADDRESS_ACTION_CAP, ADDRESS_VIEW_CAP, addressWindowExpiry, decideCount } from '../../core/analytics/visitor-count-rule';
import { chicagoDateKey, isValidDateKey, isVisitorKey, visitorThrottleExpiry } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import type { CountedAction, CountedVisit, SiteResultsPort } from '../../ports/site-results.port';
import { DAILY_VIEWS_DOC, RESULT_SHARDS, TOTAL_VIEWS_DOC, actionFields, dayOfStored, resultDocId, throttleDocId, visitFields } from '../firebase/site-results-shape';
import { adminGuarded } from './admin-errors';
import { adminMemberSubcollection, adminMemberSubdocument } from './admin-paths';

function millis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/** The site server's results through the admin SDK (rules give no client these writes). */
export class AdminSiteResults implements SiteResultsPort {
  constructor(private readonly db: Firestore) {}

  private count(memberId: string, purpose: string, visitorKey: string | null, addressKey: string, at: EpochMs, cap: number, fields: Record<string, unknown>, views: boolean): Promise<CountVerdict> {
    if ((visitorKey !== null && !isVisitorKey(visitorKey)) || !isVisitorKey(addressKey) || !Number.isFinite(at)) {
      return Promise.reject(new AppError('invalid-input', { detail: 'result count' }));
    }
    const date = chicagoDateKey(at);
    return adminGuarded(() =>
      this.db.runTransaction(async (transaction) => {
        const throttle = visitorKey === null ? null : adminMemberSubdocument(this.db, memberId, 'resultThrottle', throttleDocId(purpose, visitorKey));
        const address = adminMemberSubdocument(this.db, memberId, 'addressCaps', throttleDocId(purpose, addressKey));
        const [throttleSnap, addressSnap] = await Promise.all([throttle === null ? null : transaction.get(throttle), transaction.get(address)]);
        const stored = addressSnap.data();
        const start = millis(stored?.['start']);
        const storedCount: unknown = stored?.['count'];
        const window = start === null || typeof storedCount !== 'number' ? null : { start, count: storedCount };
        const decision = decideCount(throttleSnap === null ? undefined : millis(throttleSnap.data()?.['countedAt']), window, at, cap);
        if (decision.verdict !== 'counted') return decision.verdict;
        // Only the visitor's and the address's entries are read, so visitors counted at once never contend on the counters.
        if (throttle !== null) transaction.set(throttle, { countedAt: Timestamp.fromMillis(at), expiresAt: Timestamp.fromMillis(visitorThrottleExpiry(at)) });
        transaction.set(address, { start: Timestamp.fromMillis(decision.window.start), count: decision.window.count, expiresAt: Timestamp.fromMillis(addressWindowExpiry(decision.window)) });
        const shard = adminMemberSubdocument(this.db, memberId, 'results', resultDocId(date, Math.floor(Math.random() * RESULT_SHARDS)));
        transaction.set(shard, fields, { merge: true });
        if (views) {
          transaction.set(adminMemberSubdocument(this.db, memberId, 'analytics', TOTAL_VIEWS_DOC), { count: FieldValue.increment(1) }, { merge: true });
          transaction.set(adminMemberSubdocument(this.db, memberId, 'analytics', DAILY_VIEWS_DOC), { [date]: FieldValue.increment(1) }, { merge: true });
        }
        return 'counted' as const;
      }),
    );
  }

  recordVisit(memberId: string, visit: CountedVisit): Promise<CountVerdict> {
    return this.count(memberId, 'view', visit.visitorKey, visit.addressKey, visit.at, ADDRESS_VIEW_CAP, visitFields(chicagoDateKey(visit.at), visit, () => FieldValue.increment(1)), true);
  }

  recordAction(memberId: string, action: CountedAction): Promise<CountVerdict> {
    return this.count(memberId, action.kind, action.visitorKey, action.addressKey, action.at, ADDRESS_ACTION_CAP, actionFields(chicagoDateKey(action.at), action, () => FieldValue.increment(1)), false);
  }

  readResults(memberId: string, fromDate: string, toDate: string): Promise<DailyResults[]> {
    if (!isValidDateKey(fromDate) || !isValidDateKey(toDate)) return Promise.reject(new AppError('invalid-input', { detail: 'result dates' }));
    return adminGuarded(async () => {
      const snap = await adminMemberSubcollection(this.db, memberId, 'results').where('date', '>=', fromDate).where('date', '<=', toDate).get();
      const byDate = new Map<string, DailyResults[]>();
      for (const stored of snap.docs) {
        const date: unknown = stored.get('date');
        if (typeof date !== 'string' || !isValidDateKey(date)) continue;
        byDate.set(date, [...(byDate.get(date) ?? []), dayOfStored(date, stored.data())]);
      }
      return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, parts]) => mergeDays(date, parts));
    });
  }
}
