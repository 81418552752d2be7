import type { Firestore } from 'firebase/firestore';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { RouteDayHistograms } from '../../core/speed/speed-metrics';
import { combineShards } from '../../core/speed/speed-metrics';
import type { SpeedStatsPort } from '../../ports/speed-stats.port';
import { guarded } from './firebase-errors';

/**
 * speedStats from the browser: the admin page reads the report. Reports are filed by the site
 * server only (the rules refuse every client write), so `add` refuses here without a round trip.
 */
export class FirestoreSpeedStats implements SpeedStatsPort {
  constructor(private readonly db: Firestore) {}

  add(): Promise<void> {
    return Promise.reject(new AppError('permission-denied', { detail: 'speed reports are filed by the site server' }));
  }

  read(fromDay: string, toDay: string): Promise<readonly RouteDayHistograms[]> {
    return guarded(async () => {
      const snapshot = await getDocs(query(collection(this.db, 'speedStats'), where('day', '>=', fromDay), where('day', '<=', toDay)));
      return combineShards(snapshot.docs.map((d) => d.data()));
    });
  }
}
