import type { Subscription } from '../core/plans/subscription';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/** vMember/{id}/subscriptions: written by the payment provider's server side, read here. */
export interface SubscriptionsPort {
  /** Live: subscriptions whose status is active, trialing or incomplete. */
  watchValidSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe;
  /** Live: the same, restricted to productType 'plan'. */
  watchValidPlanSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe;
  /** One-time read of every subscription document, whatever its status. */
  listSubscriptions(memberId: string): Promise<readonly Subscription[]>;
}

export const SUBSCRIPTIONS: PortToken<SubscriptionsPort> = portToken<SubscriptionsPort>('SubscriptionsPort');
