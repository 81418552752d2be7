/** Where a visitor came from, as a member reads it. */
export const VISIT_SOURCES = ['search', 'maps', 'social', 'qr', 'direct', 'other'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

// The query parameter a link can carry to name its own source (the Share page's QR code: `?src=qr`).
export { QR_SOURCE_VALUE, SOURCE_PARAM, qrCodeUrl } from './qr-source';
/** A referring site's name is kept to this length, so a crafted referrer cannot grow a document. */
export const REFERRER_HOST_MAX = 80;

export function isVisitSource(value: unknown): value is VisitSource {
  return typeof value === 'string' && (VISIT_SOURCES as readonly string[]).includes(value);
}

/** `src` values links may carry; anything else is ignored and the referrer decides. */
const TAGGED_SOURCES: Readonly<Record<string, VisitSource>> = {
  qr: 'qr',
  maps: 'maps',
  gbp: 'maps',
  google: 'search',
  search: 'search',
  social: 'social',
  facebook: 'social',
  instagram: 'social',
};

const MAPS_HOSTS = /^(maps\.google\.[a-z.]+|maps\.apple\.com|maps\.app\.goo\.gl|waze\.com|www\.waze\.com)$/;
const SEARCH_HOSTS = /^(www\.)?(google|bing|duckduckgo|yahoo|search\.yahoo|yandex|baidu|ecosia|search\.brave|startpage)\.[a-z.]+$/;
const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|l\.instagram\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|tiktok\.com|youtube\.com|pinterest\.com|reddit\.com|whatsapp\.com|wa\.me|threads\.net|nextdoor\.com)$/;

/**
 * The host of a referrer, lower-case and without a leading "www.", or null when the referrer is
 * not an http(s) address or is too long to be a site's name.
 */
export function referrerHostOf(referrer: string | null | undefined): string | null {
  if (referrer == null || referrer === '' || referrer.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host.length > REFERRER_HOST_MAX || !/^[a-z0-9.-]+$/.test(host)) return null;
  return host;
}

/** A Google address with /maps in its path is Maps, not Search. */
function isMapsReferrer(host: string, referrer: string): boolean {
  if (MAPS_HOSTS.test(host)) return true;
  if (!/^(www\.)?google\.[a-z.]+$/.test(host)) return false;
  try {
    return new URL(referrer).pathname.startsWith('/maps');
  } catch {
    return false;
  }
}

export interface SourceFacts {
  /** document.referrer as the page saw it. */
  readonly referrer?: string | null;
  /** The page address's `src` parameter. */
  readonly tag?: string | null;
  /** The host the site is served on: a referrer from the site itself is no source. */
  readonly siteHost?: string | null;
}

/**
 * The visitor's source: a known `src` tag first (a QR scan has no referrer at all), else the
 * referrer's kind of site, else direct (typed, bookmarked, or an app that sends no referrer).
 */
export function classifySource({ referrer, tag, siteHost }: SourceFacts): VisitSource {
  const tagKey = tag == null ? '' : tag.trim().toLowerCase();
  // hasOwn: a tag such as "__proto__" must not reach the object's prototype.
  if (Object.hasOwn(TAGGED_SOURCES, tagKey)) return TAGGED_SOURCES[tagKey] ?? 'direct';
  const host = referrerHostOf(referrer);
  if (host === null) return 'direct';
  const own = siteHost == null ? null : siteHost.toLowerCase().replace(/:\d+$/, '');
  if (own !== null && host === own) return 'direct';
  if (isMapsReferrer(host, referrer ?? '')) return 'maps';
  if (SEARCH_HOSTS.test(host)) return 'search';
  if (SOCIAL_HOSTS.test(host)) return 'social';
  return 'other';
}

/** The referring site a member sees in "top referring sites": other sites only, without "www.". */
export function referringSiteOf(facts: SourceFacts): string | null {
  const source = classifySource(facts);
  if (source === 'direct' || source === 'qr') return null;
  const host = referrerHostOf(facts.referrer);
  return host === null ? null : host.replace(/^www\./, '');
}
