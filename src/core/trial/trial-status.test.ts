import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../plans/subscription';
import { hasValidSubscription } from '../plans/subscription-rules';
import type { Roles } from '../roles/roles';
import { NO_ROLES } from '../roles/roles';
import { desiredStatusTrial, statusTrialWriteDue } from './trial-status';

const NOW = Date.UTC(2024, 5, 1);
const PRIVILEGED: Roles = { isAdmin: false, hasFullAccess: true, isPrivileged: true };
const statusArb = fc.constantFrom<SubscriptionStatus>('active', 'trialing', 'incomplete', 'past_due', 'canceled', 'unpaid', 'incomplete_expired', 'paused');

describe('desiredStatusTrial', () => {
  it.each([
    ['privileged', PRIVILEGED, [], NOW - 1, { status: true, trial: true }],
    ['privileged with a subscription', PRIVILEGED, ['active'], NOW - 1, { status: true, trial: true }],
    ['a valid subscription', NO_ROLES, ['trialing'], NOW + 1000, { status: true, trial: false }],
    ['an incomplete subscription after the trial', NO_ROLES, ['incomplete'], NOW - 1, { status: true, trial: false }],
    ['only a cancelled subscription, trial over', NO_ROLES, ['canceled'], NOW - 1, { status: false, trial: false }],
    ['no subscription, now reaches activeUntil', NO_ROLES, [], NOW, { status: false, trial: false }],
    ['no subscription, before activeUntil', NO_ROLES, [], NOW + 1, { status: true, trial: true }],
  ] as const)('%s', (_label, roles, statuses, activeUntil, expected) => {
    const subscriptions = statuses.map((status) => ({ status }));
    expect(desiredStatusTrial({ member: { activeUntil }, subscriptions, roles, now: NOW })).toEqual(expected);
  });

  it('never contradicts the subscription state', () => {
    fc.assert(
      fc.property(fc.array(statusArb.map((status) => ({ status }))), fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), fc.boolean(), (subscriptions, activeUntil, now, privileged) => {
        const roles = privileged ? PRIVILEGED : NO_ROLES;
        const desired = desiredStatusTrial({ member: { activeUntil }, subscriptions, roles, now });
        // A valid subscription always means an active status and, unless privileged, no trial.
        if (hasValidSubscription(subscriptions)) {
          expect(desired.status).toBe(true);
          if (!privileged) expect(desired.trial).toBe(false);
        }
        // A trial is never shown with an inactive status.
        if (desired.trial) expect(desired.status).toBe(true);
        // Without privilege or a valid subscription, status is on exactly before activeUntil.
        if (!privileged && !hasValidSubscription(subscriptions)) expect(desired).toEqual({ status: now < activeUntil, trial: now < activeUntil });
      }),
    );
  });
});

describe('statusTrialWriteDue', () => {
  it('is null when the record already matches', () => {
    expect(statusTrialWriteDue({ status: true, trial: false }, { status: true, trial: false })).toBeNull();
  });

  it('returns the flags to write when either differs', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (s, t, ds, dt) => {
        const due = statusTrialWriteDue({ status: s, trial: t }, { status: ds, trial: dt });
        if (s === ds && t === dt) expect(due).toBeNull();
        else expect(due).toEqual({ status: ds, trial: dt });
      }),
    );
  });

  it('sets status true when a valid plan subscription exists and status is false', () => {
    const desired = desiredStatusTrial({ member: { activeUntil: NOW - 1 }, subscriptions: [{ status: 'active' }], roles: NO_ROLES, now: NOW });
    expect(statusTrialWriteDue({ status: false, trial: false }, desired)).toEqual({ status: true, trial: false });
  });
});
