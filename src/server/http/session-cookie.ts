import { hostName } from './site-address';

/*
 * The customer's portal session travels in `__session`, the one cookie Firebase Hosting passes
 * to functions. Its value is a Firebase session cookie, checked on every request.
 */

export const SESSION_COOKIE = '__session';
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

export function sessionCookieHeader(value: string, host: string, lifetimeMs: number): string {
  return `${SESSION_COOKIE}=${value}; ${cookieAttributes(host, Math.floor(lifetimeMs / 1000))}`;
}

export function clearedSessionCookieHeader(host: string): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(host, 0)}`;
}

/**
 * Browsers name the page a form was sent from; a post from another site's page is refused. Host
 * names are compared without ports: a proxy may name the port differently.
 */
export function isSameHost(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).hostname.toLowerCase() === hostName(host);
  } catch {
    return false;
  }
}
