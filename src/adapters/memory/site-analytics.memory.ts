import { isValidDateKey } from '../../core/analytics/view-counter';
import { AppError } from '../../core/errors/error-codes';
import type { SiteAnalyticsPort, SiteViews } from '../../ports/site-analytics.port';
import type { MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export class MemorySiteAnalytics implements SiteAnalyticsPort {
  constructor(private readonly db: MemoryDatabase) {}

  async recordView(memberId: string, dateKey: string): Promise<void> {
    if (!isValidDateKey(dateKey)) throw new AppError('invalid-input', { detail: `bad date key ${JSON.stringify(dateKey)}` });
    const analytics = memberSubcollection(memberId, 'analytics');
    // Both counters move in one step, as the two increments of one batched write do.
    this.db.runBatch(() => {
      this.db.writeDocument([...analytics, 'totalViews'], (current) => ({ ...current, count: countOf(current?.['count']) + 1 }));
      this.db.writeDocument([...analytics, 'countViews'], (current) => ({ ...current, [dateKey]: countOf(current?.[dateKey]) + 1 }));
    });
  }

  async readViews(memberId: string): Promise<SiteViews> {
    this.db.checkReachable();
    const analytics = memberSubcollection(memberId, 'analytics');
    const total = countOf(this.db.getDocument([...analytics, 'totalViews'])?.['count']);
    const perDay: Record<string, number> = {};
    for (const [key, value] of Object.entries(this.db.getDocument([...analytics, 'countViews']) ?? {})) {
      if (isValidDateKey(key)) perDay[key] = countOf(value);
    }
    return { total, perDay };
  }
}
