import { canUseBookings } from '../../core/bookings/booking-plan';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { inject, injectable } from 'inversify';
import { isPersonal } from '../../core/portal/audience';
import { viewerOf } from '../../core/portal/portal-forms';
import { findArticlePage, type ArticlePage } from '../../core/site/article-pages';
import { PAGE_CACHE, PERSONAL_CACHE, notFoundCache, viewerPageCache } from '../../core/site/page-cache';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { publicSiteModel } from '../../core/site/public-site-model';
import type { PublishedSite } from '../../ports/public-sites.port';
import type { SiteView, SiteVisit } from './site-views';
import { SiteViews } from './site-views';

/** A page of a site with the cache it may have. */
export interface ShownPage extends SiteView {
  /** The page's Cache-Control: the core's policy for this viewer and moment. */
  readonly cache: string;
  /** Whether the site takes bookings (its plan has them and the owner switched them on): the page shows a Book button. */
  readonly bookable?: boolean;
}

/**
 * A site's home page as one visitor sees it, or null when the site is not shown. `thanked` is
 * the variant for the one visitor who just sent a form: never cached for others.
 */
@injectable()
export class ShowSitePageUseCase {
  constructor(
    @inject(SiteViews) private readonly views: SiteViews,
    @inject(BOOKINGS_PORT) private readonly bookings: BookingsPort,
  ) {}

  async execute(visit: SiteVisit, { thanked = false }: { readonly thanked?: boolean } = {}): Promise<ShownPage | null> {
    const view = await this.views.view(visit);
    if (view === null) return null;
    // Below Professional the settings are not even read: the page has no Book button.
    const settings = canUseBookings(view.tier) ? await this.bookings.readSettings(view.site.memberId) : null;
    const bookable = settings !== null && settings.enabled && settings.services.length > 0;
    return { ...view, bookable, cache: viewerPageCache(view.model, viewerOf(view.person?.customer ?? null), view.now, thanked) };
  }
}

export type ArticleOutcome =
  | { readonly kind: 'article'; readonly page: ShownPage; readonly article: ArticlePage }
  | { readonly kind: 'not-found'; readonly cache: string };

/**
 * One article's own page. An article the plan, the layout or its audience hides has no page,
 * like a section it hides; where customers may be signed in, that answer is for this viewer only.
 */
@injectable()
export class ShowArticlePageUseCase {
  constructor(@inject(SiteViews) private readonly views: SiteViews) {}

  async execute(visit: SiteVisit, slug: string): Promise<ArticleOutcome> {
    const view = await this.views.view(visit);
    if (view === null) return { kind: 'not-found', cache: notFoundCache(false) };
    const article = findArticlePage(view.model, slug);
    if (article === null) return { kind: 'not-found', cache: notFoundCache(view.portalOpen) };
    // An article has no "open now" line: the plain page lifetime.
    return { kind: 'article', page: { ...view, cache: isPersonal(viewerOf(view.person?.customer ?? null)) ? PERSONAL_CACHE : PAGE_CACHE }, article };
  }
}

/** What search engines read of a site (robots.txt, sitemap.xml): the site as any visitor sees it, in its own language. */
@injectable()
export class ShowSiteIndexUseCase {
  constructor(@inject(SiteViews) private readonly views: SiteViews) {}

  async execute(username: string): Promise<{ readonly site: PublishedSite; readonly model: PublicSiteModel } | null> {
    const site = await this.views.shownPage(username);
    if (site === null) return null;
    return { site, model: publicSiteModel(site.member, site.content, this.views.tierOf(site)) };
  }
}
