import type { DashboardSnapshot } from '../core/dashboard/dashboard-snapshot';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** What the dashboard last showed, kept on this device (src/core/dashboard/dashboard-snapshot.ts). */
export interface DashboardSnapshotPort {
  /** The snapshot saved on this device, or null (none, unreadable, or storage unavailable). */
  read(): DashboardSnapshot | null;
  save(snapshot: DashboardSnapshot): void;
  /** At sign-out: the next person on this device sees nothing of this member. */
  clear(): void;
}

export const DASHBOARD_SNAPSHOT: PortToken<DashboardSnapshotPort> = portToken<DashboardSnapshotPort>('DashboardSnapshotPort');
