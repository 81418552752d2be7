import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Roles } from '../roles/roles';
import { NO_ROLES } from '../roles/roles';
import { HOUR_MS } from '../time/time';
import { accessLevel, effectivePlan, planInForce } from './effective-plan';
import type { PlanTier } from './plan-level';
import { LEVEL_OF_TIER } from './plan-level';
import type { SubscriptionStatus } from './subscription';
import type { SubscriptionFields } from './subscription-rules';
import { hasValidPlanSubscription } from './subscription-rules';

const NOW = Date.UTC(2024, 5, 1);
const ADMIN: Roles = { isAdmin: true, hasFullAccess: false, isPrivileged: true };
const FULL: Roles = { isAdmin: false, hasFullAccess: true, isPrivileged: true };

const statusArb = fc.constantFrom<SubscriptionStatus>('active', 'trialing', 'incomplete', 'past_due', 'canceled', 'unpaid', 'incomplete_expired', 'paused');
const nameArb = fc.constantFrom('Starter', 'Growth Plan', 'Scale+ Plan', 'Basic Plan', 'Professional Plan', 'Elite Plan', 'Gift card', null);
const subArb: fc.Arbitrary<SubscriptionFields> = fc.record({
  status: statusArb,
  productType: fc.constantFrom('plan', 'addon'),
  productName: nameArb,
  itemProductName: nameArb,
});
const rolesArb: fc.Arbitrary<Roles> = fc.constantFrom(NO_ROLES, ADMIN, FULL);

function plan(productName: string, status: SubscriptionStatus = 'active'): SubscriptionFields {
  return { status, productType: 'plan', productName, itemProductName: null };
}

const expired = { activeUntil: NOW - HOUR_MS };

describe('effectivePlan', () => {
  it('is Elite for privileged members whatever they pay', () => {
    expect(effectivePlan({ member: expired, subscriptions: [], roles: ADMIN, now: NOW })).toBe('Elite');
    expect(effectivePlan({ member: null, subscriptions: [], roles: FULL, now: NOW })).toBe('Elite');
  });

  it('is Elite while activeUntil is in the future', () => {
    expect(effectivePlan({ member: { activeUntil: NOW + 1 }, subscriptions: [], roles: NO_ROLES, now: NOW })).toBe('Elite');
    expect(effectivePlan({ member: { activeUntil: NOW }, subscriptions: [], roles: NO_ROLES, now: NOW })).toBe('Basic');
  });

  it.each([
    ['Basic Plan', 'Basic'],
    ['Professional Plan', 'Professional'],
    ['Elite Plan', 'Elite'],
    ['Starter', 'Basic'],
    ['Growth Plan', 'Professional'],
    ['Scale+ Plan', 'Elite'],
    ['Mystery Plan', 'Basic'],
  ] as const)('after the trial, an active %s gives %s', (name, tier) => {
    expect(effectivePlan({ member: expired, subscriptions: [plan(name)], roles: NO_ROLES, now: NOW })).toBe(tier);
  });

  it('falls back to Basic with no valid plan subscription', () => {
    expect(effectivePlan({ member: expired, subscriptions: [plan('Elite Plan', 'canceled')], roles: NO_ROLES, now: NOW })).toBe('Basic');
    expect(effectivePlan({ member: null, subscriptions: [], roles: NO_ROLES, now: NOW })).toBe('Basic');
  });

  it('takes the best of several valid plans', () => {
    expect(effectivePlan({ member: expired, subscriptions: [plan('Starter'), plan('Professional Plan', 'trialing')], roles: NO_ROLES, now: NOW })).toBe('Professional');
  });

  it('privileged members are always Elite and level 3', () => {
    fc.assert(
      fc.property(fc.array(subArb), fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), fc.constantFrom(ADMIN, FULL), (subscriptions, activeUntil, now, roles) => {
        expect(effectivePlan({ member: { activeUntil }, subscriptions, roles, now })).toBe('Elite');
        expect(accessLevel({ subscriptions, roles })).toBe(3);
      }),
    );
  });

  it('never gives less than the access level of the valid plans', () => {
    fc.assert(
      fc.property(fc.array(subArb), fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), rolesArb, (subscriptions, activeUntil, now, roles) => {
        const tier: PlanTier = effectivePlan({ member: { activeUntil }, subscriptions, roles, now });
        expect(LEVEL_OF_TIER[tier]).toBeGreaterThanOrEqual(accessLevel({ subscriptions, roles }));
      }),
    );
  });

  it('adding a subscription never lowers the plan', () => {
    fc.assert(
      fc.property(fc.array(subArb), subArb, fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), rolesArb, (subscriptions, extra, activeUntil, now, roles) => {
        const before = effectivePlan({ member: { activeUntil }, subscriptions, roles, now });
        const after = effectivePlan({ member: { activeUntil }, subscriptions: [...subscriptions, extra], roles, now });
        expect(LEVEL_OF_TIER[after]).toBeGreaterThanOrEqual(LEVEL_OF_TIER[before]);
      }),
    );
  });
});

describe('planInForce', () => {
  it('is null for a member with nothing that grants a plan (the zero-day trial at sign-up)', () => {
    expect(planInForce({ member: { activeUntil: NOW }, subscriptions: [], roles: NO_ROLES, now: NOW })).toBeNull();
    expect(planInForce({ member: expired, subscriptions: [plan('Elite Plan', 'canceled')], roles: NO_ROLES, now: NOW })).toBeNull();
    expect(planInForce({ member: null, subscriptions: [], roles: NO_ROLES, now: NOW })).toBeNull();
  });

  it('names the plan a subscription, a running trial or a privilege grants', () => {
    expect(planInForce({ member: expired, subscriptions: [plan('Basic Plan')], roles: NO_ROLES, now: NOW })).toBe('Basic');
    expect(planInForce({ member: { activeUntil: NOW + 1 }, subscriptions: [], roles: NO_ROLES, now: NOW })).toBe('Elite');
    expect(planInForce({ member: expired, subscriptions: [], roles: FULL, now: NOW })).toBe('Elite');
  });

  it('is either null or the effective plan, and null exactly when nothing grants access', () => {
    fc.assert(
      fc.property(fc.array(subArb), fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), rolesArb, (subscriptions, activeUntil, now, roles) => {
        const input = { member: { activeUntil }, subscriptions, roles, now };
        const inForce = planInForce(input);
        const granted = roles.isPrivileged || activeUntil > now || hasValidPlanSubscription(subscriptions);
        expect(inForce).toBe(granted ? effectivePlan(input) : null);
      }),
    );
  });
});

describe('accessLevel', () => {
  it.each([
    [[], 0],
    [[plan('Starter')], 1],
    [[plan('Growth Plan'), plan('Starter')], 2],
    [[plan('Scale+ Plan', 'incomplete')], 3],
    [[plan('Scale+ Plan', 'past_due'), plan('Starter')], 1],
    [[{ ...plan('Scale+ Plan'), productType: 'addon' }], 0],
  ] as const)('%j gives level %i', (subscriptions, level) => {
    expect(accessLevel({ subscriptions, roles: NO_ROLES })).toBe(level);
  });
});
