import type { Firestore } from 'firebase/firestore';
import { getDoc, increment, writeBatch } from 'firebase/firestore';
import { isValidDateKey } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { SiteAnalyticsPort, SiteViews } from '../../ports/site-analytics.port';
import { guarded } from './firebase-errors';
import { memberSubdocument } from './firestore-paths';
import { DAILY_VIEWS_DOC, TOTAL_VIEWS_DOC } from './site-results-shape';

export { DAILY_VIEWS_DOC, TOTAL_VIEWS_DOC };

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
