import type { EpochMs } from '../core/time/time';
import type { PlanName } from '../core/plans/subscription';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * Writes the subscription documents the payment extension would write, for local use and
 * support cases. Never available to members.
 */
export interface SubscriptionAdminPort {
  grant(memberId: string, plan: PlanName, currentPeriodEnd: EpochMs): Promise<string>;
  cancel(memberId: string, subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void>;
}

export const SUBSCRIPTION_ADMIN: PortToken<SubscriptionAdminPort> = portToken<SubscriptionAdminPort>('SubscriptionAdminPort');
