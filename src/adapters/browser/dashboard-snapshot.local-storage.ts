import {
  DASHBOARD_SCREEN_STORAGE_KEY,
  DASHBOARD_SNAPSHOT_STORAGE_KEY,
  parseDashboardSnapshot,
  parseSavedDashboardScreen,
  type DashboardSnapshot,
  type SavedDashboardScreen,
} from '../../core/dashboard/dashboard-snapshot';
import type { DashboardSnapshotPort } from '../../ports/dashboard-snapshot.port';

/** Where the snapshot is kept; the build's inline scripts read the same keys (src/core/dashboard/dashboard-snapshot.ts). */
export const DASHBOARD_SNAPSHOT_KEY = DASHBOARD_SNAPSHOT_STORAGE_KEY;
export const DASHBOARD_SCREEN_KEY = DASHBOARD_SCREEN_STORAGE_KEY;

/** Keeps the dashboard's last view on this device; storage may be unavailable, full or edited by hand. */
export class LocalStorageDashboardSnapshot implements DashboardSnapshotPort {
  constructor(private readonly storage: Storage | null) {}

  read(): DashboardSnapshot | null {
    return this.readParsed(DASHBOARD_SNAPSHOT_KEY, parseDashboardSnapshot);
  }

  save(snapshot: DashboardSnapshot): void {
    if (parseDashboardSnapshot(snapshot) !== null) this.write(DASHBOARD_SNAPSHOT_KEY, snapshot);
  }

  readScreen(): SavedDashboardScreen | null {
    return this.readParsed(DASHBOARD_SCREEN_KEY, parseSavedDashboardScreen);
  }

  saveScreen(screen: SavedDashboardScreen): void {
    if (parseSavedDashboardScreen(screen) !== null) this.write(DASHBOARD_SCREEN_KEY, screen);
  }

  clear(): void {
    try {
      this.storage?.removeItem(DASHBOARD_SNAPSHOT_KEY);
      this.storage?.removeItem(DASHBOARD_SCREEN_KEY);
    } catch {
      // Nothing was stored where storage cannot be reached.
    }
  }

  private readParsed<T>(key: string, parse: (value: unknown) => T | null): T | null {
    try {
      const raw = this.storage?.getItem(key);
      return raw ? parse(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs the fast first screen of the next visit.
    }
  }
}
