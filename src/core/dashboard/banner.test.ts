import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../plans/subscription';
import type { SubscriptionFields } from '../plans/subscription-rules';
import { hasValidPlanSubscription } from '../plans/subscription-rules';
import { NO_ROLES } from '../roles/roles';
import { DAY_MS, MINUTE_MS } from '../time/time';
import { bannerFor, hadTrial } from './banner';

const NOW = Date.UTC(2024, 5, 1, 12);
const CREATED = NOW - 30 * DAY_MS;
const PRIVILEGED = { isPrivileged: true };

function member(overrides: { setup?: boolean; activeUntil?: number; createdAt?: number | null } = {}) {
  return { setup: false, activeUntil: CREATED, createdAt: CREATED, ...overrides };
}

function plan(status: SubscriptionStatus = 'active', productType = 'plan'): SubscriptionFields {
  return { status, productType, productName: 'Basic Plan', itemProductName: null };
}

const onDashboard = { path: '/dashboard', now: NOW, roles: NO_ROLES, subscriptions: [] as SubscriptionFields[] };

describe('bannerFor', () => {
  it('shows nothing without a member record', () => {
    expect(bannerFor({ ...onDashboard, member: null })).toEqual({ kind: 'none', pendingPaymentOverlay: false });
  });

  it('shows nothing to members with setup true', () => {
    expect(bannerFor({ ...onDashboard, member: member({ setup: true }) })).toEqual({ kind: 'none', pendingPaymentOverlay: false });
  });

  it('shows nothing to full-access and admin members', () => {
    expect(bannerFor({ ...onDashboard, member: member(), roles: PRIVILEGED })).toEqual({ kind: 'none', pendingPaymentOverlay: false });
  });

  it('shows "All set!" with a valid plan subscription', () => {
    expect(bannerFor({ ...onDashboard, member: member(), subscriptions: [plan('trialing')] })).toEqual({ kind: 'all-set', pendingPaymentOverlay: false });
  });

  it('shows the free-trial countdown while activeUntil is in the future', () => {
    const activeUntil = NOW + 3 * DAY_MS;
    expect(bannerFor({ ...onDashboard, member: member({ activeUntil }) })).toEqual({ kind: 'free-trial', activeUntil, pendingPaymentOverlay: false });
  });

  it('asks to activate, with the overlay, when the member never had a trial', () => {
    expect(bannerFor({ ...onDashboard, member: member() })).toEqual({ kind: 'activate', pendingPaymentOverlay: true });
  });

  it('says the trial has ended, with the overlay, once a real trial has run out', () => {
    const activeUntil = CREATED + 14 * DAY_MS;
    expect(bannerFor({ ...onDashboard, member: member({ activeUntil }) })).toEqual({ kind: 'trial-ended', activeUntil, pendingPaymentOverlay: true });
  });

  it('ends the trial exactly when now reaches activeUntil', () => {
    expect(bannerFor({ ...onDashboard, member: member({ activeUntil: NOW }) }).kind).toBe('trial-ended');
  });

  it('does not count a subscription that is not a valid plan', () => {
    const subscriptions = [plan('canceled'), plan('active', 'addon')];
    expect(bannerFor({ ...onDashboard, member: member(), subscriptions }).kind).toBe('activate');
  });

  it('keeps the red banner and the overlay off the subscription page', () => {
    for (const activeUntil of [CREATED, CREATED + 14 * DAY_MS]) {
      expect(bannerFor({ ...onDashboard, path: '/dashboard/settings/subscription/', member: member({ activeUntil }) })).toEqual({ kind: 'none', pendingPaymentOverlay: false });
    }
  });

  it('keeps the overlay off /setup but still shows the banner there', () => {
    expect(bannerFor({ ...onDashboard, path: '/setup', member: member() })).toEqual({ kind: 'activate', pendingPaymentOverlay: false });
  });

  it('still shows the free trial and all-set banners on the subscription page', () => {
    const path = '/dashboard/settings/subscription';
    expect(bannerFor({ ...onDashboard, path, member: member({ activeUntil: NOW + DAY_MS }) }).kind).toBe('free-trial');
    expect(bannerFor({ ...onDashboard, path, member: member(), subscriptions: [plan()] }).kind).toBe('all-set');
  });

  it('never blocks a paying, privileged or trialling member with the overlay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ status: fc.constantFrom<SubscriptionStatus>('active', 'trialing', 'canceled', 'past_due'), productType: fc.constantFrom('plan', 'addon'), productName: fc.constant('Elite Plan'), itemProductName: fc.constant(null) })),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('/dashboard', '/dashboard/settings/subscription', '/setup', '/'),
        (subscriptions, activeUntil, now, privileged, setup, path) => {
          const banner = bannerFor({ member: member({ activeUntil, setup }), subscriptions, roles: { isPrivileged: privileged }, path, now });
          if (banner.pendingPaymentOverlay) {
            expect(['/setup', '/dashboard/settings/subscription']).not.toContain(path);
            expect(hasValidPlanSubscription(subscriptions)).toBe(false);
            expect(privileged || setup).toBe(false);
            expect(now).toBeGreaterThanOrEqual(activeUntil);
          }
          if (hasValidPlanSubscription(subscriptions) && !privileged && !setup) expect(banner.kind).toBe('all-set');
        },
      ),
    );
  });
});

describe('hadTrial', () => {
  it('ignores the clock skew of a zero-day trial', () => {
    expect(hadTrial({ createdAt: NOW, activeUntil: NOW + 5 * MINUTE_MS })).toBe(false);
    expect(hadTrial({ createdAt: NOW, activeUntil: NOW + DAY_MS })).toBe(true);
    expect(hadTrial({ createdAt: null, activeUntil: NOW + DAY_MS })).toBe(false);
  });
});
