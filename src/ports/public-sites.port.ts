import type { MemberRecord } from '../core/member/member-record';
import type { Subscription } from '../core/plans/subscription';
import type { FormSubmission } from '../core/site/contact-form';
import type { PublicMemberFields } from '../core/site/public-projection';
import type { SiteContent } from '../core/site/site-content';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** The stored facts a site's plan is computed from; the caller applies the core's effectivePlan. */
export interface SitePlanFacts {
  readonly member: Pick<MemberRecord, 'id' | 'activeUntil' | 'admin' | 'fullAccess'>;
  readonly subscriptions: readonly Subscription[];
}

export interface PublishedSite {
  readonly memberId: string;
  /** Public fields only (publicSites/{username}); never the member record itself. */
  readonly member: PublicMemberFields;
  readonly plan: SitePlanFacts;
}

/** What the public site server reads and writes; the server side, not visitors' browsers. */
export interface PublicSitesPort {
  /**
   * The site at publicSites/{username}, or null when there is no such projection, it is not
   * published, or the member record does not say published under the same username.
   */
  findPublishedSite(username: string): Promise<PublishedSite | null>;
  /** vMember/{id}/site/*, normalised: only known sections, fields and valid values. */
  readSiteContent(memberId: string): Promise<SiteContent>;
  /** Stores a visitor's message at vMember/{id}/forms/{new id}. */
  saveFormSubmission(memberId: string, submission: FormSubmission): Promise<void>;
}

export const PUBLIC_SITES: PortToken<PublicSitesPort> = portToken<PublicSitesPort>('PublicSitesPort');
