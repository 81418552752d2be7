import type { AppConfig } from '../../core/config/app-config';
import type { MemberRecord } from '../../core/member/member-record';
import { effectivePlan } from '../../core/plans/effective-plan';
import { canUseUsersPortal } from '../../core/plans/plan-gates';
import { rolesOf } from '../../core/roles/roles';
import type { EpochMs } from '../../core/time/time';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';

/**
 * Whether a business's Users Portal is open now: the owner's effective plan is Elite, by the
 * same rule as the dashboard and the site server. Below Elite the portal closes and nothing is
 * sent from it; its data stays for when the plan returns.
 */
export async function isPortalOpen(member: MemberRecord, subscriptions: SubscriptionsPort, config: Pick<AppConfig, 'adminIds' | 'fullAccessIds'>, now: EpochMs): Promise<boolean> {
  const plan = effectivePlan({ member, subscriptions: await subscriptions.listSubscriptions(member.id), roles: rolesOf(member, config), now });
  return canUseUsersPortal(plan);
}
