import { articlePages, articleUrl } from '../../core/site/article-pages';
import { canonicalSiteUrl } from '../../core/site/local-business-json-ld';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { escapeHtml as e } from './html-escape';

/**
 * The site's pages for search engines (sitemaps.org): the home page and each article, on the
 * site's own domain. Null when the site has no domain to give addresses on.
 */
export function sitemapXml(model: PublicSiteModel): string | null {
  const home = canonicalSiteUrl(model);
  if (home === '') return null;
  const urls = [`<url><loc>${e(home)}</loc></url>`, ...articlePages(model).map((page) => `<url><loc>${e(articleUrl(model, page.slug))}</loc><lastmod>${e(page.article.date)}</lastmod></url>`)];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** Every page may be crawled but the posting addresses; the sitemap is named when there is one. */
export function robotsTxt(model: PublicSiteModel): string {
  const home = canonicalSiteUrl(model);
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /view', 'Disallow: /contact', 'Disallow: /forms/'];
  if (home !== '') lines.push(`Sitemap: ${home}sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
