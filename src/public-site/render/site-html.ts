import type { PublicSiteModel } from '../../core/site/public-site-model';
import type { RichText, RichTextRun } from '../../core/site/rich-text';
import { objectPositionOf } from '../../core/site/focal-point';
import { srcsetOf, withoutWidths } from '../../core/site/image-widths';
import { SITE_LANGUAGES, languageSegment, otherLanguage, sitePageUrl } from '../../core/site/site-languages';
import { escapeHtml as e, scriptJson } from './html-escape';
import type { SiteStrings } from './site-strings';
import { siteStyles } from './site-styles';

/*
 * What every page of a member's site shares: escaping helpers, rich text, dates, and the document
 * around a page's main content (head, header, footer, scripts).
 */

export interface SpeedBeaconTag {
  readonly src: string;
  readonly endpoint: string;
  /** The route pattern the page is filed under, e.g. '/s/:site'. */
  readonly route: string;
  readonly rate: number;
}

/**
 * Inline code that adds the speed beacon's script once the page has loaded. A script tag in the
 * markup, even async, is fetched while the page loads and so stands on the way to its largest
 * paint; added after the load event it cannot, and web-vitals still reads the paints it missed
 * (buffered entries). Its data attributes say where to report, under which route and at which rate.
 */
export function speedLoaderScript(speed: SpeedBeaconTag): string {
  const data = { endpoint: speed.endpoint, route: speed.route, rate: String(speed.rate) };
  return (
    `(function(){var d=${scriptJson(data)};function l(){var s=document.createElement("script");s.src=${scriptJson(speed.src)};s.async=true;` +
    'for(var k in d)s.dataset[k]=d[k];document.body.appendChild(s)}' +
    'function w(){setTimeout(l,0)}if(document.readyState==="complete")w();else addEventListener("load",w)})();'
  );
}

export interface RenderedPage {
  readonly html: string;
  /** The text of the page's one inline script (for a CSP hash), or null when there is none. */
  readonly inlineScript: string | null;
}

export type Html = string;

/** How wide a picture shows, for the browser to choose among its stored widths (see image-widths.ts). */
export const PICTURE_SIZES = {
  full: '100vw',
  grid: '(max-width:400px) 100vw,(max-width:800px) 50vw,280px',
  card: '(max-width:600px) 100vw,360px',
  half: '(max-width:800px) 100vw,50vw',
  page: '(max-width:1100px) 100vw,1100px',
  portrait: '132px',
  logo: '160px',
} as const;

export type PictureSize = keyof typeof PICTURE_SIZES;

/**
 * A picture; one stored in several widths comes with its srcset, so a phone fetches a narrow copy,
 * and one with a focal point is cut around it wherever a shape cuts it (focal-point.ts).
 */
export function img(image: { url: string; alt: string }, attrs = 'loading="lazy" decoding="async"', size: PictureSize = 'full'): Html {
  const srcset = srcsetOf(image.url);
  const widths = srcset === null ? '' : ` srcset="${e(srcset)}" sizes="${PICTURE_SIZES[size]}"`;
  const position = objectPositionOf(image.url);
  const style = position === null ? '' : ` style="object-position:${position}"`;
  return `<img src="${e(withoutWidths(image.url))}"${widths}${style} alt="${e(image.alt)}" ${attrs}>`;
}

function runHtml(run: RichTextRun): Html {
  let html = e(run.text);
  if (run.bold === true) html = `<strong>${html}</strong>`;
  if (run.italic === true) html = `<em>${html}</em>`;
  if (run.href !== undefined) html = `<a href="${e(run.href)}" rel="nofollow ugc noopener">${html}</a>`;
  return html;
}

/** Only these tags can come out of rich text; every run is escaped text. */
export function richTextHtml(doc: RichText): Html {
  return doc.blocks
    .map((block) => {
      if ('items' in block) {
        const tag = block.type === 'numberedList' ? 'ol' : 'ul';
        return `<${tag}>${block.items.map((item) => `<li>${item.runs.map(runHtml).join('')}</li>`).join('')}</${tag}>`;
      }
      const tag = block.type === 'heading2' ? 'h3' : block.type === 'heading3' ? 'h4' : 'p';
      return `<${tag}>${block.runs.map(runHtml).join('')}</${tag}>`;
    })
    .join('');
}

export function utcDate(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00Z`);
}

export function formatDate(date: string, s: SiteStrings): string {
  return new Intl.DateTimeFormat(s.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDate(date));
}

export function formatTime(time: string, s: SiteStrings): string {
  return new Intl.DateTimeFormat(s.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(utcDate('2000-01-01', time));
}

export function absoluteImage(url: string, canonical: string): string {
  if (url.startsWith('https://') || url.startsWith('http://')) return url;
  return canonical !== '' && url.startsWith('/') ? new URL(url, canonical).href : '';
}


/** What one page of the site puts in the shared document. */
export interface SitePageParts {
  readonly title: string;
  readonly description: string;
  /** This page's absolute address; '' when the site has no domain yet. */
  readonly canonical: string;
  readonly ogType: 'website' | 'article';
  readonly jsonLd: unknown;
  /** Where the name in the header leads: the top of the home page, or the home page. */
  readonly homeHref: string;
  /** The header's links, already built; '' for none. */
  readonly nav: Html;
  readonly main: Html;
  /** The page's one inline script, or null. */
  readonly script: string | null;
  /** The path of this page under the site: '' for the home page, '/articles/<slug>'. */
  readonly page: string;
  readonly languages?: PageLanguages;
  /** The link to the customers' portal in the header (Elite sites); none otherwise. */
  readonly portal?: PortalLink;
}

/** Where the site's customers' portal is, and whether the visitor is signed in to it. */
export interface PortalLink {
  readonly href: string;
  readonly signedIn: boolean;
}

function portalLinkHtml(link: PortalLink | undefined, s: SiteStrings): Html {
  if (link === undefined) return '';
  return `<a class="acct" href="${e(link.href)}">${e(link.signedIn ? s.portal.myAccount : s.portal.link)}</a>`;
}

/** Where the site's pages live in each language (src/core/site/site-languages.ts). */
export interface PageLanguages {
  /** The site's base path without a language: '' on its own domain, '/s/<username>'. */
  readonly siteBase: string;
  /** Whether this page's address names its language (/es/…), or follows the browser's. */
  readonly inPath: boolean;
}

/** The page's address for search engines, its alternates in each language, and the switch to the other. */
function languageParts(model: PublicSiteModel, s: SiteStrings, parts: SitePageParts): { canonical: string; head: Html; toggle: Html } {
  const { languages, page } = parts;
  if (languages === undefined) return { canonical: parts.canonical, head: '', toggle: '' };
  const canonical = languages.inPath ? sitePageUrl(model, model.language, page) : parts.canonical;
  const alternates = canonical === ''
    ? ''
    : [...SITE_LANGUAGES.map((l) => `<link rel="alternate" hreflang="${languageSegment(l)}" href="${e(sitePageUrl(model, l, page))}">`), `<link rel="alternate" hreflang="x-default" href="${e(sitePageUrl(model, null, page))}">`].join('');
  const other = languageSegment(otherLanguage(model.language));
  const toggle = `<a class="lang" href="${e(`${languages.siteBase}/${other}${page}`)}" hreflang="${other}" lang="${other}">${e(s.otherLanguage)}</a>`;
  return { canonical, head: alternates, toggle };
}

/** One complete HTML document of the member's site, in the site's language. */
export function siteDocument(model: PublicSiteModel, s: SiteStrings, parts: SitePageParts): Html {
  const lang = model.language === 'ES' ? 'es' : 'en';
  const { canonical, head, toggle } = languageParts(model, s, parts);
  const ogImage = absoluteImage(model.coverPicture, canonical);
  // Always an icon, so browsers never ask for a /favicon.ico the product does not have.
  const icon = `<link rel="icon" href="${e(model.favicon)}">`;
  const logo = model.picture !== '' ? img({ url: model.picture, alt: '' }, 'decoding="async"') : '';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${e(parts.title)}</title><meta name="description" content="${e(parts.description)}">` +
    (canonical !== '' ? `<link rel="canonical" href="${e(canonical)}"><meta property="og:url" content="${e(canonical)}">` : '') +
    head +
    `<meta property="og:type" content="${parts.ogType}"><meta property="og:title" content="${e(parts.title)}"><meta property="og:description" content="${e(parts.description)}">` +
    `<meta property="og:locale" content="${lang === 'es' ? 'es_MX' : 'en_US'}">` +
    (ogImage !== '' ? `<meta property="og:image" content="${e(ogImage)}"><meta name="twitter:card" content="summary_large_image">` : '') +
    `<meta name="theme-color" content="${e(model.themeColor)}">${icon}` +
    `<style>${siteStyles(model.themeColor, model.font, model.coverTemplate)}</style>` +
    `<script type="application/ld+json">${scriptJson(parts.jsonLd)}</script></head>` +
    `<body><a class="skip" href="#main">${e(s.skipToContent)}</a>` +
    `<header${parts.portal !== undefined ? ' class="pl"' : ''}><div class="w"><a class="brand" href="${e(parts.homeHref)}">${logo}<span>${e(model.publicName)}</span></a>` +
    (parts.nav !== '' ? `<nav aria-label="${e(s.menu)}"><ul>${parts.nav}</ul></nav>` : '') +
    `${portalLinkHtml(parts.portal, s)}${toggle}</div></header><main id="main">${parts.main}</main>` +
    `<footer><div class="w">© ${e(model.businessName || model.publicName)}</div></footer>` +
    (parts.script !== null ? `<script>${parts.script}</script>` : '') +
    '</body></html>'
  );
}
