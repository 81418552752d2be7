import type { AppConfig } from '../../core/config/app-config';
import { AppError } from '../../core/errors/error-codes';
import type { Banner } from '../../core/dashboard/banner';
import { bannerFor } from '../../core/dashboard/banner';
import { ROUTES } from '../../core/dashboard/route-paths';
import type { MemberRecord } from '../../core/member/member-record';
import { accessLevel, effectivePlan } from '../../core/plans/effective-plan';
import type { PlanLevel, PlanTier } from '../../core/plans/plan-level';
import type { Subscription } from '../../core/plans/subscription';
import type { Roles } from '../../core/roles/roles';
import { rolesOf } from '../../core/roles/roles';
import type { StatusTrial } from '../../core/trial/trial-status';
import { desiredStatusTrial } from '../../core/trial/trial-status';
import type { EpochMs } from '../../core/time/time';

/** Why a member sees what they see: every rule of spec section 4, applied to their data now. */
export interface MemberStanding {
  readonly roles: Roles;
  readonly effectivePlan: PlanTier;
  readonly accessLevel: PlanLevel;
  /** The banner on /dashboard, where a member lands after signing in. */
  readonly banner: Banner;
  /** The status and trial flags the record should hold; differs from the record when a fix is due. */
  readonly desiredStatusTrial: StatusTrial;
}

export function standingOf(member: MemberRecord, subscriptions: readonly Subscription[], config: AppConfig, now: EpochMs): MemberStanding {
  const roles = rolesOf(member, config);
  return {
    roles,
    effectivePlan: effectivePlan({ member, subscriptions, roles, now }),
    accessLevel: accessLevel({ subscriptions, roles }),
    banner: bannerFor({ member, subscriptions, roles, path: ROUTES.dashboard, now }),
    desiredStatusTrial: desiredStatusTrial({ member, subscriptions, roles, now }),
  };
}

/** How long a live read may take to deliver its first value before the backend counts as unreachable. */
export const FIRST_VALUE_TIMEOUT_MS = 20_000;

/**
 * The first value a live port delivers, then the subscription is closed. Live ports have no
 * error channel, so a read that never answers is turned into 'unavailable' after a while.
 */
export function firstValue<T>(watch: (listener: (value: T) => void) => () => void, timeoutMs = FIRST_VALUE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stop: (() => void) | null = null;
    let done = false;
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      stop?.();
      reject(new AppError('unavailable', { detail: 'live read gave no answer' }));
    }, timeoutMs);
    stop = watch((value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(value);
      // The first call may arrive before watch() has returned its unsubscribe.
      if (stop !== null) stop();
      else queueMicrotask(() => stop?.());
    });
    if (done) stop();
  });
}
