import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from './subscription';
import type { SubscriptionFields } from './subscription-rules';
import {
  VALID_SUBSCRIPTION_STATUSES,
  hasValidPlanSubscription,
  hasValidSubscription,
  highestPlanLevel,
  isPlanSubscription,
  isValidSubscription,
  subscriptionProductName,
} from './subscription-rules';

function sub(overrides: Partial<SubscriptionFields> = {}): SubscriptionFields {
  return { status: 'active', productType: 'plan', productName: 'Elite Plan', itemProductName: null, ...overrides };
}

describe('subscription rules', () => {
  it('valid statuses are active, trialing and incomplete', () => {
    expect(VALID_SUBSCRIPTION_STATUSES).toEqual(['active', 'trialing', 'incomplete']);
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['incomplete', true],
    ['past_due', false],
    ['canceled', false],
    ['unpaid', false],
    ['incomplete_expired', false],
    ['paused', false],
  ] as const)('%s is valid: %s', (status: SubscriptionStatus, valid) => {
    expect(isValidSubscription({ status })).toBe(valid);
  });

  it('plan subscriptions have productType plan', () => {
    expect(isPlanSubscription({ productType: 'plan' })).toBe(true);
    expect(isPlanSubscription({ productType: 'addon' })).toBe(false);
    expect(isPlanSubscription({ productType: 'Plan' })).toBe(false);
  });

  it('reads productName, else the first item product name', () => {
    expect(subscriptionProductName(sub({ productName: 'Basic Plan', itemProductName: 'Elite Plan' }))).toBe('Basic Plan');
    expect(subscriptionProductName(sub({ productName: null, itemProductName: 'Growth Plan' }))).toBe('Growth Plan');
    expect(subscriptionProductName(sub({ productName: '  ', itemProductName: 'Growth Plan' }))).toBe('Growth Plan');
    expect(subscriptionProductName(sub({ productName: null, itemProductName: '' }))).toBeNull();
  });

  it('finds valid plan subscriptions only', () => {
    expect(hasValidPlanSubscription([])).toBe(false);
    expect(hasValidPlanSubscription([sub({ status: 'canceled' }), sub({ productType: 'addon' })])).toBe(false);
    expect(hasValidPlanSubscription([sub({ status: 'canceled' }), sub({ status: 'trialing' })])).toBe(true);
    expect(hasValidSubscription([sub({ productType: 'addon' })])).toBe(true);
  });

  it('takes the highest level among valid plan subscriptions', () => {
    expect(highestPlanLevel([])).toBe(0);
    expect(highestPlanLevel([sub({ productName: 'Starter' }), sub({ productName: 'Growth Plan' }), sub({ productName: 'Elite Plan', status: 'canceled' })])).toBe(2);
    expect(highestPlanLevel([sub({ productName: 'Scale+ Plan', productType: 'addon' })])).toBe(0);
    expect(highestPlanLevel([sub({ productName: 'Unknown' })])).toBe(0);
  });
});
