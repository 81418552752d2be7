import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import { dashboardView } from '../dashboard/dashboard-view';
import type { MemberRecord } from '../member/member-record';
import { newMemberRecord } from '../member/new-member-record';
import { NO_ROLES } from '../roles/roles';
import type { Subscription, SubscriptionStatus } from '../plans/subscription';
import { studioSectionsFor } from '../plans/plan-gates';
import { DAY_MS } from '../time/time';
import { desiredStatusTrial } from '../trial/trial-status';
import { planChoice, planSubscriptionToShow } from './subscription-standing';

// One member after the trial, with one Professional subscription in each status the payment
// extension writes: everything the member sees follows from that status alone.
const NOW = Date.UTC(2030, 5, 1, 12);
const PERIOD_END = NOW + 20 * DAY_MS;
const PRICES = DEFAULT_APP_CONFIG.planPriceIds;

const member: MemberRecord = {
  ...newMemberRecord({ uid: 'm1', email: 'ana@example.com', displayName: 'Ana Baker', phoneNumber: '+1 555 010 2030' }, DEFAULT_APP_CONFIG, NOW - 60 * DAY_MS),
  createdAt: NOW - 60 * DAY_MS,
  // Signed up without a trial, long ago: nothing but the subscription gives access.
  activeUntil: NOW - 60 * DAY_MS,
};

function professional(status: SubscriptionStatus, cancelAtPeriodEnd = false): Subscription {
  return {
    id: 'sub_1',
    status,
    productType: 'plan',
    productName: 'Professional Plan',
    itemProductName: 'Professional Plan',
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd,
    priceId: PRICES.Professional,
  };
}

function effects(subscription: Subscription) {
  const view = dashboardView({ member, subscriptions: [subscription], config: DEFAULT_APP_CONFIG, path: '/dashboard', width: 1280, now: NOW });
  const shown = planSubscriptionToShow([subscription], PRICES);
  return {
    tier: view.tier,
    sections: studioSectionsFor(view.tier).length,
    banner: view.banner.kind,
    overlay: view.banner.pendingPaymentOverlay,
    record: desiredStatusTrial({ member, subscriptions: [subscription], roles: NO_ROLES, now: NOW }),
    action: shown?.action,
    period: shown?.period.kind,
    button: planChoice('Professional', shown),
  };
}

describe('what each subscription status means for a member whose trial is over', () => {
  it.each([
    ['active', { tier: 'Professional', sections: 11, banner: 'all-set', overlay: false, record: { status: true, trial: false }, action: 'none', period: 'renews', button: 'current' }],
    ['trialing', { tier: 'Professional', sections: 11, banner: 'all-set', overlay: false, record: { status: true, trial: false }, action: 'none', period: 'trial-ends', button: 'current' }],
    ['incomplete', { tier: 'Professional', sections: 11, banner: 'all-set', overlay: false, record: { status: true, trial: false }, action: 'complete-payment', period: 'none', button: 'current' }],
    ['past_due', { tier: 'Basic', sections: 9, banner: 'activate', overlay: true, record: { status: false, trial: false }, action: 'update-card', period: 'none', button: 'checkout' }],
    ['unpaid', { tier: 'Basic', sections: 9, banner: 'activate', overlay: true, record: { status: false, trial: false }, action: 'update-card', period: 'none', button: 'checkout' }],
    ['paused', { tier: 'Basic', sections: 9, banner: 'activate', overlay: true, record: { status: false, trial: false }, action: 'update-card', period: 'none', button: 'checkout' }],
    ['canceled', { tier: 'Basic', sections: 9, banner: 'activate', overlay: true, record: { status: false, trial: false }, action: 'choose-plan', period: 'none', button: 'checkout' }],
    ['incomplete_expired', { tier: 'Basic', sections: 9, banner: 'activate', overlay: true, record: { status: false, trial: false }, action: 'choose-plan', period: 'none', button: 'checkout' }],
  ] as const)('%s', (status, expected) => {
    expect(effects(professional(status))).toEqual(expected);
  });

  it.each(['active', 'trialing'] as const)('%s set to cancel at period end keeps the plan until that day, and says it ends then', (status) => {
    const cancelling = effects(professional(status, true));
    expect(cancelling).toEqual({ ...effects(professional(status)), period: 'ends' });
  });
});
