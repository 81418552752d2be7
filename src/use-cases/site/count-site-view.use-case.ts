import { inject, injectable } from 'inversify';
import { pagePathOf } from '../../core/analytics/visitor-count-rule';
import { classifySource, referringSiteOf } from '../../core/analytics/visit-sources';
import { SITE_RESULTS, type SiteResultsPort } from '../../ports/site-results.port';
import type { SiteBeacon } from './site-beacon';
import { SiteBeacons } from './site-beacon';
import { SiteViews } from './site-views';

/**
 * A page view of a shown site. The server is the only counter: one view per visitor and site per
 * hour (the spec's throttle, per device, with a cap per address; kept in Firestore so every
 * instance agrees), on the America/Chicago day the view arrives, with where the visitor came
 * from. False when the site is not shown.
 */
@injectable()
export class CountSiteViewUseCase {
  constructor(
    @inject(SiteViews) private readonly views: SiteViews,
    @inject(SITE_RESULTS) private readonly results: SiteResultsPort,
    @inject(SiteBeacons) private readonly beacons: SiteBeacons,
  ) {}

  async execute(username: string, beacon: SiteBeacon): Promise<boolean> {
    const site = await this.views.shownSite(username);
    if (site === null) return false;
    const keys = this.beacons.keysOf(site, beacon);
    if (keys === null) return true;
    const facts = { referrer: beacon.referrer ?? null, tag: beacon.tag ?? null, siteHost: beacon.host ?? null };
    await this.results.recordVisit(site.memberId, {
      ...keys,
      at: this.views.now(),
      source: classifySource(facts),
      referrer: referringSiteOf(facts),
      page: pagePathOf(beacon.page),
    });
    return true;
  }
}
