import type { RouteDayHistograms, SpeedSample } from '../../core/speed/speed-metrics';
import { bucketOf, combineShards, speedDocumentId } from '../../core/speed/speed-metrics';
import type { SpeedStatsPort } from '../../ports/speed-stats.port';
import type { MemoryDatabase } from './memory-database';

const STATS = 'speedStats';

/** Stores what the Firestore adapter stores: a count per bucket, `{ LCP: { b3: 2 } }`. */
export class MemorySpeedStats implements SpeedStatsPort {
  constructor(private readonly db: MemoryDatabase) {}

  async add(day: string, route: string, shard: number, samples: readonly SpeedSample[]): Promise<void> {
    this.db.writeDocument([STATS, speedDocumentId(day, route, shard)], (current) => {
      const next: Record<string, unknown> = { ...(current ?? {}), day, route };
      for (const { metric, value } of samples) {
        const buckets = { ...((next[metric] as Record<string, number> | undefined) ?? {}) };
        const key = `b${bucketOf(metric, value)}`;
        buckets[key] = (buckets[key] ?? 0) + 1;
        next[metric] = buckets;
      }
      return next;
    });
  }

  async read(fromDay: string, toDay: string): Promise<readonly RouteDayHistograms[]> {
    return combineShards(
      this.db
        .listDocuments([STATS])
        .map((d) => d.data)
        .filter((data) => typeof data.day === 'string' && data.day >= fromDay && data.day <= toDay),
    );
  }
}
