import type { EpochMs } from '../../core/time/time';
import type { VisitLogPort } from '../../ports/visit-log.port';

/** One visitor's device: what localStorage would remember between page views. */
export class MemoryVisitLog implements VisitLogPort {
  private readonly visits = new Map<string, EpochMs>();

  lastVisit(siteId: string): EpochMs | null {
    return this.visits.get(siteId) ?? null;
  }

  remember(siteId: string, at: EpochMs): void {
    this.visits.set(siteId, at);
  }

  forget(siteId?: string): void {
    if (siteId === undefined) this.visits.clear();
    else this.visits.delete(siteId);
  }
}
