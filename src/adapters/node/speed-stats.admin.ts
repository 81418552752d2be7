import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { RouteDayHistograms, SpeedSample } from '../../core/speed/speed-metrics';
import { bucketOf, combineShards, speedDocumentId } from '../../core/speed/speed-metrics';
import type { SpeedStatsPort } from '../../ports/speed-stats.port';
import { adminGuarded } from './admin-errors';

/**
 * speedStats/{day}_{route}_{shard}: increments, so concurrent reports from many server instances
 * add up without a transaction; the shard spreads a busy route over several documents.
 */
export class AdminSpeedStats implements SpeedStatsPort {
  constructor(private readonly db: Firestore) {}

  add(day: string, route: string, shard: number, samples: readonly SpeedSample[]): Promise<void> {
    return adminGuarded(async () => {
      const counts: Record<string, Record<string, FieldValue>> = {};
      for (const { metric, value } of samples) counts[metric] = { ...counts[metric], [`b${bucketOf(metric, value)}`]: FieldValue.increment(1) };
      await this.db
        .collection('speedStats')
        .doc(speedDocumentId(day, route, shard))
        .set({ day, route, ...counts }, { merge: true });
    });
  }

  read(fromDay: string, toDay: string): Promise<readonly RouteDayHistograms[]> {
    return adminGuarded(async () => {
      const snapshot = await this.db.collection('speedStats').where('day', '>=', fromDay).where('day', '<=', toDay).get();
      return combineShards(snapshot.docs.map((d) => d.data()));
    });
  }
}
