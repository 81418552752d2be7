import { inject, injectable } from 'inversify';
import { isTappedActionKind } from '../../core/analytics/customer-actions';
import { SITE_RESULTS, type SiteResultsPort } from '../../ports/site-results.port';
import type { SiteBeacon } from './site-beacon';
import { SiteBeacons } from './site-beacon';
import { SiteViews } from './site-views';

/** What became of a tap's beacon: the answer is the same whether or not it counted. */
export type ActionBeaconOutcome = 'accepted' | 'not-found' | 'bad-action';

/**
 * A visitor's tap on a customer action (call, WhatsApp, e-mail, directions) of a shown site:
 * once per visitor, site and action an hour, with a cap per address, per day and per language
 * of the page.
 */
@injectable()
export class CountSiteActionUseCase {
  constructor(
    @inject(SiteViews) private readonly views: SiteViews,
    @inject(SITE_RESULTS) private readonly results: SiteResultsPort,
    @inject(SiteBeacons) private readonly beacons: SiteBeacons,
  ) {}

  async execute(username: string, kind: string | undefined, beacon: SiteBeacon): Promise<ActionBeaconOutcome> {
    if (!isTappedActionKind(kind)) return 'bad-action';
    const site = await this.views.shownSite(username);
    if (site === null) return 'not-found';
    const keys = this.beacons.keysOf(site, beacon);
    if (keys !== null) await this.results.recordAction(site.memberId, { ...keys, kind, at: this.views.now() });
    return 'accepted';
  }
}
