import { SPEED_BEACON_PATH } from '../../core/speed/sampling';
import type { HostRoute, SiteRoute } from './route-context';
import { actionCountRoute } from './routes/action-count.route';
import { articleRoute } from './routes/article.route';
import { bookingFeedRoute } from './routes/booking-feed.route';
import { bookingCancelRoute, bookingManageRoute, bookingPageRoute, bookingPostRoute } from './routes/booking.route';
import { formPostRoute } from './routes/form-post.route';
import { portalFormRoute, portalPageRoute, portalPushTokenRoute, portalSignOutRoute } from './routes/portal.route';
import { siteHomeRoute } from './routes/site-home.route';
import { siteIndexRoute } from './routes/site-index.route';
import { portalPushScriptRoute, speedReportRoute, speedScriptRoute } from './routes/speed.route';
import { viewCountRoute } from './routes/view-count.route';

type Method = 'GET' | 'POST';

/** A path of a member's site, after its base and language, with what answers it. */
export interface SiteRouteEntry {
  readonly path: RegExp;
  /** GET also answers HEAD. */
  readonly method: Method;
  /** Files of the site itself, not of a language (robots.txt, sitemap.xml): no /en or /es before them. */
  readonly languageFree?: boolean;
  readonly route: SiteRoute;
}

export interface HostRouteEntry {
  readonly path: string;
  readonly method: Method;
  readonly route: HostRoute;
}

/** The same-origin scripts members' sites load; their `?v=` names the version. */
export const SPEED_SCRIPT_PATH = '/s/_speed.js';
export const PORTAL_PUSH_SCRIPT_PATH = '/s/_portal-push.js';
/** Where every page of the app and of members' sites sends its Core Web Vitals. */
export const SPEED_ENDPOINT = SPEED_BEACON_PATH;

/** Answered on any host (a member's own domain included), before any site is looked for. */
export const HOST_ROUTES: readonly HostRouteEntry[] = [
  { path: SPEED_SCRIPT_PATH, method: 'GET', route: speedScriptRoute },
  { path: SPEED_ENDPOINT, method: 'POST', route: speedReportRoute },
  { path: PORTAL_PUSH_SCRIPT_PATH, method: 'GET', route: portalPushScriptRoute },
];

/** Every page and post of a member's site. A path here with another method is answered 405. */
export const SITE_ROUTES: readonly SiteRouteEntry[] = [
  { path: /^$/, method: 'GET', route: siteHomeRoute },
  { path: /^\/(robots\.txt|sitemap\.xml)$/, method: 'GET', languageFree: true, route: siteIndexRoute },
  { path: /^\/articles\/([^/]+)$/, method: 'GET', route: articleRoute },
  { path: /^\/view$/, method: 'POST', route: viewCountRoute },
  { path: /^\/act$/, method: 'POST', route: actionCountRoute },
  { path: /^\/contact$/, method: 'POST', route: formPostRoute },
  { path: /^\/forms\/([^/]+)$/, method: 'POST', route: formPostRoute },
  { path: /^\/book$/, method: 'GET', route: bookingPageRoute },
  { path: /^\/book\/request$/, method: 'POST', route: bookingPostRoute },
  { path: /^\/book\/manage$/, method: 'GET', route: bookingManageRoute },
  { path: /^\/book\/cancel$/, method: 'POST', route: bookingCancelRoute },
  { path: /^\/book\/feed\/([A-Za-z0-9_-]{1,64})\.ics$/, method: 'GET', languageFree: true, route: bookingFeedRoute },
  { path: /^\/portal$/, method: 'GET', route: portalPageRoute },
  { path: /^\/portal\/(sign-up|sign-in|reset)$/, method: 'POST', route: portalFormRoute },
  { path: /^\/portal\/sign-out$/, method: 'POST', route: portalSignOutRoute },
  { path: /^\/portal\/push-token$/, method: 'POST', route: portalPushTokenRoute },
];

export function allows(method: Method, asked: string): boolean {
  return asked === method || (method === 'GET' && asked === 'HEAD');
}

export function allowHeader(method: Method): string {
  return method === 'GET' ? 'GET, HEAD' : 'POST';
}
