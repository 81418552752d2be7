import type { Subscription, SubscriptionStatus } from './subscription';
import type { PlanLevel } from './plan-level';
import { planLevelOf } from './plan-level';

/** Statuses under which a subscription counts (spec section 4). */
export const VALID_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'incomplete'] as const satisfies readonly SubscriptionStatus[];

export type SubscriptionFields = Pick<Subscription, 'status' | 'productType' | 'productName' | 'itemProductName'>;

export function isValidSubscription(sub: Pick<Subscription, 'status'>): boolean {
  return (VALID_SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status);
}

/** Plans, as opposed to other products, are stored with productType 'plan'. */
export function isPlanSubscription(sub: Pick<Subscription, 'productType'>): boolean {
  return sub.productType === 'plan';
}

/** The product's name: productName, or items[0].price.product.name in older documents. */
export function subscriptionProductName(sub: Pick<Subscription, 'productName' | 'itemProductName'>): string | null {
  if (typeof sub.productName === 'string' && sub.productName.trim() !== '') return sub.productName;
  if (typeof sub.itemProductName === 'string' && sub.itemProductName.trim() !== '') return sub.itemProductName;
  return null;
}

export function isValidPlanSubscription(sub: SubscriptionFields): boolean {
  return isValidSubscription(sub) && isPlanSubscription(sub);
}

export function hasValidPlanSubscription(subs: readonly SubscriptionFields[]): boolean {
  return subs.some(isValidPlanSubscription);
}

export function hasValidSubscription(subs: readonly Pick<Subscription, 'status'>[]): boolean {
  return subs.some(isValidSubscription);
}

/** The highest level among valid plan subscriptions (0 when there is none). */
export function highestPlanLevel(subs: readonly SubscriptionFields[]): PlanLevel {
  let level: PlanLevel = 0;
  for (const sub of subs) {
    if (!isValidPlanSubscription(sub)) continue;
    const subLevel = planLevelOf(subscriptionProductName(sub));
    if (subLevel > level) level = subLevel;
  }
  return level;
}
