import type { Announcement, Invitation, PortalSettings, SiteCustomer } from '../core/portal/customer';
import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * What the site server reads and writes for a business's Users Portal (Admin SDK in
 * production): customers' relation to the business, the sign-up policy, invitations and
 * announcements. Browsers never call it.
 */
export interface PortalDirectoryPort {
  findCustomer(ownerId: string, uid: string): Promise<SiteCustomer | null>;
  settings(ownerId: string): Promise<PortalSettings>;
  /** The invitation with that id, or null (unknown or removed). Expiry is the caller's rule. */
  findInvitation(ownerId: string, invitationId: string): Promise<Invitation | null>;
  /**
   * Makes `customer` a customer of the business, once: in one transaction it creates
   * vMember/{ownerId}/siteUsers/{uid} unless it exists, writes the person's own profile
   * customers/{uid} ({name, email}, merged), and deletes the used invitation. Returns the stored
   * customer (the existing one when they were already a customer).
   */
  admitCustomer(ownerId: string, customer: SiteCustomer, usedInvitationId: string | null): Promise<SiteCustomer>;
  /** Records a signed-in visit; the caller limits how often (lastVisitAt is a day's fact, not a log). */
  recordVisit(ownerId: string, uid: string, at: EpochMs): Promise<void>;
  /** Announcements aimed at any of `groups`, newest first, at most `limit`. */
  announcementsFor(ownerId: string, groups: readonly string[], limit: number): Promise<readonly Announcement[]>;
  /** When the customer last opened their portal page: announcements after it are unread. */
  markAnnouncementsSeen(ownerId: string, uid: string, at: EpochMs): Promise<void>;
  /** vMember/{ownerId}/siteUsers/{uid}.announcementsSeenAt, or null. */
  announcementsSeenAt(ownerId: string, uid: string): Promise<EpochMs | null>;
  /** A device the customer allowed web push on (vMember/{ownerId}/siteUsers/{uid}/pushTokens/{token}). */
  savePushToken(ownerId: string, uid: string, token: string, at: EpochMs): Promise<void>;
  /** Push tokens of the active customers in any of `groups`, with whose they are. */
  pushTokensFor(ownerId: string, groups: readonly string[]): Promise<readonly { readonly uid: string; readonly token: string }[]>;
  removePushToken(ownerId: string, uid: string, token: string): Promise<void>;
  /** One announcement, for the push trigger. */
  findAnnouncement(ownerId: string, announcementId: string): Promise<Announcement | null>;
}

export const PORTAL_DIRECTORY: PortToken<PortalDirectoryPort> = portToken<PortalDirectoryPort>('PortalDirectoryPort');
