import { inject, injectable } from 'inversify';
import { DIGEST, type DigestPort } from '../../ports/digest.port';
import { SITE_ANALYTICS, type SiteAnalyticsPort } from '../../ports/site-analytics.port';
import { SiteViews } from './site-views';
import { visitorKey } from './visitor-key';

/**
 * A page view of a shown site. The server is the only counter: one view per visitor address and
 * site per hour (the spec's throttle, kept in Firestore so every instance agrees), on the
 * America/Chicago day the view arrives. False when the site is not shown.
 */
@injectable()
export class CountSiteViewUseCase {
  constructor(
    @inject(SiteViews) private readonly views: SiteViews,
    @inject(SITE_ANALYTICS) private readonly analytics: SiteAnalyticsPort,
    @inject(DIGEST) private readonly digest: DigestPort,
  ) {}

  async execute(username: string, clientAddress: string): Promise<boolean> {
    const site = await this.views.shownSite(username);
    if (site === null) return false;
    await this.analytics.recordVisitorView(site.memberId, visitorKey(this.digest, site.memberId, clientAddress, 'sitio-view'), this.views.now());
    return true;
  }
}
