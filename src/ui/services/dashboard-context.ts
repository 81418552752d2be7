import { createContext, useContext } from 'react';
import type { DashboardView } from '../../core/dashboard/dashboard-view';
import type { MemberRecord } from '../../core/member/member-record';
import type { Subscription } from '../../core/plans/subscription';
import type { BackendServices } from './app-services';

/** What every dashboard page reads: the live member, their plan view and the backend. */
export interface DashboardState {
  readonly backend: BackendServices;
  readonly member: MemberRecord;
  readonly subscriptions: readonly Subscription[];
  readonly view: DashboardView;
  readonly unreadCount: number;
  readonly shareSite: () => Promise<void>;
}

export const DashboardContext = createContext<DashboardState | null>(null);

export function useDashboard(): DashboardState {
  const state = useContext(DashboardContext);
  if (state === null) throw new Error('useDashboard must be used inside the dashboard shell');
  return state;
}

/**
 * What the dashboard's frame knows, live or from the device's snapshot: the pages drawn before
 * the backend has loaded (My Web's summary, Settings) read this, and reach the backend through
 * `whenBackend`, so an action taken early waits for it instead of being dropped.
 */
export interface DashboardFrame {
  readonly member: MemberRecord;
  readonly subscriptions: readonly Subscription[];
  readonly view: DashboardView;
  readonly unreadCount: number;
  readonly shareSite: () => Promise<void>;
  /** Null while the page is drawn from the snapshot: the member's record is not live yet. */
  readonly backend: BackendServices | null;
  readonly whenBackend: () => Promise<BackendServices>;
}

export const DashboardFrameContext = createContext<DashboardFrame | null>(null);

export function useDashboardFrame(): DashboardFrame {
  const frame = useContext(DashboardFrameContext);
  if (frame === null) throw new Error('useDashboardFrame must be used inside the dashboard shell');
  return frame;
}
