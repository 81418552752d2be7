import type { Announcement, CustomerStatus, NewAnnouncement, PortalSettings, SiteCustomer, SiteGroup, StoredInvitation } from '../core/portal/customer';
import type { EpochMs } from '../core/time/time';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/**
 * The Users Portal and Groups as the business owner manages them from the dashboard (Elite):
 * their customers (vMember/{ownerId}/siteUsers), groups (siteGroups), invitations
 * (siteInvites), portal settings (portal/settings) and announcements (announcements). The
 * rules let the owner change a customer's status and groups only; customers themselves are
 * created by the site server when they sign up on the portal.
 */
export interface SiteCustomersPort {
  /** Live, newest first. */
  watchCustomers(ownerId: string, listener: (customers: readonly SiteCustomer[]) => void): Unsubscribe;
  /** Live number of customers awaiting approval: the Users Portal link's badge. */
  watchPendingCount(ownerId: string, listener: (count: number) => void): Unsubscribe;
  setStatus(ownerId: string, uids: readonly string[], status: CustomerStatus): Promise<void>;
  /** Adds `add` to and removes `remove` from the groups of every customer in `uids` (one batch). */
  changeGroups(ownerId: string, uids: readonly string[], change: { readonly add?: readonly string[]; readonly remove?: readonly string[] }): Promise<void>;
  /** Removes the customers' relation to this business; their account and other businesses stay. */
  removeCustomers(ownerId: string, uids: readonly string[]): Promise<void>;

  /** Live, by name. */
  watchGroups(ownerId: string, listener: (groups: readonly SiteGroup[]) => void): Unsubscribe;
  /** Returns the new group's id. */
  createGroup(ownerId: string, name: string, now: EpochMs): Promise<string>;
  renameGroup(ownerId: string, groupId: string, name: string): Promise<void>;
  /** Deletes the group and takes it off every customer and invitation that had it. */
  deleteGroup(ownerId: string, groupId: string): Promise<void>;

  watchSettings(ownerId: string, listener: (settings: PortalSettings) => void): Unsubscribe;
  saveSettings(ownerId: string, settings: PortalSettings): Promise<void>;

  /** Live, newest first; expired ones included (the page marks them). */
  watchInvitations(ownerId: string, listener: (invitations: readonly StoredInvitation[]) => void): Unsubscribe;
  /** Returns the invitation's id, the secret part of its link. */
  createInvitation(ownerId: string, invitation: { readonly email: string; readonly groups: readonly string[]; readonly expiresAt: EpochMs }, now: EpochMs): Promise<string>;
  removeInvitation(ownerId: string, invitationId: string): Promise<void>;

  /** Live, newest first. */
  watchAnnouncements(ownerId: string, listener: (announcements: readonly Announcement[]) => void): Unsubscribe;
  /** Returns the new announcement's id; the server then pushes it to the groups' customers. */
  sendAnnouncement(ownerId: string, announcement: NewAnnouncement, now: EpochMs): Promise<string>;
  removeAnnouncement(ownerId: string, announcementId: string): Promise<void>;
}

export const SITE_CUSTOMERS: PortToken<SiteCustomersPort> = portToken<SiteCustomersPort>('SiteCustomersPort');
