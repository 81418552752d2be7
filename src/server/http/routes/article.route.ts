import { ARTICLE_SLUG_PATTERN } from '../../../core/site/article-pages';
import { MEMBER_SITE_PAGE_ROUTE } from '../../../core/speed/speed-beacon';
import { renderArticlePage } from '../../../public-site/render/render-article-page';
import { pageLanguages } from '../page-response';
import type { SiteRoute } from '../route-context';
import { visitOf } from './visit-of';

/** GET <site>/articles/<slug>: one article's own page, for whoever may read it. */
export const articleRoute: SiteRoute = async (request, address, ctx, [slug = '']) => {
  if (!ARTICLE_SLUG_PATTERN.test(slug)) return ctx.pages.notFound();
  const outcome = await ctx.useCases.showArticlePage.execute(visitOf(request, address), slug);
  if (outcome.kind === 'not-found') return ctx.pages.notFound(outcome.cache);
  const { page, article } = outcome;
  const speed = ctx.pages.speedTag(MEMBER_SITE_PAGE_ROUTE);
  const portal = page.portalOpen ? { href: `${address.basePath}/portal`, signedIn: page.person !== null && page.person.customer !== null } : undefined;
  const rendered = renderArticlePage(page.model, article, { basePath: address.basePath, countViews: true, speed, languages: pageLanguages(address), portal });
  return ctx.pages.page(page.model, rendered, 200, page.cache, speed !== undefined ? 'speed' : 'none', address, page.portalOpen);
};
