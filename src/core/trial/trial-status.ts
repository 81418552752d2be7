import type { MemberRecord } from '../member/member-record';
import type { Subscription } from '../plans/subscription';
import { hasValidSubscription } from '../plans/subscription-rules';
import type { Roles } from '../roles/roles';
import type { EpochMs } from '../time/time';

export interface StatusTrial {
  readonly status: boolean;
  readonly trial: boolean;
}

export interface StatusTrialInput {
  readonly member: Pick<MemberRecord, 'activeUntil'>;
  readonly subscriptions: readonly Pick<Subscription, 'status'>[];
  readonly roles: Pick<Roles, 'isPrivileged'>;
  readonly now: EpochMs;
}

/**
 * The status and trial flags a member's record should hold (spec section 4 "Trial and status
 * handling"). A valid subscription of any product counts, as in the spec; a valid plan
 * subscription is one of them, which covers the rule "valid plan subscription and status
 * false: status true". The trial ends when now reaches activeUntil (not one instant later).
 */
export function desiredStatusTrial({ member, subscriptions, roles, now }: StatusTrialInput): StatusTrial {
  if (roles.isPrivileged) return { status: true, trial: true };
  if (hasValidSubscription(subscriptions)) return { status: true, trial: false };
  if (now >= member.activeUntil) return { status: false, trial: false };
  return { status: true, trial: true };
}

/** The update to write, or null when the record already holds it (no needless writes). */
export function statusTrialWriteDue(member: Pick<MemberRecord, 'status' | 'trial'>, desired: StatusTrial): StatusTrial | null {
  if (member.status === desired.status && member.trial === desired.trial) return null;
  return { status: desired.status, trial: desired.trial };
}

/** Most days an administrator gives at once: a longer extension is a plan, not a trial (grant a subscription instead). */
export const MAX_TRIAL_EXTENSION_DAYS = 365;
