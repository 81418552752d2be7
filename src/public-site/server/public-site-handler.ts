import { CONTACT_BODY_MAX_BYTES, readContactForm } from '../../core/site/contact-form';
import type { AppConfig } from '../../core/config/app-config';
import type { PlanTier } from '../../core/plans/plan-level';
import { effectivePlan } from '../../core/plans/effective-plan';
import { rolesOf } from '../../core/roles/roles';
import { publicSiteModel } from '../../core/site/public-site-model';
import { isSiteShown } from '../../core/site/site-visibility';
import { MEMBER_SITE_ROUTE } from '../../core/speed/speed-beacon';
import type { ClockPort } from '../../ports/clock.port';
import type { PublicSitesPort, PublishedSite } from '../../ports/public-sites.port';
import type { SiteAnalyticsPort } from '../../ports/site-analytics.port';
import { renderNotFound } from '../render/render-not-found';
import type { ContactFormState } from '../render/render-public-site';
import { renderPublicSite } from '../render/render-public-site';

export interface SiteRequest {
  readonly method: string;
  /** Path and query, e.g. '/s/sol1234?form=sent'. */
  readonly url: string;
  /** The Host header (a port is ignored). */
  readonly host: string;
  readonly contentType?: string;
  /** The raw body of a POST; null when it was longer than the handler accepts. */
  readonly body?: Uint8Array | null;
  /**
   * The visitor's network address as the runtime knows it (see node-http.ts). Only ever used
   * hashed, to throttle view counts; never stored or logged.
   */
  readonly clientAddress?: string;
}

export interface SiteResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface PublicSiteHandlerDeps {
  readonly sites: PublicSitesPort;
  readonly analytics: SiteAnalyticsPort;
  readonly clock: ClockPort;
  /** The deployment's fixed privileged ids: their sites have every section, as their dashboard does. */
  readonly roleConfig: Pick<AppConfig, 'adminIds' | 'fullAccessIds'>;
  /** e.g. '.sitio.app': a request for '<username>.sitio.app' is that member's site. */
  readonly appDomainSuffix: string;
  /** SHA-256 (base64) of a script, for the Content-Security-Policy. */
  readonly sha256Base64: (text: string) => string;
  readonly logError?: (context: string, error: unknown) => void;
  /**
   * Origins pictures may also come from besides https: ones, e.g. the local Storage emulator
   * (http://127.0.0.1:9199). Only http(s) origins are kept.
   */
  readonly extraImageOrigins?: readonly string[];
  /** The real-user speed beacon's script URL (same origin) and sampling rate; none when absent. */
  readonly speed?: { readonly scriptUrl: string; readonly endpoint: string; readonly rate: number };
}

/** Null when the request is not for a public site (the caller serves the app instead). */
export type PublicSiteHandler = (request: SiteRequest) => Promise<SiteResponse | null>;

export const SITE_PATH_PREFIX = '/s/';
/** Largest body read for any POST: the contact form's limit. */
export const MAX_BODY_BYTES = CONTACT_BODY_MAX_BYTES;

// Browsers and proxies may keep a published page for a minute, shared caches (Hosting's CDN)
// for five: a change in the studio is public within minutes, and a burst of visitors costs
// one render per five minutes. The visit date key is computed when the view is posted, not
// here, so caching never puts a view on the wrong day.
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';
const USERNAME = /^[a-z0-9]{1,63}$/;

interface Target {
  readonly username: string;
  readonly basePath: string;
  readonly rest: string;
  readonly query: URLSearchParams;
}

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

function resolveTarget(request: SiteRequest, suffix: string): Target | null {
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
    if (USERNAME.test(username)) return { username, basePath: '', rest: url.pathname, query: url.searchParams };
  }
  if (!url.pathname.startsWith(SITE_PATH_PREFIX)) return null;
  const after = url.pathname.slice(SITE_PATH_PREFIX.length);
  const slash = after.indexOf('/');
  const username = (slash === -1 ? after : after.slice(0, slash)).toLowerCase();
  const rest = slash === -1 ? '' : after.slice(slash);
  return { username, basePath: `${SITE_PATH_PREFIX}${username}`, rest, query: url.searchParams };
}

function html(status: number, body: string, cache: string, extra: Record<string, string> = {}): SiteResponse {
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...extra,
    },
    body,
  };
}

function empty(status: number, headers: Record<string, string> = {}): SiteResponse {
  return { status, headers: { 'Cache-Control': 'no-store', ...headers }, body: '' };
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

export function createPublicSiteHandler(deps: PublicSiteHandlerDeps): PublicSiteHandler {
  const imageSources = ["'self'", 'https:', ...(deps.extraImageOrigins ?? []).filter((origin) => ORIGIN.test(origin))].join(' ');
  const notFound = (cache = NOT_FOUND_CACHE) => html(404, renderNotFound('/'), cache, { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" });

  // The plan is the dashboard's rule on the stored facts, by the server's clock.
  const tierOf = (site: PublishedSite): PlanTier =>
    effectivePlan({ member: site.plan.member, subscriptions: site.plan.subscriptions, roles: rolesOf(site.plan.member, deps.roleConfig), now: deps.clock.now() });

  function page(site: PublishedSite, target: Target, content: Parameters<typeof publicSiteModel>[1], status: number, contact: ContactFormState, cache: string): SiteResponse {
    const model = publicSiteModel(site.member, content, tierOf(site));
    const speed = deps.speed === undefined ? undefined : { src: deps.speed.scriptUrl, endpoint: deps.speed.endpoint, route: MEMBER_SITE_ROUTE, rate: deps.speed.rate };
    const rendered = renderPublicSite(model, { basePath: target.basePath, contact, countViews: true, speed });
    const sources = [...(rendered.inlineScript === null ? [] : [`'sha256-${deps.sha256Base64(rendered.inlineScript)}'`]), ...(speed === undefined ? [] : ["'self'"])];
    const scriptSrc = sources.length === 0 ? "'none'" : sources.join(' ');
    return html(status, rendered.html, cache, {
      'Content-Language': model.language === 'ES' ? 'es' : 'en',
      'Content-Security-Policy': `default-src 'none'; img-src ${imageSources}; style-src 'unsafe-inline'; script-src ${scriptSrc}; connect-src 'self'; form-action 'self'; base-uri 'none'`,
    });
  }

  /** A site visitors may see: known, published and not taken down (the core's rule). */
  async function shownSite(username: string): Promise<PublishedSite | null> {
    const site = await deps.sites.findPublishedSite(username);
    return site !== null && isSiteShown(site.visibility) ? site : null;
  }

  /**
   * The visitor's throttle key: a hash of the site and the address, so the raw address is never
   * stored and one visitor's keys on two sites cannot be matched. Base64url, a valid document id.
   */
  function visitorKey(memberId: string, address: string): string {
    return deps.sha256Base64(`sitio-view\n${memberId}\n${address}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  async function handle(request: SiteRequest, target: Target): Promise<SiteResponse> {
    const method = request.method.toUpperCase();
    const rest = target.rest.replace(/\/+$/, '');
    if (!USERNAME.test(target.username)) return notFound();

    if (rest === '') {
      if (method !== 'GET' && method !== 'HEAD') return empty(405, { Allow: 'GET, HEAD' });
      const site = await shownSite(target.username);
      if (site === null) return notFound();
      const content = await deps.sites.readSiteContent(site.memberId);
      const sent = target.query.get('form') === 'sent';
      // The thank-you variant is for the one visitor who just wrote: never cached for others.
      return page(site, target, content, 200, sent ? { state: 'sent' } : { state: 'idle' }, sent ? 'no-store' : PAGE_CACHE);
    }

    if (rest === '/view') {
      if (method !== 'POST') return empty(405, { Allow: 'POST' });
      const site = await shownSite(target.username);
      if (site === null) return empty(404);
      // The server is the only counter: one view per visitor address and site per hour (the
      // spec's throttle, kept in Firestore so every instance agrees), on the America/Chicago day
      // the view arrives. The answer is the same either way, so it tells nothing about the throttle.
      await deps.analytics.recordVisitorView(site.memberId, visitorKey(site.memberId, request.clientAddress ?? ''), deps.clock.now());
      return empty(204);
    }

    if (rest === '/contact') {
      if (method !== 'POST') return empty(405, { Allow: 'POST' });
      const site = await shownSite(target.username);
      if (site === null) return notFound('no-store');
      const content = await deps.sites.readSiteContent(site.memberId);
      const model = publicSiteModel(site.member, content, tierOf(site));
      // Below Professional the site has no form: a post to it is for a page that does not exist.
      if (!model.contactForm) return notFound('no-store');
      if (request.body === null || request.body === undefined) return empty(413);
      if (!(request.contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return empty(415);
      const fields = new Map(new URLSearchParams(new TextDecoder().decode(request.body)));
      const result = readContactForm(fields);
      const sentLocation = `${target.basePath === '' ? '/' : target.basePath}?form=sent#contact`;
      // A bot is told it succeeded, so it learns nothing about the trap.
      if (result.kind === 'bot') return empty(303, { Location: sentLocation });
      if (result.kind === 'invalid') {
        return page(site, target, content, 422, { state: 'invalid', errors: result.errors, values: result.values }, 'no-store');
      }
      await deps.sites.saveFormSubmission(site.memberId, { ...result.message, createdAt: deps.clock.now(), site: target.username });
      return empty(303, { Location: sentLocation });
    }

    return notFound();
  }

  return async (request) => {
    const target = resolveTarget(request, deps.appDomainSuffix);
    if (target === null) return null;
    let response: SiteResponse;
    try {
      response = await handle(request, target);
    } catch (error) {
      deps.logError?.(`public site ${target.username}`, error);
      response = html(503, '<!doctype html><html><head><meta charset="utf-8"><title>503</title></head><body><p>Service unavailable. Servicio no disponible.</p></body></html>', 'no-store', { 'Retry-After': '30' });
    }
    return request.method.toUpperCase() === 'HEAD' ? { ...response, body: '' } : response;
  };
}
