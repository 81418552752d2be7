import { AppError } from '../../core/errors/error-codes';
import type { SiteAnalyticsPort, SiteViews } from '../../ports/site-analytics.port';
import type { MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date yyyy-mm-dd; the security rules refuse any other key (e.g. '2024-13-40'). */
export function isDateKey(value: string): boolean {
  const match = DATE_KEY.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export class MemorySiteAnalytics implements SiteAnalyticsPort {
  constructor(private readonly db: MemoryDatabase) {}

  async recordView(memberId: string, dateKey: string): Promise<void> {
    if (!isDateKey(dateKey)) throw new AppError('invalid-input', { detail: `bad date key ${JSON.stringify(dateKey)}` });
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
      if (isDateKey(key)) perDay[key] = countOf(value);
    }
    return { total, perDay };
  }
}
