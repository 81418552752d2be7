import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import type { Subscription, SubscriptionStatus } from '../plans/subscription';
import { isValidSubscription } from '../plans/subscription-rules';
import { hasValidPlanSubscription } from '../plans/subscription-rules';
import { PLAN_TIERS } from '../plans/plan-level';
import { STATUS_HANDLING, periodLine, planChoice, planSubscriptionToShow, statusHandling, subscriptionTier, summarizeSubscription } from './subscription-standing';

const PRICES = DEFAULT_APP_CONFIG.planPriceIds;
const ALL: readonly SubscriptionStatus[] = ['active', 'trialing', 'incomplete', 'past_due', 'canceled', 'unpaid', 'incomplete_expired', 'paused'];
const END = Date.UTC(2030, 0, 31);

function sub(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_1',
    status: 'active',
    productType: 'plan',
    productName: 'Professional Plan',
    itemProductName: 'Professional Plan',
    currentPeriodEnd: END,
    cancelAtPeriodEnd: false,
    priceId: 'price_professional',
    ...overrides,
  };
}

const arbSub = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  status: fc.constantFrom(...ALL),
  productType: fc.constantFrom('plan', 'addon', ''),
  productName: fc.option(fc.constantFrom('Basic Plan', 'Professional Plan', 'Elite Plan', 'Growth Plan', 'Mystery'), { nil: null }),
  itemProductName: fc.option(fc.constantFrom('Elite Plan', 'Starter'), { nil: null }),
  currentPeriodEnd: fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 }), { nil: null }),
  cancelAtPeriodEnd: fc.boolean(),
  priceId: fc.option(fc.constantFrom('price_basic', 'price_elite', 'price_other'), { nil: null }),
});

describe('status handling, for every status the payment extension writes', () => {
  it.each([
    ['active', true, 'none', 'good'],
    ['trialing', true, 'none', 'good'],
    ['incomplete', true, 'complete-payment', 'attention'],
    ['past_due', false, 'update-card', 'attention'],
    ['unpaid', false, 'update-card', 'attention'],
    ['paused', false, 'update-card', 'attention'],
    ['canceled', false, 'choose-plan', 'ended'],
    ['incomplete_expired', false, 'choose-plan', 'ended'],
  ] as const)('%s: access %s, action %s, tone %s', (status, grantsAccess, action, tone) => {
    expect(statusHandling(status)).toEqual({ grantsAccess, action, tone });
  });

  it('grants access exactly under the spec\'s valid statuses', () => {
    for (const status of ALL) expect(STATUS_HANDLING[status].grantsAccess).toBe(isValidSubscription({ status }));
    expect(Object.keys(STATUS_HANDLING).sort()).toEqual([...ALL].sort());
  });

  it('reads a status it does not know as ended, never as access', () => {
    expect(statusHandling('bogus' as SubscriptionStatus)).toEqual(STATUS_HANDLING.canceled);
  });
});

describe('period line', () => {
  it('renews at the period end while active', () => {
    expect(periodLine(sub())).toEqual({ kind: 'renews', at: END });
  });

  it('while trialing, the period end is when the trial ends and the first payment is taken', () => {
    expect(periodLine(sub({ status: 'trialing' }))).toEqual({ kind: 'trial-ends', at: END });
    expect(periodLine(sub({ status: 'trialing', cancelAtPeriodEnd: true }))).toEqual({ kind: 'ends', at: END });
  });

  it('ends at the period end when set to cancel then, and access stays until that day', () => {
    const cancelling = sub({ cancelAtPeriodEnd: true });
    expect(periodLine(cancelling)).toEqual({ kind: 'ends', at: END });
    expect(summarizeSubscription(cancelling, PRICES).grantsAccess).toBe(true);
    expect(hasValidPlanSubscription([cancelling])).toBe(true);
  });

  it('announces no renewal for an incomplete first payment, nor any date once access is gone', () => {
    expect(periodLine(sub({ status: 'incomplete' }))).toEqual({ kind: 'none' });
    for (const status of ['past_due', 'unpaid', 'paused', 'canceled', 'incomplete_expired'] as const) {
      expect(periodLine(sub({ status, cancelAtPeriodEnd: true }))).toEqual({ kind: 'none' });
    }
    expect(periodLine(sub({ currentPeriodEnd: null }))).toEqual({ kind: 'none' });
  });

  it('only ever shows the stored period end, and only for subscriptions that grant access', () => {
    fc.assert(
      fc.property(arbSub, (s) => {
        const line = periodLine(s);
        if (line.kind === 'none') return;
        expect(line.at).toBe(s.currentPeriodEnd);
        expect(isValidSubscription(s)).toBe(true);
        expect(line.kind === 'ends').toBe(s.cancelAtPeriodEnd);
      }),
    );
  });
});

describe('which plan a subscription is for', () => {
  it('reads the product name first, legacy names at their level, then the price id', () => {
    expect(subscriptionTier(sub({ productName: 'Elite Plan' }), PRICES)).toBe('Elite');
    expect(subscriptionTier(sub({ productName: 'Growth Plan', itemProductName: null }), PRICES)).toBe('Professional');
    expect(subscriptionTier(sub({ productName: null, itemProductName: null, priceId: 'price_basic' }), PRICES)).toBe('Basic');
    expect(subscriptionTier(sub({ productName: 'Mystery', itemProductName: null, priceId: 'price_other' }), PRICES)).toBeNull();
  });
});

describe('the subscription the page shows', () => {
  it('is null without any plan subscription (other products do not count)', () => {
    expect(planSubscriptionToShow([], PRICES)).toBeNull();
    expect(planSubscriptionToShow([sub({ productType: 'addon' })], PRICES)).toBeNull();
  });

  it('prefers the best plan that grants access over a failed payment', () => {
    const shown = planSubscriptionToShow(
      [sub({ id: 'a', status: 'past_due', productName: 'Elite Plan' }), sub({ id: 'b', productName: 'Basic Plan' }), sub({ id: 'c', productName: 'Professional Plan' })],
      PRICES,
    );
    expect(shown).toMatchObject({ id: 'c', tier: 'Professional', grantsAccess: true });
  });

  it('without access, shows the one the member can rescue before one that is over', () => {
    const shown = planSubscriptionToShow([sub({ id: 'old', status: 'canceled', currentPeriodEnd: END + 1 }), sub({ id: 'due', status: 'past_due' })], PRICES);
    expect(shown).toMatchObject({ id: 'due', action: 'update-card', period: { kind: 'none' } });
  });

  it('grants access exactly when some plan subscription is valid', () => {
    fc.assert(
      fc.property(fc.array(arbSub, { maxLength: 6 }), (subs) => {
        const shown = planSubscriptionToShow(subs, PRICES);
        expect(shown?.grantsAccess ?? false).toBe(hasValidPlanSubscription(subs));
        if (shown !== null) expect(subs.some((s) => s.id === shown.id && s.productType === 'plan')).toBe(true);
      }),
    );
  });
});

describe('plan buttons', () => {
  it('check out while no plan grants access', () => {
    for (const tier of PLAN_TIERS) {
      expect(planChoice(tier, null)).toBe('checkout');
      expect(planChoice(tier, summarizeSubscription(sub({ status: 'past_due' }), PRICES))).toBe('checkout');
    }
  });

  it('mark the current plan and send other changes to the billing portal, so nobody pays twice', () => {
    const shown = summarizeSubscription(sub(), PRICES);
    expect(planChoice('Professional', shown)).toBe('current');
    expect(planChoice('Basic', shown)).toBe('change-in-portal');
    expect(planChoice('Elite', shown)).toBe('change-in-portal');
  });
});
