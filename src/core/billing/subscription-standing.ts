import type { EpochMs } from '../time/time';
import type { PlanTier } from '../plans/plan-level';
import { planLevelOf, tierOfLevel } from '../plans/plan-level';
import type { Subscription, SubscriptionStatus } from '../plans/subscription';
import { isPlanSubscription, subscriptionProductName } from '../plans/subscription-rules';
import type { PlanPriceIds } from './checkout-request';
import { tierOfPriceId } from './checkout-request';

/** What the member is asked to do about a subscription in this status. */
export type BillingAction = 'none' | 'complete-payment' | 'update-card' | 'choose-plan';

/** How the status reads at a glance: fine, needs attention, or over. */
export type StatusTone = 'good' | 'attention' | 'ended';

export interface StatusHandling {
  /** Whether the subscription opens its plan (spec section 4: active, trialing, incomplete). */
  readonly grantsAccess: boolean;
  readonly action: BillingAction;
  readonly tone: StatusTone;
}

/**
 * Every status the payment extension writes (Stripe's subscription statuses). Access follows
 * the spec's valid statuses; the rest say what would get the member going again: a failed or
 * missing payment is fixed in the billing portal, an ended subscription by choosing a plan.
 */
export const STATUS_HANDLING: Readonly<Record<SubscriptionStatus, StatusHandling>> = {
  active: { grantsAccess: true, action: 'none', tone: 'good' },
  trialing: { grantsAccess: true, action: 'none', tone: 'good' },
  // The first payment is still being confirmed (e.g. 3-D Secure); the spec counts it as valid.
  incomplete: { grantsAccess: true, action: 'complete-payment', tone: 'attention' },
  past_due: { grantsAccess: false, action: 'update-card', tone: 'attention' },
  unpaid: { grantsAccess: false, action: 'update-card', tone: 'attention' },
  // Stripe pauses a subscription whose trial ended without a payment method.
  paused: { grantsAccess: false, action: 'update-card', tone: 'attention' },
  canceled: { grantsAccess: false, action: 'choose-plan', tone: 'ended' },
  incomplete_expired: { grantsAccess: false, action: 'choose-plan', tone: 'ended' },
};

export function statusHandling(status: SubscriptionStatus): StatusHandling {
  return Object.hasOwn(STATUS_HANDLING, status) ? STATUS_HANDLING[status] : STATUS_HANDLING.canceled;
}

/**
 * The date line under the plan: when it renews, when its free trial ends and the first payment
 * is taken (a trialing subscription's period ends with its trial), when it ends (set to cancel
 * at period end: access stays until then, and the extension flips the status when the period is
 * over), or nothing when no date means anything to the member.
 */
export type PeriodLine =
  | { readonly kind: 'renews'; readonly at: EpochMs }
  | { readonly kind: 'trial-ends'; readonly at: EpochMs }
  | { readonly kind: 'ends'; readonly at: EpochMs }
  | { readonly kind: 'none' };

export function periodLine(sub: Pick<Subscription, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): PeriodLine {
  if (sub.currentPeriodEnd === null || !statusHandling(sub.status).grantsAccess) return { kind: 'none' };
  if (sub.cancelAtPeriodEnd) return { kind: 'ends', at: sub.currentPeriodEnd };
  // Nothing has been charged yet, so there is no renewal to announce.
  if (sub.status === 'incomplete') return { kind: 'none' };
  if (sub.status === 'trialing') return { kind: 'trial-ends', at: sub.currentPeriodEnd };
  return { kind: 'renews', at: sub.currentPeriodEnd };
}

/** The plan a subscription is for: its product name, else its price in this deployment. */
export function subscriptionTier(sub: Pick<Subscription, 'productName' | 'itemProductName' | 'priceId'>, priceIds: PlanPriceIds): PlanTier | null {
  const level = planLevelOf(subscriptionProductName(sub));
  if (level > 0) return tierOfLevel(level);
  return tierOfPriceId(priceIds, sub.priceId);
}

export interface SubscriptionSummary extends StatusHandling {
  readonly id: string;
  readonly status: SubscriptionStatus;
  readonly tier: PlanTier | null;
  readonly period: PeriodLine;
}

export function summarizeSubscription(sub: Subscription, priceIds: PlanPriceIds): SubscriptionSummary {
  return { id: sub.id, status: sub.status, tier: subscriptionTier(sub, priceIds), period: periodLine(sub), ...statusHandling(sub.status) };
}

const ACTION_FIRST: Readonly<Record<BillingAction, number>> = { 'update-card': 0, 'complete-payment': 1, 'choose-plan': 2, none: 3 };

/**
 * The plan subscription the subscription page talks about: the best one that grants access;
 * failing that, one the member can still rescue (a failed payment) before one that is over,
 * the most recent period first. Null when the member never subscribed to a plan.
 */
export function planSubscriptionToShow(subs: readonly Subscription[], priceIds: PlanPriceIds): SubscriptionSummary | null {
  const plans = subs.filter(isPlanSubscription).map((sub) => ({ sub, summary: summarizeSubscription(sub, priceIds) }));
  const rank = ({ sub, summary }: (typeof plans)[number]): [number, number, number] => [
    summary.grantsAccess ? 0 : 1,
    summary.grantsAccess ? -planLevelOf(subscriptionProductName(sub)) : ACTION_FIRST[summary.action],
    -(sub.currentPeriodEnd ?? 0),
  ];
  const sorted = [...plans].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i += 1) {
      const d = (ra[i] ?? 0) - (rb[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.sub.id < b.sub.id ? -1 : a.sub.id > b.sub.id ? 1 : 0;
  });
  return sorted[0]?.summary ?? null;
}

/**
 * What a plan's button does. Without a plan that grants access the member checks out; with
 * one, other plans are changed in the billing portal, because a second checkout would start a
 * second subscription and charge twice.
 */
export type PlanChoice = 'checkout' | 'current' | 'change-in-portal';

export function planChoice(tier: PlanTier, shown: SubscriptionSummary | null): PlanChoice {
  if (shown === null || !shown.grantsAccess) return 'checkout';
  return shown.tier === tier ? 'current' : 'change-in-portal';
}
