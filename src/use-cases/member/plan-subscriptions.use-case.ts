import { inject, injectable } from 'inversify';
import type { Subscription } from '../../core/plans/subscription';
import type { Unsubscribe } from '../../ports/port-token';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';

/**
 * The member's plan subscriptions: the valid ones live (they decide the plan everywhere), and all
 * of them once, for the subscription page, which also shows those no longer valid (e.g. past_due).
 */
@injectable()
export class PlanSubscriptionsUseCase {
  constructor(@inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort) {}

  watchValid(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    return this.subscriptions.watchValidPlanSubscriptions(memberId, listener);
  }

  list(memberId: string): Promise<readonly Subscription[]> {
    return this.subscriptions.listSubscriptions(memberId);
  }
}
