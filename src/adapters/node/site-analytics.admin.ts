import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { isValidDateKey } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { SiteAnalyticsPort, SiteViews } from '../../ports/site-analytics.port';
import { DAILY_VIEWS_DOC, TOTAL_VIEWS_DOC } from '../firebase/site-results-shape';
import { adminGuarded } from './admin-errors';
import { adminMemberSubdocument } from './admin-paths';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** vMember/{id}/analytics through the admin SDK: the CLI reads the counters (and seeds them in tests). */
export class AdminSiteAnalytics implements SiteAnalyticsPort {
  constructor(private readonly db: Firestore) {}

  recordView(memberId: string, dateKey: string): Promise<void> {
    if (!isValidDateKey(dateKey)) return Promise.reject(new AppError('invalid-input', { detail: `date key '${dateKey}'` }));
    return adminGuarded(async () => {
      const batch = this.db.batch();
      batch.set(adminMemberSubdocument(this.db, memberId, 'analytics', TOTAL_VIEWS_DOC), { count: FieldValue.increment(1) }, { merge: true });
      batch.set(adminMemberSubdocument(this.db, memberId, 'analytics', DAILY_VIEWS_DOC), { [dateKey]: FieldValue.increment(1) }, { merge: true });
      await batch.commit();
    });
  }

  readViews(memberId: string): Promise<SiteViews> {
    return adminGuarded(async () => {
      const [total, daily] = await Promise.all([
        adminMemberSubdocument(this.db, memberId, 'analytics', TOTAL_VIEWS_DOC).get(),
        adminMemberSubdocument(this.db, memberId, 'analytics', DAILY_VIEWS_DOC).get(),
      ]);
      const perDay: Record<string, number> = {};
      for (const [key, value] of Object.entries(daily.data() ?? {})) {
        if (isValidDateKey(key)) perDay[key] = count(value);
      }
      return { total: count(total.data()?.['count']), perDay };
    });
  }
}
