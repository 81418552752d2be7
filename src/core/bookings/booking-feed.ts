import type { EpochMs } from '../time/time';

/**
 * The owner's calendar feed: a secret address any calendar can subscribe to. Only a hash of its
 * token is kept (vMember/{id}/bookingFeed/current), so the address is shown once, when made; a
 * new one replaces it, and revoking it closes it.
 */
export interface BookingFeedKey {
  /** SHA-256 of the token, in hex. */
  readonly keyHash: string;
  readonly createdAt: EpochMs;
}

/** A token as the owner's browser makes it: 32 random bytes, base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** How far back and ahead the feed reaches: calendars keep what they already have. */
export const FEED_PAST_DAYS = 7;

export function readBookingFeedKey(data: Record<string, unknown> | null | undefined): BookingFeedKey | null {
  if (data === null || data === undefined) return null;
  const { keyHash, createdAt } = data;
  if (typeof keyHash !== 'string' || !HASH_PATTERN.test(keyHash) || typeof createdAt !== 'number') return null;
  return { keyHash, createdAt };
}

/** The feed's path on a member's site, after its base: no language, it is a file. */
export function bookingFeedPath(token: string): string {
  return `/book/feed/${token}.ics`;
}

/** The feed's address on the origin that serves members' sites at /s/. */
export function bookingFeedUrl(origin: string, username: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/s/${encodeURIComponent(username)}${bookingFeedPath(token)}`;
}
