import type { SiteLanguage } from '../member/member-record';
import { canonicalSiteUrl } from './local-business-json-ld';

/*
 * Every member's site answers in both languages: at its plain address in the language the
 * visitor's browser asks for (else the member's), and at /en/… and /es/… in that language
 * whatever the browser says, which is where the language switch and search engines lead.
 */

export const SITE_LANGUAGES: readonly SiteLanguage[] = ['EN', 'ES'];

const SEGMENT: Readonly<Record<SiteLanguage, string>> = { EN: 'en', ES: 'es' };

/** The path segment of a language: 'en' or 'es'. */
export function languageSegment(language: SiteLanguage): string {
  return SEGMENT[language];
}

export function languageOfSegment(segment: string): SiteLanguage | null {
  return segment === 'en' ? 'EN' : segment === 'es' ? 'ES' : null;
}

export function otherLanguage(language: SiteLanguage): SiteLanguage {
  return language === 'ES' ? 'EN' : 'ES';
}

const RANGE = /^\s*([a-z]{1,8}|\*)(?:-[a-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([01](?:\.\d{0,3})?))?\s*$/i;

/**
 * The language an Accept-Language header prefers among the site's two (RFC 9110 ranges and
 * weights, the first listed winning a tie), or `fallback` when it names neither. A header
 * past any real browser's length is read as none.
 */
export function preferredSiteLanguage(header: string | undefined, fallback: SiteLanguage): SiteLanguage {
  if (header === undefined || header.length > 512) return fallback;
  let best: { language: SiteLanguage; weight: number } | null = null;
  for (const part of header.split(',')) {
    const match = RANGE.exec(part);
    if (match === null) continue;
    const weight = match[2] === undefined ? 1 : Number(match[2]);
    const language = match[1] === '*' ? fallback : languageOfSegment(match[1]!.toLowerCase());
    if (language === null || weight <= 0) continue;
    if (best === null || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? fallback;
}

/**
 * A page's absolute address in `language` (null: the plain address, whose language follows the
 * browser). `page` is the path under the site, '' for the home page. '' when the site has no domain.
 */
export function sitePageUrl(model: Parameters<typeof canonicalSiteUrl>[0], language: SiteLanguage | null, page: string): string {
  const home = canonicalSiteUrl(model);
  if (home === '') return '';
  const path = `${language === null ? '' : `${SEGMENT[language]}/`}${page.replace(/^\//, '')}`;
  return `${home}${path}`;
}
