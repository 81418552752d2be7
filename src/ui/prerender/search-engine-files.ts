import { PRIVATE_PATHS } from '../../core/dashboard/app-routes.ts';
import { alternatesOf, type PrerenderedPage } from './prerendered-pages.ts';

/** Written at the root of the build, beside the pages. */
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The marketing site's pages for search engines (sitemaps.org): every prerendered page in each
 * language, each with its alternates in both and x-default (English), all absolute on `origin`.
 */
export function sitemapXml(pages: readonly PrerenderedPage[], origin: string): string {
  const url = (path: string) => xml(`${origin}${path}`);
  const entries = pages.map((page) => {
    const { en, es } = alternatesOf(page);
    return [
      `<url><loc>${url(page.path)}</loc>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${url(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${url(es)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(en)}"/>`,
      '</url>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The app's robots.txt: the screens behind sign-in are closed to crawlers (nothing there is
 * public, and each would only show sign-in); everything else, members' sites under /s/
 * included, stays open. It names the sitemap by its absolute address, as the format requires.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/${SITEMAP_FILE}`, ''].join('\n');
}
