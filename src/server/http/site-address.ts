import type { SiteLanguage } from '../../core/member/member-record';
import { languageOfSegment } from '../../core/site/site-languages';
import type { SiteRequest } from './site-http';

export const SITE_PATH_PREFIX = '/s/';
const USERNAME = /^[a-z0-9]{1,63}$/;

/** Which site a request is for, and what it asks of it. */
export interface SiteAddress {
  readonly username: string;
  /** Whether the username can be one at all (a malformed one is a site that does not exist). */
  readonly valid: boolean;
  /** The site's base path with the page's language segment, if any: '' on a member's own domain. */
  readonly basePath: string;
  /** The path after the base, without trailing slashes: '', '/portal', '/articles/x'… */
  readonly rest: string;
  readonly query: URLSearchParams;
  /** The language the address names, or null when it follows the browser's. */
  readonly pathLanguage: SiteLanguage | null;
  /** The site's base path without a language. */
  readonly siteBase: string;
}

export function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

interface Target {
  readonly username: string;
  readonly basePath: string;
  readonly rest: string;
  readonly query: URLSearchParams;
}

function target(request: SiteRequest, suffix: string): Target | null {
  let url: URL;
  try {
    url = new URL(request.url, 'http://site.invalid');
  } catch {
    return null;
  }
  const host = hostName(request.host);
  const normalizedSuffix = suffix.toLowerCase();
  if (normalizedSuffix !== '' && host.endsWith(normalizedSuffix)) {
    const username = host.slice(0, -normalizedSuffix.length);
    if (USERNAME.test(username)) {
      // The app's path to the same site (/s/<username>/…, as in a push notification's link)
      // answers on the site's own address too, rather than a 404.
      const ownPath = `${SITE_PATH_PREFIX}${username}`;
      const lower = url.pathname.toLowerCase();
      const rest = lower === ownPath || lower.startsWith(`${ownPath}/`) ? url.pathname.slice(ownPath.length) : url.pathname;
      return { username, basePath: '', rest, query: url.searchParams };
    }
  }
  if (!url.pathname.startsWith(SITE_PATH_PREFIX)) return null;
  const after = url.pathname.slice(SITE_PATH_PREFIX.length);
  const slash = after.indexOf('/');
  const username = (slash === -1 ? after : after.slice(0, slash)).toLowerCase();
  const rest = slash === -1 ? '' : after.slice(slash);
  return { username, basePath: `${SITE_PATH_PREFIX}${username}`, rest, query: url.searchParams };
}

/**
 * The site a request is for: '<username><suffix>' (a member's own domain, e.g. sol1234.sitio.app)
 * or the app's path /s/<username>/…; null when it is for neither (the app's own pages).
 */
export function siteAddressOf(request: SiteRequest, domainSuffix: string): SiteAddress | null {
  const found = target(request, domainSuffix);
  if (found === null) return null;
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(found.rest);
  const language = match === null ? null : languageOfSegment(match[1]!);
  const valid = USERNAME.test(found.username);
  if (language === null) return { ...found, valid, rest: found.rest.replace(/\/+$/, ''), pathLanguage: null, siteBase: found.basePath };
  return { ...found, valid, basePath: `${found.basePath}/${match![1]}`, rest: found.rest.slice(3).replace(/\/+$/, ''), pathLanguage: language, siteBase: found.basePath };
}

/** Whether a host is a member's own domain under the deployment's suffix. */
export function isSiteHost(host: string, domainSuffix: string): boolean {
  return domainSuffix !== '' && hostName(host).endsWith(domainSuffix.toLowerCase());
}
