import { PAGE_CACHE } from '../../../core/site/page-cache';
import { robotsTxt, sitemapXml } from '../../../public-site/render/render-sitemap';
import type { SiteRoute } from '../route-context';

/** GET <site>/robots.txt and <site>/sitemap.xml: what search engines read of a site. */
export const siteIndexRoute: SiteRoute = async (_request, address, ctx, [file]) => {
  const found = await ctx.useCases.showSiteIndex.execute(address.username);
  if (found === null) return ctx.pages.notFound();
  const robots = file === 'robots.txt';
  const body = robots ? robotsTxt(found.model) : sitemapXml(found.model);
  if (body === null) return ctx.pages.notFound();
  return { status: 200, headers: { 'Content-Type': robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE, 'X-Content-Type-Options': 'nosniff' }, body };
};
