import { articlePages, articlePath } from '../../core/site/article-pages';
import { canonicalSiteUrl } from '../../core/site/local-business-json-ld';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { SITE_LANGUAGES, languageSegment, sitePageUrl } from '../../core/site/site-languages';
import { escapeHtml as e } from './html-escape';

/** A page at each of its addresses (the browser's language, English, Spanish), each naming the others. */
function pageEntries(model: PublicSiteModel, page: string, lastmod: string | null): string {
  const alternates = [
    ...SITE_LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${languageSegment(l)}" href="${e(sitePageUrl(model, l, page))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${e(sitePageUrl(model, null, page))}"/>`,
  ].join('');
  const modified = lastmod === null ? '' : `<lastmod>${e(lastmod)}</lastmod>`;
  return [null, ...SITE_LANGUAGES].map((l) => `<url><loc>${e(sitePageUrl(model, l, page))}</loc>${modified}${alternates}</url>`).join('');
}

/**
 * The site's pages for search engines (sitemaps.org, with hreflang alternates): the home page and
 * each article, in both languages, on the site's own domain. Null when the site has no domain.
 */
export function sitemapXml(model: PublicSiteModel): string | null {
  if (canonicalSiteUrl(model) === '') return null;
  const urls = [pageEntries(model, '', null), ...articlePages(model).map((page) => pageEntries(model, articlePath(page.slug), page.article.date))];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

/** Every page may be crawled but the posting addresses; the sitemap is named when there is one. */
export function robotsTxt(model: PublicSiteModel): string {
  const home = canonicalSiteUrl(model);
  const posting = ['/view', '/contact', '/forms/'];
  const lines = ['User-agent: *', 'Allow: /', ...['', ...SITE_LANGUAGES.map((l) => `/${languageSegment(l)}`)].flatMap((prefix) => posting.map((path) => `Disallow: ${prefix}${path}`))];
  if (home !== '') lines.push(`Sitemap: ${home}sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
