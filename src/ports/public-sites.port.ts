import type { SitePlanFacts } from '../core/site/site-tier';
import type { NewFormSubmission } from '../core/forms/form-submission';
import type { PublicMemberFields } from '../core/site/public-projection';
import type { SiteContent } from '../core/site/site-content';
import type { SiteVisibility } from '../core/site/site-visibility';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export type { SitePlanFacts };

export interface PublishedSite {
  readonly memberId: string;
  /** Public fields only (publicSites/{username}); never the member record itself. */
  readonly member: PublicMemberFields;
  readonly plan: SitePlanFacts;
  /**
   * The facts that decide whether the site is shown (isSiteShown in the core): published only
   * when both the projection and the record say so; suspended when either does.
   */
  readonly visibility: SiteVisibility;
}

/** A site with its content, read together to answer a page. */
export interface PublishedPage extends PublishedSite {
  readonly content: SiteContent;
}

/** What the public site server reads and writes; the server side, not visitors' browsers. */
export interface PublicSitesPort {
  /**
   * The site at publicSites/{username} with its visibility facts, or null when unknown (or when
   * the record no longer holds that address). Whether to show it is the caller's core rule.
   */
  findPublishedSite(username: string): Promise<PublishedSite | null>;
  /**
   * findPublishedSite with the site's content (readSiteContent), which it reads alongside the
   * member and plan facts instead of after them: one round trip fewer for every page served.
   */
  findPublishedPage(username: string): Promise<PublishedPage | null>;
  /**
   * The member publicSites/{username} names, from that document alone (not checked against the
   * record: findPublishedPageOf does that), or null. For a page that reads the member's own data
   * beside the site instead of after it.
   */
  memberIdAt(username: string): Promise<string | null>;
  /**
   * findPublishedPage when memberIdAt has named the member: the projection is read again beside
   * the record and the content, and the page is null unless it still names that member.
   */
  findPublishedPageOf(username: string, memberId: string): Promise<PublishedPage | null>;
  /** vMember/{id}/site/*, normalised: only known sections, fields and valid values. */
  readSiteContent(memberId: string): Promise<SiteContent>;
  /** Stores a visitor's message at vMember/{id}/forms/{new id}. */
  saveFormSubmission(memberId: string, submission: NewFormSubmission): Promise<void>;
}

export const PUBLIC_SITES: PortToken<PublicSitesPort> = portToken<PublicSitesPort>('PublicSitesPort');
