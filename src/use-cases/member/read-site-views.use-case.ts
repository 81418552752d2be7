import { inject, injectable } from 'inversify';
import type { SiteViews } from '../../core/analytics/site-views';
import { SITE_ANALYTICS, type SiteAnalyticsPort } from '../../ports/site-analytics.port';

/** How often the member's public site was seen, for the My Web page's card. */
@injectable()
export class ReadSiteViewsUseCase {
  constructor(@inject(SITE_ANALYTICS) private readonly siteAnalytics: SiteAnalyticsPort) {}

  execute(memberId: string): Promise<SiteViews> {
    return this.siteAnalytics.readViews(memberId);
  }
}
