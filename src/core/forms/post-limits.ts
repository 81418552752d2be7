import type { EpochMs } from '../time/time';
import { DAY_MS, MINUTE_MS } from '../time/time';

/**
 * How many form posts a member's site accepts: per visitor address a minute, and per site a day
 * (on the America/Chicago day, as views are counted). The state lives in Firestore, read and
 * written in one transaction, so every server instance applies the same limit.
 */
export const FORM_POST_LIMITS = {
  perAddressPerMinute: 5,
  perSitePerDay: 200,
  addressWindowMs: MINUTE_MS,
} as const;

export type FormPostVerdict = 'accepted' | 'address-limit' | 'site-limit';

/**
 * What a post is for: the site's forms, or its customers' portal (sign-up, sign-in, reset). Each
 * has its own daily count, so a flood of one never closes the other; the per-address limit is
 * the same.
 */
export type PostScope = 'forms' | 'portal' | 'bookings';

/** A portal's sign-ins are its customers' daily use, not messages: its daily count is larger. */
export const PORTAL_POSTS_PER_SITE_PER_DAY = 1000;

/** Booking requests a site takes a day (its visitors' other posts are counted apart). */
export const BOOKING_POSTS_PER_SITE_PER_DAY = 100;

export function sitePostsPerDay(scope: PostScope): number {
  return scope === 'portal' ? PORTAL_POSTS_PER_SITE_PER_DAY : scope === 'bookings' ? BOOKING_POSTS_PER_SITE_PER_DAY : FORM_POST_LIMITS.perSitePerDay;
}

/** The id of the day's count document under vMember/{id}/formLimits (the forms' keeps its first name). */
export function siteDayDocumentId(scope: PostScope, dateKey: string): string {
  return scope === 'forms' ? `day-${dateKey}` : `${scope}-day-${dateKey}`;
}

/** What the transaction read: the address's accepted post times and the site's count today. */
export interface FormPostState {
  readonly addressTimes: readonly EpochMs[];
  readonly siteCountToday: number;
}

export interface FormPostDecision {
  readonly verdict: FormPostVerdict;
  /** What to store back when accepted: the times still inside the window, with this one. */
  readonly addressTimes: readonly EpochMs[];
  readonly siteCountToday: number;
}

/**
 * Whether one more post may be stored. Times from the future (clock skew, tampering) count as
 * inside the window, so moving a clock cannot open it; only accepted posts are counted.
 */
export function decideFormPost(state: FormPostState, now: EpochMs, perSitePerDay: number = FORM_POST_LIMITS.perSitePerDay): FormPostDecision {
  const recent = state.addressTimes.filter((t) => Number.isFinite(t) && now - t < FORM_POST_LIMITS.addressWindowMs);
  const siteCount = Number.isFinite(state.siteCountToday) && state.siteCountToday > 0 ? Math.floor(state.siteCountToday) : 0;
  if (recent.length >= FORM_POST_LIMITS.perAddressPerMinute) return { verdict: 'address-limit', addressTimes: recent, siteCountToday: siteCount };
  if (siteCount >= perSitePerDay) return { verdict: 'site-limit', addressTimes: recent, siteCountToday: siteCount };
  return { verdict: 'accepted', addressTimes: [...recent, now], siteCountToday: siteCount + 1 };
}

/** When a limit entry may be deleted (a Firestore TTL policy on `expiresAt`). */
export function formPostLimitExpiry(now: EpochMs): EpochMs {
  return now + 2 * DAY_MS;
}
