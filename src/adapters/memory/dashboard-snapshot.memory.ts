import { parseDashboardSnapshot, parseSavedDashboardScreen, type DashboardSnapshot, type SavedDashboardScreen } from '../../core/dashboard/dashboard-snapshot';
import type { DashboardSnapshotPort } from '../../ports/dashboard-snapshot.port';

/** The device's saved dashboard, as JSON like the browser's, so a value that would not survive storage does not survive here. */
export class MemoryDashboardSnapshot implements DashboardSnapshotPort {
  private stored: string | null = null;
  private screen: string | null = null;

  read(): DashboardSnapshot | null {
    return this.stored === null ? null : parseDashboardSnapshot(JSON.parse(this.stored));
  }

  save(snapshot: DashboardSnapshot): void {
    if (parseDashboardSnapshot(snapshot) === null) return;
    this.stored = JSON.stringify(snapshot);
  }

  readScreen(): SavedDashboardScreen | null {
    return this.screen === null ? null : parseSavedDashboardScreen(JSON.parse(this.screen));
  }

  saveScreen(screen: SavedDashboardScreen): void {
    if (parseSavedDashboardScreen(screen) === null) return;
    this.screen = JSON.stringify(screen);
  }

  clear(): void {
    this.stored = null;
    this.screen = null;
  }
}
