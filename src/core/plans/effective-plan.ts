import type { MemberRecord } from '../member/member-record';
import type { Roles } from '../roles/roles';
import type { EpochMs } from '../time/time';
import type { PlanLevel, PlanTier } from './plan-level';
import { tierOfLevel } from './plan-level';
import type { SubscriptionFields } from './subscription-rules';
import { hasValidPlanSubscription, highestPlanLevel } from './subscription-rules';

export interface EffectivePlanInput {
  readonly member: Pick<MemberRecord, 'activeUntil'> | null;
  readonly subscriptions: readonly SubscriptionFields[];
  readonly roles: Pick<Roles, 'isPrivileged'>;
  readonly now: EpochMs;
}

/**
 * The tier whose sections a member sees (spec section 4 "Effective plan"): Elite for the
 * privileged and during the trial, else the best valid plan subscription, else Basic.
 * Legacy product names count at their mapped level, so 'Growth Plan' opens Professional.
 */
export function effectivePlan({ member, subscriptions, roles, now }: EffectivePlanInput): PlanTier {
  if (roles.isPrivileged) return 'Elite';
  if (member !== null && member.activeUntil > now) return 'Elite';
  return tierOfLevel(highestPlanLevel(subscriptions));
}

/** The access level (spec section 4 "Access level"): privileged members always get 3. */
export function accessLevel({ subscriptions, roles }: Pick<EffectivePlanInput, 'subscriptions' | 'roles'>): PlanLevel {
  return roles.isPrivileged ? 3 : highestPlanLevel(subscriptions);
}

/**
 * The plan a member actually has: the effective plan, or null when nothing grants one (no
 * valid plan subscription, no running trial, not privileged). The sections' gate still falls
 * back to Basic (the spec's rule), but the plan page must not call that fallback a plan.
 */
export function planInForce(input: EffectivePlanInput): PlanTier | null {
  const { member, subscriptions, roles, now } = input;
  const granted = roles.isPrivileged || (member !== null && member.activeUntil > now) || hasValidPlanSubscription(subscriptions);
  return granted ? effectivePlan(input) : null;
}
