import type { DashboardSnapshot, SavedDashboardScreen } from '../core/dashboard/dashboard-snapshot';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** What the dashboard last showed, kept on this device (src/core/dashboard/dashboard-snapshot.ts). */
export interface DashboardSnapshotPort {
  /** The snapshot saved on this device, or null (none, unreadable, or storage unavailable). */
  read(): DashboardSnapshot | null;
  save(snapshot: DashboardSnapshot): void;
  /** The first screen's markup saved on this device, or null. */
  readScreen(): SavedDashboardScreen | null;
  /** Kept for the app's HTML, which draws it before any script (src/ui/prerender/prerender-guard.ts). */
  saveScreen(screen: SavedDashboardScreen): void;
  /** At sign-out, the snapshot and the screen: the next person on this device sees nothing of this member. */
  clear(): void;
}

export const DASHBOARD_SNAPSHOT: PortToken<DashboardSnapshotPort> = portToken<DashboardSnapshotPort>('DashboardSnapshotPort');
