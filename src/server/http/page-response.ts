import type { PublicSiteModel } from '../../core/site/public-site-model';
import { renderNotFound } from '../../public-site/render/render-not-found';
import type { PortalPushTag } from '../../public-site/render/render-portal-page';
import type { RenderedPage } from '../../public-site/render/site-html';
import { NOT_FOUND_CACHE } from '../../core/site/page-cache';
import type { DigestPort } from '../../ports/digest.port';
import type { SiteAddress } from './site-address';
import type { SiteResponse } from './site-http';
import { STATIC_PAGE_POLICY, html } from './site-http';

/** Where firebase/messaging gets a device's token: Firebase Installations, then FCM's registration. */
export const PUSH_TOKEN_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'] as const;

/** The same-origin script files a page may load, beside its hashed inline script. */
export type ScriptFiles = 'none' | 'speed' | 'portal-push';

/** The deployment's HTTP settings every page's headers and scripts depend on. */
export interface PageSettings {
  /** e.g. '.sitio.app': a request for '<username>.sitio.app' is that member's site. */
  readonly appDomainSuffix: string;
  /**
   * Origins pictures may also come from besides https: ones, e.g. the local Storage emulator
   * (http://127.0.0.1:9199). Only http(s) origins are kept.
   */
  readonly extraImageOrigins: readonly string[];
  /** The real-user speed beacon's script URL (same origin) and sampling rate; none when absent. */
  readonly speed?: { readonly scriptUrl: string; readonly endpoint: string; readonly rate: number };
  /** Web push on customers' devices; absent where push is off (no VAPID key, or the emulators). */
  readonly portalPush?: PortalPushTag;
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** Renders pages' responses: the site's language, its caches, and a policy that allows only its own scripts. */
export class PageResponses {
  private readonly imageSources: string;

  constructor(
    readonly settings: PageSettings,
    private readonly digest: DigestPort,
  ) {
    this.imageSources = ["'self'", 'https:', ...settings.extraImageOrigins.filter((origin) => ORIGIN.test(origin))].join(' ');
  }

  speedTag(route: string): { src: string; endpoint: string; route: string; rate: number } | undefined {
    const { speed } = this.settings;
    return speed === undefined ? undefined : { src: speed.scriptUrl, endpoint: speed.endpoint, route, rate: speed.rate };
  }

  notFound(cache = NOT_FOUND_CACHE): SiteResponse {
    return html(404, renderNotFound('/'), cache, { 'Content-Security-Policy': STATIC_PAGE_POLICY });
  }

  /** `byCookie`: where customers may be signed in (Elite), a shared cache keeps one copy per session cookie. */
  page(model: PublicSiteModel, rendered: RenderedPage, status: number, cache: string, files: ScriptFiles, address: SiteAddress, byCookie: boolean): SiteResponse {
    // The speed beacon and the portal's push script are same-origin script files; everything
    // else inline is hashed.
    const sources = [...(rendered.inlineScript === null ? [] : [`'sha256-${this.digest.sha256Base64(rendered.inlineScript)}'`]), ...(files !== 'none' ? ["'self'"] : [])];
    const scriptSrc = sources.length === 0 ? "'none'" : sources.join(' ');
    // The push script registers the app's push service worker and asks Firebase for the device's token.
    const push = files === 'portal-push';
    const connectSrc = ["'self'", ...(push ? PUSH_TOKEN_ORIGINS : [])].join(' ');
    // A plain address answers in the browser's language, so a shared cache keeps one copy per
    // language asked for.
    const vary = [...(address.pathLanguage === null ? ['Accept-Language'] : []), ...(byCookie ? ['Cookie'] : [])];
    return html(status, rendered.html, cache, {
      'Content-Language': model.language === 'ES' ? 'es' : 'en',
      ...(vary.length > 0 ? { Vary: vary.join(', ') } : {}),
      'Content-Security-Policy': `default-src 'none'; img-src ${this.imageSources}; style-src 'unsafe-inline'; script-src ${scriptSrc}; connect-src ${connectSrc}; ${push ? "worker-src 'self'; " : ''}form-action 'self'; base-uri 'none'`,
    });
  }
}

/** What the renderer needs of an address: its base paths and whether it names its language. */
export function pageLanguages(address: SiteAddress): { readonly siteBase: string; readonly inPath: boolean } {
  return { siteBase: address.siteBase, inPath: address.pathLanguage !== null };
}
