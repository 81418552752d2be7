import { parseDashboardSnapshot, type DashboardSnapshot } from '../../core/dashboard/dashboard-snapshot';
import type { DashboardSnapshotPort } from '../../ports/dashboard-snapshot.port';

/**
 * Where the snapshot is kept. The prerendered pages' inline guard reads the same key to know, before
 * any script loads, that a member is signed in on this device (src/ui/prerender/prerender-guard.ts).
 */
export const DASHBOARD_SNAPSHOT_KEY = 'sitio.dashboard';

/** Keeps the dashboard's last view on this device; storage may be unavailable, full or edited by hand. */
export class LocalStorageDashboardSnapshot implements DashboardSnapshotPort {
  constructor(private readonly storage: Storage | null) {}

  read(): DashboardSnapshot | null {
    try {
      const raw = this.storage?.getItem(DASHBOARD_SNAPSHOT_KEY);
      return raw ? parseDashboardSnapshot(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  }

  save(snapshot: DashboardSnapshot): void {
    if (parseDashboardSnapshot(snapshot) === null) return;
    try {
      this.storage?.setItem(DASHBOARD_SNAPSHOT_KEY, JSON.stringify(snapshot));
    } catch {
      // A full or blocked storage only costs the fast first screen of the next visit.
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(DASHBOARD_SNAPSHOT_KEY);
    } catch {
      // Nothing was stored where storage cannot be reached.
    }
  }
}
