import type { MemberRecord } from '../member/member-record';
import type { SubscriptionFields } from '../plans/subscription-rules';
import { hasValidPlanSubscription } from '../plans/subscription-rules';
import type { Roles } from '../roles/roles';
import type { EpochMs } from '../time/time';
import { HOUR_MS } from '../time/time';
import { ROUTES, isPathUnder, normalizePath } from './route-paths';

export type BannerKind = 'none' | 'activate' | 'all-set' | 'free-trial' | 'trial-ended';

export interface Banner {
  readonly kind: BannerKind;
  /** When the trial ends (free-trial) or ended (trial-ended), for the countdown and copy. */
  readonly activeUntil?: EpochMs;
  /** The full-screen "Pending payment" overlay that blocks the private editing functions. */
  readonly pendingPaymentOverlay: boolean;
}

export interface BannerInput {
  readonly member: Pick<MemberRecord, 'setup' | 'activeUntil' | 'createdAt'> | null;
  readonly subscriptions: readonly SubscriptionFields[];
  readonly roles: Pick<Roles, 'isPrivileged'>;
  readonly path: string;
  readonly now: EpochMs;
}

const NO_BANNER: Banner = Object.freeze({ kind: 'none', pendingPaymentOverlay: false });

/**
 * activeUntil is written from the client's clock at sign-up while createdAt is the server's,
 * so with a zero-day trial they differ by the clock skew; only a trial longer than this
 * counts as one the member actually had.
 */
export const TRIAL_DETECTION_TOLERANCE_MS = HOUR_MS;

/** Whether the member was ever given a trial period beyond the moment of sign-up. */
export function hadTrial(member: Pick<MemberRecord, 'activeUntil' | 'createdAt'>): boolean {
  return member.createdAt !== null && member.activeUntil - member.createdAt > TRIAL_DETECTION_TOLERANCE_MS;
}

/**
 * The banner and overlay for a member on `path` (spec section 4 "Banners"). Members exempt
 * from paying (missing record, setup done for them, privileged) see neither. The red banners
 * stay off the subscription page, and the overlay also stays off /setup, so the member can
 * always reach the way to pay.
 */
export function bannerFor({ member, subscriptions, roles, path, now }: BannerInput): Banner {
  if (member === null || member.setup === true || roles.isPrivileged) return NO_BANNER;
  if (hasValidPlanSubscription(subscriptions)) return { kind: 'all-set', pendingPaymentOverlay: false };
  if (member.activeUntil > now) {
    return { kind: 'free-trial', activeUntil: member.activeUntil, pendingPaymentOverlay: false };
  }
  const p = normalizePath(path);
  if (isPathUnder(p, ROUTES.subscription)) return NO_BANNER;
  const pendingPaymentOverlay = !isPathUnder(p, ROUTES.setup);
  return hadTrial(member)
    ? { kind: 'trial-ended', activeUntil: member.activeUntil, pendingPaymentOverlay }
    : { kind: 'activate', pendingPaymentOverlay };
}
