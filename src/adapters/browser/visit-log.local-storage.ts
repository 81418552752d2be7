import type { EpochMs } from '../../core/time/time';
import type { VisitLogPort } from '../../ports/visit-log.port';

const PREFIX = 'sitio.lastVisit.';

/** The visitor's last view of each site, kept on their own device. */
export class LocalStorageVisitLog implements VisitLogPort {
  constructor(private readonly storage: Storage | null) {}

  lastVisit(siteId: string): EpochMs | null {
    try {
      const raw = this.storage?.getItem(PREFIX + siteId);
      const value = raw == null ? NaN : Number(raw);
      return Number.isFinite(value) ? value : null;
    } catch {
      return null;
    }
  }

  remember(siteId: string, at: EpochMs): void {
    try {
      this.storage?.setItem(PREFIX + siteId, String(at));
    } catch {
      // Without storage every visit counts: acceptable, and never breaks the page.
    }
  }
}
