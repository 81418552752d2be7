import type { Firestore } from 'firebase/firestore';
import { Timestamp, getDoc, increment, runTransaction, writeBatch } from 'firebase/firestore';
import { chicagoDateKey, isValidDateKey, isVisitorKey, shouldCountVisit, visitorThrottleExpiry } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import type { SiteAnalyticsPort, SiteViews } from '../../ports/site-analytics.port';
import { guarded } from './firebase-errors';
import { memberSubdocument } from './firestore-paths';

export const TOTAL_VIEWS_DOC = 'totalViews';
export const DAILY_VIEWS_DOC = 'countViews';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** vMember/{id}/analytics/totalViews {count} and analytics/countViews {yyyy-mm-dd: count}. */
export class FirestoreSiteAnalytics implements SiteAnalyticsPort {
  constructor(private readonly db: Firestore) {}

  recordView(memberId: string, dateKey: string): Promise<void> {
    if (!isValidDateKey(dateKey)) return Promise.reject(new AppError('invalid-input', { detail: `date key '${dateKey}'` }));
    return guarded(async () => {
      // increment() is applied on the server, so concurrent visits never lose a count; set with
      // merge creates either document on a site's first visit.
      const batch = writeBatch(this.db);
      batch.set(memberSubdocument(this.db, memberId, 'analytics', TOTAL_VIEWS_DOC), { count: increment(1) }, { merge: true });
      batch.set(memberSubdocument(this.db, memberId, 'analytics', DAILY_VIEWS_DOC), { [dateKey]: increment(1) }, { merge: true });
      await batch.commit();
    });
  }

  /**
   * The same transaction as the server's; firestore.rules gives no client the throttle entries,
   * so in production only the server (admin SDK) counts views. Kept for the contract.
   */
  recordVisitorView(memberId: string, visitorKey: string, at: EpochMs): Promise<boolean> {
    if (!isVisitorKey(visitorKey) || !Number.isFinite(at)) return Promise.reject(new AppError('invalid-input', { detail: 'visitor view' }));
    return guarded(() =>
      runTransaction(this.db, async (transaction) => {
        const throttle = memberSubdocument(this.db, memberId, 'viewThrottle', visitorKey);
        const last: unknown = (await transaction.get(throttle)).data()?.countedAt;
        if (!shouldCountVisit(last instanceof Timestamp ? last.toMillis() : null, at)) return false;
        transaction.set(throttle, { countedAt: Timestamp.fromMillis(at), expiresAt: Timestamp.fromMillis(visitorThrottleExpiry(at)) });
        transaction.set(memberSubdocument(this.db, memberId, 'analytics', TOTAL_VIEWS_DOC), { count: increment(1) }, { merge: true });
        transaction.set(memberSubdocument(this.db, memberId, 'analytics', DAILY_VIEWS_DOC), { [chicagoDateKey(at)]: increment(1) }, { merge: true });
        return true;
      }),
    );
  }

  readViews(memberId: string): Promise<SiteViews> {
    return guarded(async () => {
      const [total, daily] = await Promise.all([
        getDoc(memberSubdocument(this.db, memberId, 'analytics', TOTAL_VIEWS_DOC)),
        getDoc(memberSubdocument(this.db, memberId, 'analytics', DAILY_VIEWS_DOC)),
      ]);
      const perDay: Record<string, number> = {};
      for (const [key, value] of Object.entries(daily.data() ?? {})) {
        if (isValidDateKey(key)) perDay[key] = count(value);
      }
      return { total: count(total.data()?.count), perDay };
    });
  }
}
