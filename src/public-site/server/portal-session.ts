import type { SiteCustomer } from '../../core/portal/customer';
import type { Viewer } from '../../core/portal/audience';
import { VISITOR } from '../../core/portal/audience';
import type { EpochMs } from '../../core/time/time';
import { DAY_MS, HOUR_MS } from '../../core/time/time';
import type { PortalAuthPort, PortalIdentity } from '../../ports/portal-auth.port';
import type { PortalDirectoryPort } from '../../ports/portal-directory.port';

/*
 * Who is looking at a member's site: the `__session` cookie (the one cookie Firebase Hosting
 * passes to functions), made from the customer's ID token and checked on every request, and
 * their standing with THIS site's business.
 */

export interface PortalServices {
  readonly auth: PortalAuthPort;
  readonly directory: PortalDirectoryPort;
}

export const SESSION_COOKIE = '__session';
/** The longest a Firebase session cookie may live. */
export const SESSION_LIFETIME_MS = 14 * DAY_MS;
/** lastVisitAt is a fact of the day, not a log: written at most once an hour per customer. */
export const VISIT_RECORD_INTERVAL_MS = HOUR_MS;
/** Longest cookie value read; Firebase session cookies are about 1 kB. */
const MAX_COOKIE_LENGTH = 4096;

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    return value === '' || value.length > MAX_COOKIE_LENGTH ? null : value;
  }
  return null;
}

/** Local stacks are served over plain http, where a Secure cookie would not come back. */
export function isLocalHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost');
}

function cookieAttributes(host: string, maxAgeSeconds: number): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly${isLocalHost(host) ? '' : '; Secure'}; SameSite=Lax`;
}

export function sessionCookieHeader(value: string, host: string): string {
  return `${SESSION_COOKIE}=${value}; ${cookieAttributes(host, Math.floor(SESSION_LIFETIME_MS / 1000))}`;
}

export function clearedSessionCookieHeader(host: string): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(host, 0)}`;
}

/** A signed-in person, and their relation to this site's business (null: not one of its customers). */
export interface SignedIn {
  readonly identity: PortalIdentity;
  readonly customer: SiteCustomer | null;
}

/** The core's viewer for a customer record: no record is a visitor. */
export function viewerOf(customer: SiteCustomer | null): Viewer {
  return customer === null ? VISITOR : { kind: 'customer', status: customer.status, groups: customer.groups };
}

/**
 * The person the request's session cookie names, with their customer record at `ownerId`, read
 * afresh every time (a customer blocked or moved between groups sees it at their next request).
 * Records the visit when the last one is an hour old. Null for anyone else.
 */
export async function signedInPerson(portal: PortalServices, ownerId: string, cookieHeader: string | undefined, now: EpochMs): Promise<SignedIn | null> {
  const cookie = readCookie(cookieHeader, SESSION_COOKIE);
  if (cookie === null) return null;
  const identity = await portal.auth.verifySession(cookie);
  if (identity === null) return null;
  const customer = await portal.directory.findCustomer(ownerId, identity.uid);
  if (customer !== null && (customer.lastVisitAt === null || now - customer.lastVisitAt >= VISIT_RECORD_INTERVAL_MS)) {
    await portal.directory.recordVisit(ownerId, identity.uid, now);
  }
  return { identity, customer };
}
