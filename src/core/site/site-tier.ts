import type { AppConfig } from '../config/app-config';
import type { MemberRecord } from '../member/member-record';
import { effectivePlan } from '../plans/effective-plan';
import type { PlanTier } from '../plans/plan-level';
import type { Subscription } from '../plans/subscription';
import { rolesOf } from '../roles/roles';
import type { EpochMs } from '../time/time';

/** The stored facts a site's plan is computed from. */
export interface SitePlanFacts {
  readonly member: Pick<MemberRecord, 'id' | 'activeUntil' | 'admin' | 'fullAccess'>;
  readonly subscriptions: readonly Subscription[];
}

/**
 * The plan a member's public site shows: the dashboard's own rule (effectivePlan) on the stored
 * facts, with the deployment's privileged ids, at `now`. The studio and the public site call it
 * with the same configuration, so a full-access member sees the same sections in both.
 */
export function siteTier(plan: SitePlanFacts, roleConfig: Pick<AppConfig, 'adminIds' | 'fullAccessIds'>, now: EpochMs): PlanTier {
  return effectivePlan({ member: plan.member, subscriptions: plan.subscriptions, roles: rolesOf(plan.member, roleConfig), now });
}
