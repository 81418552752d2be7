import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import type { SiteLanguage } from '../../core/member/member-record';
import type { PlanTier } from '../../core/plans/plan-level';
import { canUseUsersPortal } from '../../core/plans/plan-gates';
import { viewerOf } from '../../core/portal/portal-forms';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { publicSiteModel, siteLanguageOf } from '../../core/site/public-site-model';
import { preferredSiteLanguage } from '../../core/site/site-languages';
import { siteTier } from '../../core/site/site-tier';
import { isSiteOpenToOwner, isSiteShown } from '../../core/site/site-visibility';
import type { EpochMs } from '../../core/time/time';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { PUBLIC_SITES, type PublicSitesPort, type PublishedPage, type PublishedSite } from '../../ports/public-sites.port';
import type { SignedIn } from '../portal/customer-sessions';
import { CustomerSessions } from '../portal/customer-sessions';

/** A request for a page of a member's site, as far as the site needs to know it. */
export interface SiteVisit {
  readonly username: string;
  /** The language the address names (/en, /es), or null when it follows the browser's. */
  readonly pathLanguage: SiteLanguage | null;
  /** The Accept-Language header. */
  readonly acceptLanguage?: string;
  /** The customer's portal session (the `__session` cookie's value), or null. */
  readonly session: string | null;
}

/** A site as one visitor sees it now. */
export interface SiteView {
  readonly site: PublishedPage;
  readonly tier: PlanTier;
  /** The visitor's language: the address's, else the browser's choice between the two, else the site's. */
  readonly language: SiteLanguage;
  /** Whether the site's customer area is open: an Elite site on a server that has customers' accounts. */
  readonly portalOpen: boolean;
  readonly person: SignedIn | null;
  /** The site in the visitor's language, with what they may see of it. */
  readonly model: PublicSiteModel;
  readonly now: EpochMs;
}

/**
 * The steps every site page shares: the site if visitors may see it (the core's rule), its plan
 * by the dashboard's rule on the deployment's configuration, the visitor's language and who is
 * signed in. Use cases compose it; it is no use case of its own.
 */
@injectable()
export class SiteViews {
  constructor(
    @inject(PUBLIC_SITES) private readonly sites: PublicSitesPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(CustomerSessions) readonly sessions: CustomerSessions,
  ) {}

  now(): EpochMs {
    return this.clock.now();
  }

  tierOf(site: PublishedSite): PlanTier {
    return siteTier(site.plan, this.config, this.clock.now());
  }

  portalOpen(site: PublishedSite): boolean {
    return this.sessions.available && canUseUsersPortal(this.tierOf(site));
  }

  /** A site visitors may see (known, published, not taken down), without its content. */
  async shownSite(username: string): Promise<PublishedSite | null> {
    const site = await this.sites.findPublishedSite(username);
    return site !== null && isSiteShown(site.visibility) ? site : null;
  }

  /**
   * shownSite with the site's content, for the pages that render it; `memberId` from memberIdAt
   * saves a round trip. `forOwner`: what the address serves its owner alone, which an unpublished
   * site still answers (isSiteOpenToOwner).
   */
  async shownPage(username: string, memberId?: string, { forOwner = false }: { readonly forOwner?: boolean } = {}): Promise<PublishedPage | null> {
    const site = memberId === undefined ? await this.sites.findPublishedPage(username) : await this.sites.findPublishedPageOf(username, memberId);
    if (site === null) return null;
    return (forOwner ? isSiteOpenToOwner(site.visibility) : isSiteShown(site.visibility)) ? site : null;
  }

  /**
   * The member an address names, before anything else is read: a page that needs the member's
   * own data reads it beside the view (`view`'s `memberId`) instead of after it. Not a sign the
   * site is shown; the view decides that.
   */
  memberIdAt(username: string): Promise<string | null> {
    return this.sites.memberIdAt(username);
  }

  languageOf(site: PublishedSite, visit: SiteVisit): SiteLanguage {
    return visit.pathLanguage ?? preferredSiteLanguage(visit.acceptLanguage, siteLanguageOf(site.member));
  }

  /**
   * The site as `visit` sees it, or null when it is not shown. `asVisitor` skips the customer's
   * session: the frame of the portal's own pages, which read it themselves. `memberId`, from
   * memberIdAt, lets the site be read in one round trip. `forOwner`: see shownPage.
   */
  async view(visit: SiteVisit, { asVisitor = false, memberId, forOwner = false }: { readonly asVisitor?: boolean; readonly memberId?: string; readonly forOwner?: boolean } = {}): Promise<SiteView | null> {
    const site = await this.shownPage(visit.username, memberId, { forOwner });
    if (site === null) return null;
    const portalOpen = this.portalOpen(site);
    const person = portalOpen && !asVisitor ? await this.sessions.signedInOrVisitor(site.memberId, visit.session) : null;
    const tier = this.tierOf(site);
    const language = this.languageOf(site, visit);
    const model = publicSiteModel(site.member, site.content, tier, language, viewerOf(person?.customer ?? null));
    return { site, tier, language, portalOpen, person, model, now: this.clock.now() };
  }
}
