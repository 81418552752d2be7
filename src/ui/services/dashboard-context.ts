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
