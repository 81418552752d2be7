import type { EpochMs } from '../time/time';

/** Statuses the payment extension can write on a subscription document. */
export type SubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'incomplete'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete_expired'
  | 'paused';

/** Plan names written by the payment extension today. */
export type PlanName = 'Basic Plan' | 'Professional Plan' | 'Elite Plan';

/**
 * A document of vMember/{id}/subscriptions, reduced to what the product reads.
 * `productName` and `itemProductName` (items[0].price.product.name) may disagree in old data.
 */
export interface Subscription {
  readonly id: string;
  readonly status: SubscriptionStatus;
  readonly productType: string;
  readonly productName: string | null;
  readonly itemProductName: string | null;
  readonly currentPeriodEnd: EpochMs | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly priceId: string | null;
}
