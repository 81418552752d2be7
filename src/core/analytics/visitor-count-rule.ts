import type { EpochMs } from '../time/time';
import { HOUR_MS } from '../time/time';
import { shouldCountVisit } from './view-counter';

/**
 * Counting per visitor, not per address. A visitor is their device's own random id (kept in the
 * page's localStorage and sent with each beacon, never a cookie): everyone behind one café's
 * Wi-Fi or one carrier's address counts, each once an hour. The address is only the pump guard:
 * at most this many counts per address, site and kind of count in an hour.
 */
export const ADDRESS_CAP_WINDOW_MS = HOUR_MS;
export const ADDRESS_VIEW_CAP = 30;
export const ADDRESS_ACTION_CAP = 20;

/** A device id as the page makes it: 16 to 64 URL-safe characters (the script sends 22). */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

/** How many counts one address has made in its current window. */
export interface AddressWindow {
  readonly start: EpochMs;
  readonly count: number;
}

export type CountVerdict = 'counted' | 'repeat' | 'capped';

export interface CountDecision {
  readonly verdict: CountVerdict;
  /** The address's window after this request: what the store keeps. Unchanged unless counted. */
  readonly window: AddressWindow;
}

function currentWindow(stored: AddressWindow | null, now: EpochMs): AddressWindow {
  if (stored === null || !Number.isFinite(stored.start) || !Number.isFinite(stored.count) || stored.start > now) return { start: now, count: 0 };
  return now - stored.start >= ADDRESS_CAP_WINDOW_MS ? { start: now, count: 0 } : stored;
}

/**
 * Whether one request counts. The device's own hour comes first: a visitor repeating is a repeat
 * whatever the address. A new visitor counts unless their address has reached its cap.
 * `visitorLastAt` is null for a count with no visitor to repeat (a form the server stored).
 */
export function decideCount(visitorLastAt: EpochMs | null | undefined, stored: AddressWindow | null, now: EpochMs, cap: number): CountDecision {
  const window = currentWindow(stored, now);
  if (visitorLastAt !== undefined && !shouldCountVisit(visitorLastAt, now)) return { verdict: 'repeat', window };
  if (window.count >= cap) return { verdict: 'capped', window };
  return { verdict: 'counted', window: { start: window.start, count: window.count + 1 } };
}

/** When an address's window may be deleted (a Firestore TTL on `expiresAt`). */
export function addressWindowExpiry(window: AddressWindow): EpochMs {
  return window.start + ADDRESS_CAP_WINDOW_MS;
}

/**
 * Known robots that fetch pages and may run their scripts. Headless browsers are not in the
 * list: people's tools (and this product's own checks) use them, and an address's cap bounds them.
 */
const BOT_AGENT = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python-requests|go-http-client|httpclient|scrapy|ahrefs|semrush|petalbot|bingpreview/i;

export function isBotAgent(userAgent: string | null | undefined): boolean {
  return userAgent != null && BOT_AGENT.test(userAgent);
}

/** A page's path as results keep it: bounded, without query or fragment, or null. */
export const PAGE_PATH_MAX = 100;

export function pagePathOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path.length === 0 || path.length > PAGE_PATH_MAX || !/^\/[A-Za-z0-9._~%/-]*$/.test(path) || path.includes('//')) return null;
  return path;
}
