import type { Firestore } from 'firebase/firestore';
import { getDocs, query, where } from 'firebase/firestore';
import type { DailyResults } from '../../core/analytics/site-results';
import { mergeDays } from '../../core/analytics/site-results';
import type { CountVerdict } from '../../core/analytics/visitor-count-rule';
import { isValidDateKey } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { SiteResultsPort } from '../../ports/site-results.port';
import { guarded } from './firebase-errors';
import { memberSubcollection } from './firestore-paths';
import { dayOfStored } from './site-results-shape';

/**
 * The member's results as the dashboard reads them. Only the site server counts (firestore.rules
 * give no client the counters or the throttle entries), so counting here is refused outright.
 */
export class FirestoreSiteResults implements SiteResultsPort {
  constructor(private readonly db: Firestore) {}

  recordVisit(): Promise<CountVerdict> {
    return Promise.reject(new AppError('permission-denied', { detail: 'only the site server counts' }));
  }

  recordAction(): Promise<CountVerdict> {
    return Promise.reject(new AppError('permission-denied', { detail: 'only the site server counts' }));
  }

  readResults(memberId: string, fromDate: string, toDate: string): Promise<DailyResults[]> {
    if (!isValidDateKey(fromDate) || !isValidDateKey(toDate)) return Promise.reject(new AppError('invalid-input', { detail: 'result dates' }));
    return guarded(async () => {
      const snap = await getDocs(query(memberSubcollection(this.db, memberId, 'results'), where('date', '>=', fromDate), where('date', '<=', toDate)));
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
