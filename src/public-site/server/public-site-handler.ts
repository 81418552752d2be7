import { FORM_BODY_MAX_BYTES, CONTACT_HONEYPOT_FIELD } from '../../core/site/contact-form';
import type { PostedFields } from '../../core/forms/form-answers';
import { readFormAnswers } from '../../core/forms/form-answers';
import type { FormDefinition } from '../../core/forms/form-definition';
import { CONTACT_FORM_ID, FORM_ID_PATTERN } from '../../core/forms/form-definition';
import type { FormPostLimitsPort } from '../../ports/form-post-limits.port';
import type { AppConfig } from '../../core/config/app-config';
import type { PlanTier } from '../../core/plans/plan-level';
import { effectivePlan } from '../../core/plans/effective-plan';
import { canUseUsersPortal } from '../../core/plans/plan-gates';
import { isPersonal } from '../../core/portal/audience';
import { rolesOf } from '../../core/roles/roles';
import { publicSiteModel, siteLanguageOf } from '../../core/site/public-site-model';
import type { SiteContent } from '../../core/site/site-content';
import { isSiteShown } from '../../core/site/site-visibility';
import { MEMBER_SITE_PAGE_ROUTE, MEMBER_SITE_ROUTE } from '../../core/speed/speed-beacon';
import { ARTICLE_SLUG_PATTERN, findArticlePage } from '../../core/site/article-pages';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { findSection } from '../../core/site/public-site-model';
import { openNow } from '../../core/site/open-now';
import type { SiteLanguage } from '../../core/member/member-record';
import { languageOfSegment, preferredSiteLanguage } from '../../core/site/site-languages';
import type { EpochMs } from '../../core/time/time';
import type { ClockPort } from '../../ports/clock.port';
import type { PublicSitesPort, PublishedPage, PublishedSite } from '../../ports/public-sites.port';
import type { SiteAnalyticsPort } from '../../ports/site-analytics.port';
import { renderNotFound } from '../render/render-not-found';
import { renderArticlePage } from '../render/render-article-page';
import { renderPublicSite } from '../render/render-public-site';
import { robotsTxt, sitemapXml } from '../render/render-sitemap';
import type { RenderedPage } from '../render/site-html';
import type { FormState } from '../render/render-site-forms';
import { formAnchor } from '../render/render-site-forms';
import type { PortalLink } from '../render/site-html';
import type { PortalPushTag } from '../render/render-portal-page';
import type { PortalOutcome } from './portal-routes';
import { portalAction, portalRoute } from './portal-routes';
import type { PortalServices, SignedIn } from './portal-session';
import { signedInPerson, viewerOf } from './portal-session';

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
  /** The Accept-Language header: the language of a page whose address names none. */
  readonly acceptLanguage?: string;
  /** The Cookie header: only `__session`, a customer's portal session, is read. */
  readonly cookie?: string;
  /** The Origin header: the portal refuses posts sent from another site's page. */
  readonly origin?: string;
}

export interface SiteResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface PublicSiteHandlerDeps {
  readonly sites: PublicSitesPort;
  readonly analytics: SiteAnalyticsPort;
  /** The per-address and per-site limit on form posts, kept where every instance sees it. */
  readonly formLimits: FormPostLimitsPort;
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
  /**
   * Elite's Users Portal: customers' sessions and their standing with each business. Without it
   * every site's customer area is closed and its pages are what anyone sees.
   */
  readonly portal?: PortalServices;
  /**
   * Web push on customers' devices: the push script's same-origin address and the deployment's
   * web config. Absent where push is off (no VAPID key, or the emulators: FCM has none).
   */
  readonly portalPush?: PortalPushTag;
}

/** Null when the request is not for a public site (the caller serves the app instead). */
export type PublicSiteHandler = (request: SiteRequest) => Promise<SiteResponse | null>;

export const SITE_PATH_PREFIX = '/s/';
/** Largest body read for any POST: the contact form's limit. */
export const MAX_BODY_BYTES = FORM_BODY_MAX_BYTES;

// Browsers and proxies may keep a published page for a minute, shared caches (Hosting's CDN)
// for five: a change in the studio is public within minutes, and a burst of visitors costs
// one render per five minutes. The visit date key is computed when the view is posted, not
// here, so caching never puts a view on the wrong day.
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';
// A page built for one signed-in customer is theirs alone: no browser history, no shared cache.
const PERSONAL_CACHE = 'private, no-store';
const USERNAME = /^[a-z0-9]{1,63}$/;

interface Target {
  readonly username: string;
  readonly basePath: string;
  readonly rest: string;
  readonly query: URLSearchParams;
}

/** A page request once its language segment (/en, /es) is read off the path. */
interface PageTarget extends Target {
  /** The language the address names, or null when it follows the browser's. */
  readonly pathLanguage: SiteLanguage | null;
  /** The site's base path without a language; `basePath` then includes it. */
  readonly siteBase: string;
}

function withLanguage(target: Target): PageTarget {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(target.rest);
  const language = match === null ? null : languageOfSegment(match[1]!);
  if (language === null) return { ...target, pathLanguage: null, siteBase: target.basePath };
  return { ...target, basePath: `${target.basePath}/${match![1]}`, rest: target.rest.slice(3), pathLanguage: language, siteBase: target.basePath };
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

/** The decoded post; the contact form's message was always posted as `message`. */
function postedFields(body: Uint8Array, formId: string): PostedFields {
  const params = new URLSearchParams(new TextDecoder().decode(body));
  return { getAll: (name) => params.getAll(formId === CONTACT_FORM_ID && name === 'fmessage' ? 'message' : name) };
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
/** Where firebase/messaging gets a device's token: Firebase Installations, then FCM's registration. */
export const PUSH_TOKEN_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'] as const;

/** The same-origin script files a page may load, beside its hashed inline script. */
type ScriptFiles = 'none' | 'speed' | 'portal-push';

export function createPublicSiteHandler(deps: PublicSiteHandlerDeps): PublicSiteHandler {
  const imageSources = ["'self'", 'https:', ...(deps.extraImageOrigins ?? []).filter((origin) => ORIGIN.test(origin))].join(' ');
  const notFound = (cache = NOT_FOUND_CACHE) => html(404, renderNotFound('/'), cache, { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" });

  // The plan is the dashboard's rule on the stored facts, by the server's clock.
  const tierOf = (site: PublishedSite): PlanTier =>
    effectivePlan({ member: site.plan.member, subscriptions: site.plan.subscriptions, roles: rolesOf(site.plan.member, deps.roleConfig), now: deps.clock.now() });

  const speedTag = (route: string) => (deps.speed === undefined ? undefined : { src: deps.speed.scriptUrl, endpoint: deps.speed.endpoint, route, rate: deps.speed.rate });

  /**
   * The language the visitor gets: the one the address names, else the browser's choice between
   * the two, else the site's. The member's texts follow it where they wrote that version.
   */
  function languageFor(site: PublishedSite, target: PageTarget, request: SiteRequest): SiteLanguage {
    return target.pathLanguage ?? preferredSiteLanguage(request.acceptLanguage, siteLanguageOf(site.member));
  }

  /** The site as the visitor reads it, in their language, with what they may see of it. */
  function shownModel(site: PublishedSite, target: PageTarget, request: SiteRequest, content: SiteContent, person: SignedIn | null): PublicSiteModel {
    return publicSiteModel(site.member, content, tierOf(site), languageFor(site, target, request), viewerOf(person?.customer ?? null));
  }

  /** Whether the site's customer area is open: an Elite site on a server that has the portal. */
  const portalOpen = (site: PublishedSite): boolean => deps.portal !== undefined && canUseUsersPortal(tierOf(site));

  /**
   * The signed-in person looking at a site whose customer area is open, with their standing
   * with its business; null for anyone else. A failure to tell makes them a visitor.
   */
  async function personOn(site: PublishedSite, request: SiteRequest): Promise<SignedIn | null> {
    if (deps.portal === undefined || !portalOpen(site)) return null;
    try {
      return await signedInPerson(deps.portal, site.memberId, request.cookie, deps.clock.now());
    } catch (error) {
      deps.logError?.(`portal session ${site.memberId}`, error);
      return null;
    }
  }

  function portalLinkFor(site: PublishedSite, target: PageTarget, person: SignedIn | null): PortalLink | undefined {
    return portalOpen(site) ? { href: `${target.basePath}/portal`, signedIn: person !== null && person.customer !== null } : undefined;
  }

  /** The cache a page may have: none shared for a page built for one customer. */
  function cacheFor(model: PublicSiteModel, person: SignedIn | null, cache: string): string {
    if (isPersonal(viewerOf(person?.customer ?? null))) return PERSONAL_CACHE;
    return cache === PAGE_CACHE ? pageCacheFor(model, deps.clock.now()) : cache;
  }

  function page(site: PublishedSite, target: PageTarget, request: SiteRequest, content: SiteContent, status: number, form: FormState, cache: string, person: SignedIn | null): SiteResponse {
    const model = shownModel(site, target, request, content, person);
    const speed = speedTag(MEMBER_SITE_ROUTE);
    const now = deps.clock.now();
    const languages = { siteBase: target.siteBase, inPath: target.pathLanguage !== null };
    const portal = portalLinkFor(site, target, person);
    const rendered = renderPublicSite(model, { basePath: target.basePath, form, countViews: true, lightbox: true, speed, now, languages, portal });
    return htmlPage(model, rendered, status, cacheFor(model, person, cache), speed !== undefined ? 'speed' : 'none', target, portalOpen(site));
  }

  /** The page's cache lifetime, ending no later than "open now" changes. */
  function pageCacheFor(model: PublicSiteModel, now: EpochMs): string {
    const hours = findSection(model, 'hours');
    const change = hours === undefined ? null : openNow(hours, hours.timeZone, now).minutesToChange;
    if (change === null) return PAGE_CACHE;
    const seconds = Math.max(0, change * 60 - (Math.floor(now / 1000) % 60));
    return seconds >= 300 ? PAGE_CACHE : `public, max-age=${Math.min(60, seconds)}, s-maxage=${seconds}`;
  }

  /** A rendered page with its headers: the site's language, and a policy that allows only its own scripts. */
  function htmlPage(model: PublicSiteModel, rendered: RenderedPage, status: number, cache: string, files: ScriptFiles, target: PageTarget, byCookie: boolean): SiteResponse {
    // The speed beacon and the portal's push script are same-origin script files; everything
    // else inline is hashed.
    const sources = [...(rendered.inlineScript === null ? [] : [`'sha256-${deps.sha256Base64(rendered.inlineScript)}'`]), ...(files !== 'none' ? ["'self'"] : [])];
    const scriptSrc = sources.length === 0 ? "'none'" : sources.join(' ');
    // The push script registers the app's push service worker and asks Firebase for the device's token.
    const push = files === 'portal-push';
    const connectSrc = ["'self'", ...(push ? PUSH_TOKEN_ORIGINS : [])].join(' ');
    // A plain address answers in the browser's language, so a shared cache keeps one copy per
    // language asked for; where customers may be signed in (Elite), one per session cookie too.
    const vary = [...(target.pathLanguage === null ? ['Accept-Language'] : []), ...(byCookie ? ['Cookie'] : [])];
    return html(status, rendered.html, cache, {
      'Content-Language': model.language === 'ES' ? 'es' : 'en',
      ...(vary.length > 0 ? { Vary: vary.join(', ') } : {}),
      'Content-Security-Policy': `default-src 'none'; img-src ${imageSources}; style-src 'unsafe-inline'; script-src ${scriptSrc}; connect-src ${connectSrc}; ${push ? "worker-src 'self'; " : ''}form-action 'self'; base-uri 'none'`,
    });
  }

  /** A site visitors may see: known, published and not taken down (the core's rule). */
  async function shownSite(username: string): Promise<PublishedSite | null> {
    const site = await deps.sites.findPublishedSite(username);
    return site !== null && isSiteShown(site.visibility) ? site : null;
  }

  /** shownSite with the site's content, for the routes that render it. */
  async function shownPage(username: string): Promise<PublishedPage | null> {
    const site = await deps.sites.findPublishedPage(username);
    return site !== null && isSiteShown(site.visibility) ? site : null;
  }

  /**
   * The visitor's throttle key: a hash of the site and the address, so the raw address is never
   * stored and one visitor's keys on two sites cannot be matched. Base64url, a valid document id.
   */
  function visitorKey(memberId: string, address: string, purpose = 'sitio-view'): string {
    return deps.sha256Base64(`${purpose}\n${memberId}\n${address}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  async function postForm(
    request: SiteRequest,
    target: PageTarget,
    site: PublishedSite,
    content: Parameters<typeof publicSiteModel>[1],
    model: ReturnType<typeof publicSiteModel>,
    form: FormDefinition,
    person: SignedIn | null,
  ): Promise<SiteResponse> {
    const posted = postedFields(request.body ?? new Uint8Array(), form.id);
    const anchor = formAnchor(form.id);
    const home = target.basePath === '' ? '/' : target.basePath;
    const sentLocation = form.id === CONTACT_FORM_ID ? `${home}?form=sent#${anchor}` : `${home}?form=sent&f=${form.id}#${anchor}`;
    // A bot is told it succeeded, so it learns nothing about the trap.
    if ((posted.getAll(CONTACT_HONEYPOT_FIELD)[0] ?? '') !== '') return empty(303, { Location: sentLocation });
    const result = readFormAnswers(form, posted);
    if (result.kind === 'invalid') return page(site, target, request, content, 422, { state: 'invalid', formId: form.id, errors: result.errors, values: result.values }, 'no-store', person);
    const now = deps.clock.now();
    const verdict = await deps.formLimits.admit(site.memberId, visitorKey(site.memberId, request.clientAddress ?? '', 'sitio-form'), now);
    if (verdict !== 'accepted') {
      // What the visitor typed comes back with the page, so waiting loses nothing.
      const values = Object.fromEntries([['name', posted.getAll('name')], ['email', posted.getAll('email')], ...form.fields.map((f) => [f.id, posted.getAll(f.id)])]);
      const limited = page(site, target, request, content, 429, { state: 'limited', formId: form.id, reason: verdict, values }, 'no-store', person);
      return { ...limited, headers: { ...limited.headers, 'Retry-After': verdict === 'address-limit' ? '60' : '3600' } };
    }
    await deps.sites.saveFormSubmission(site.memberId, {
      formId: form.id,
      formTitle: form.title,
      ...result.value,
      createdAt: now,
      site: target.username,
      // The language the visitor wrote in, so the member's reply greets them in it.
      language: languageFor(site, target, request) === 'ES' ? 'es' : 'en',
    });
    return empty(303, { Location: sentLocation });
  }

  /** The portal's answer with the site's headers; its pages are never kept by any cache nor indexed. */
  function portalResponse(outcome: PortalOutcome, model: PublicSiteModel, target: PageTarget): SiteResponse {
    switch (outcome.kind) {
      case 'page': {
        // The portal page's one script is the push loader, rendered only where push is on.
        const files = deps.portalPush !== undefined && outcome.rendered.inlineScript !== null ? 'portal-push' : 'none';
        const response = htmlPage(model, outcome.rendered, outcome.status, PERSONAL_CACHE, files, target, true);
        return { ...response, headers: { ...response.headers, 'X-Robots-Tag': 'noindex', ...outcome.headers } };
      }
      case 'redirect':
        return empty(303, { Location: outcome.location, ...(outcome.setCookie === undefined ? {} : { 'Set-Cookie': outcome.setCookie }) });
      case 'status':
        return empty(outcome.status, { ...outcome.headers });
    }
  }

  async function handle(request: SiteRequest, siteTarget: Target): Promise<SiteResponse> {
    const method = request.method.toUpperCase();
    if (!USERNAME.test(siteTarget.username)) return notFound();
    const target = withLanguage(siteTarget);
    const rest = target.rest.replace(/\/+$/, '');

    if ((rest === '/sitemap.xml' || rest === '/robots.txt') && target.pathLanguage === null) {
      if (method !== 'GET' && method !== 'HEAD') return empty(405, { Allow: 'GET, HEAD' });
      const site = await shownPage(target.username);
      if (site === null) return notFound();
      const model = publicSiteModel(site.member, site.content, tierOf(site));
      const body = rest === '/robots.txt' ? robotsTxt(model) : sitemapXml(model);
      if (body === null) return notFound();
      return { status: 200, headers: { 'Content-Type': rest === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE, 'X-Content-Type-Options': 'nosniff' }, body };
    }

    const articleSlug = /^\/articles\/([^/]+)$/.exec(rest)?.[1];
    if (articleSlug !== undefined) {
      if (method !== 'GET' && method !== 'HEAD') return empty(405, { Allow: 'GET, HEAD' });
      if (!ARTICLE_SLUG_PATTERN.test(articleSlug)) return notFound();
      const site = await shownPage(target.username);
      if (site === null) return notFound();
      const person = await personOn(site, request);
      const model = shownModel(site, target, request, site.content, person);
      // An article the plan, the layout or its audience hides has no page, like a section it hides.
      const article = findArticlePage(model, articleSlug);
      // Not found for this viewer only: whoever may read it gets it at the same address.
      if (article === null) return notFound(portalOpen(site) ? PERSONAL_CACHE : NOT_FOUND_CACHE);
      const speed = speedTag(MEMBER_SITE_PAGE_ROUTE);
      const languages = { siteBase: target.siteBase, inPath: target.pathLanguage !== null };
      const portal = portalLinkFor(site, target, person);
      const rendered = renderArticlePage(model, article, { basePath: target.basePath, countViews: true, speed, languages, portal });
      return htmlPage(model, rendered, 200, isPersonal(viewerOf(person?.customer ?? null)) ? PERSONAL_CACHE : PAGE_CACHE, speed !== undefined ? 'speed' : 'none', target, portalOpen(site));
    }

    if (rest === '') {
      if (method !== 'GET' && method !== 'HEAD') return empty(405, { Allow: 'GET, HEAD' });
      const site = await shownPage(target.username);
      if (site === null) return notFound();
      const { content } = site;
      const sent = target.query.get('form') === 'sent';
      const sentForm = target.query.get('f') ?? CONTACT_FORM_ID;
      // The thank-you variant is for the one visitor who just wrote: never cached for others.
      const person = await personOn(site, request);
      return page(site, target, request, content, 200, sent ? { state: 'sent', formId: sentForm } : { state: 'idle' }, sent ? 'no-store' : PAGE_CACHE, person);
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

    const action = portalAction(rest);
    if (action !== null) {
      const site = await shownPage(target.username);
      if (site === null) return notFound('no-store');
      const language = languageFor(site, target, request);
      const model = publicSiteModel(site.member, site.content, tierOf(site), language);
      const outcome = await portalRoute(
        {
          portal: deps.portal,
          formLimits: deps.formLimits,
          clock: deps.clock,
          request,
          site,
          open: portalOpen(site),
          model,
          language,
          basePath: target.basePath,
          languages: { siteBase: target.siteBase, inPath: target.pathLanguage !== null },
          query: target.query,
          visitorKey: visitorKey(site.memberId, request.clientAddress ?? '', 'sitio-portal'),
          ...(deps.portalPush === undefined ? {} : { push: deps.portalPush }),
          logError: deps.logError,
        },
        action,
      );
      return portalResponse(outcome, model, target);
    }

    const formId = rest === '/contact' ? CONTACT_FORM_ID : /^\/forms\/([^/]+)$/.exec(rest)?.[1];
    if (formId !== undefined) {
      if (method !== 'POST') return empty(405, { Allow: 'POST' });
      if (formId !== CONTACT_FORM_ID && !FORM_ID_PATTERN.test(formId)) return notFound('no-store');
      const site = await shownPage(target.username);
      if (site === null) return notFound('no-store');
      const { content } = site;
      // A form kept for customers is there only for them.
      const person = await personOn(site, request);
      const model = publicSiteModel(site.member, content, tierOf(site), siteLanguageOf(site.member), viewerOf(person?.customer ?? null));
      // Below Professional the site has no form, and a removed form has no address: a post to
      // either is for a page that does not exist.
      const form = model.forms.find((f) => f.id === formId);
      if (form === undefined) return notFound('no-store');
      if (request.body === null || request.body === undefined) return empty(413);
      if (!(request.contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return empty(415);
      return postForm(request, target, site, content, model, form, person);
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
