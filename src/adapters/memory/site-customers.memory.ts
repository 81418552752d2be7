import { AppError } from '../../core/errors/error-codes';
import type { Announcement, CustomerStatus, NewAnnouncement, PortalSettings, SiteCustomer, SiteGroup, StoredInvitation } from '../../core/portal/customer';
import {
  applyGroupChange,
  customersNewestFirst,
  groupsByName,
  isCustomerStatus,
  isSignUpPolicy,
  newestFirst,
  readAnnouncement,
  readPortalSettings,
  readSiteCustomer,
  readSiteGroup,
  readStoredInvitation,
} from '../../core/portal/portal-records';
import { invitationToStore, validateAnnouncement, validateGroupName } from '../../core/portal/portal-validation';
import type { EpochMs } from '../../core/time/time';
import type { Unsubscribe } from '../../ports/port-token';
import type { SiteCustomersPort } from '../../ports/site-customers.port';
import type { MemoryDatabase, PathSegments } from './memory-database';
import { MEMBERS_COLLECTION } from './member-paths.memory';

/** The Users Portal's collections under a member (the business owner). */
export type PortalCollection = 'siteUsers' | 'siteGroups' | 'siteInvites' | 'announcements';

export function portalCollection(ownerId: string, name: PortalCollection): PathSegments {
  return [MEMBERS_COLLECTION, ownerId, name];
}

export function portalSettingsPath(ownerId: string): PathSegments {
  return [MEMBERS_COLLECTION, ownerId, 'portal', 'settings'];
}

/** customers/{uid}: a customer's own profile, whichever businesses they belong to. */
export function customerProfilePath(uid: string): PathSegments {
  return ['customers', uid];
}

function refuse(detail: string): never {
  throw new AppError('invalid-input', { detail });
}

/**
 * The owner's side of the Users Portal on the shared memory database, with the same refusals as
 * the rules: only status and groups of a customer change, and only to valid values.
 */
export class MemorySiteCustomers implements SiteCustomersPort {
  constructor(private readonly db: MemoryDatabase) {}

  watchCustomers(ownerId: string, listener: (customers: readonly SiteCustomer[]) => void): Unsubscribe {
    return this.db.watchCollection(portalCollection(ownerId, 'siteUsers'), (docs) => customersNewestFirst(docs.map((d) => readSiteCustomer(d.id, d.data))), listener);
  }

  watchPendingCount(ownerId: string, listener: (count: number) => void): Unsubscribe {
    return this.db.watchCollection(portalCollection(ownerId, 'siteUsers'), (docs) => docs.filter((d) => d.data['status'] === 'pending').length, listener);
  }

  private customerPaths(ownerId: string, uids: readonly string[]): PathSegments[] {
    const paths = [...new Set(uids)].map((uid) => [...portalCollection(ownerId, 'siteUsers'), uid]);
    this.db.checkReachable();
    // Like a batched update: one missing customer fails the whole change.
    for (const path of paths) if (this.db.getDocument(path) === null) throw new AppError('not-found', { detail: path.join('/') });
    return paths;
  }

  async setStatus(ownerId: string, uids: readonly string[], status: CustomerStatus): Promise<void> {
    if (!isCustomerStatus(status)) refuse(`status ${String(status)}`);
    const paths = this.customerPaths(ownerId, uids);
    this.db.runBatch(() => {
      for (const path of paths) this.db.updateDocument(path, { status });
    });
  }

  async changeGroups(ownerId: string, uids: readonly string[], change: { readonly add?: readonly string[]; readonly remove?: readonly string[] }): Promise<void> {
    const paths = this.customerPaths(ownerId, uids);
    const updates = paths.map((path) => {
      const groups = applyGroupChange(readSiteCustomer('', this.db.getDocument(path) ?? {}).groups, change);
      if (groups === null) refuse('groups');
      return { path, groups };
    });
    this.db.runBatch(() => {
      for (const { path, groups } of updates) this.db.updateDocument(path, { groups });
    });
  }

  async removeCustomers(ownerId: string, uids: readonly string[]): Promise<void> {
    const paths = [...new Set(uids)].map((uid) => [...portalCollection(ownerId, 'siteUsers'), uid]);
    this.db.runBatch(() => {
      for (const path of paths) this.db.deleteDocument(path);
    });
  }

  watchGroups(ownerId: string, listener: (groups: readonly SiteGroup[]) => void): Unsubscribe {
    return this.db.watchCollection(portalCollection(ownerId, 'siteGroups'), (docs) => groupsByName(docs.map((d) => readSiteGroup(d.id, d.data))), listener);
  }

  async createGroup(ownerId: string, name: string, now: EpochMs): Promise<string> {
    const valid = validateGroupName(name);
    if (!valid.ok) refuse(`group name: ${valid.error}`);
    const id = this.db.newId();
    this.db.setDocument([...portalCollection(ownerId, 'siteGroups'), id], { name: valid.name, createdAt: now });
    return id;
  }

  async renameGroup(ownerId: string, groupId: string, name: string): Promise<void> {
    const valid = validateGroupName(name);
    if (!valid.ok) refuse(`group name: ${valid.error}`);
    this.db.updateDocument([...portalCollection(ownerId, 'siteGroups'), groupId], { name: valid.name });
  }

  async deleteGroup(ownerId: string, groupId: string): Promise<void> {
    this.db.checkReachable();
    const holders = (name: 'siteUsers' | 'siteInvites') =>
      this.db
        .listDocuments(portalCollection(ownerId, name))
        .filter((d) => Array.isArray(d.data['groups']) && d.data['groups'].includes(groupId))
        .map((d) => ({ path: [...portalCollection(ownerId, name), d.id], groups: (d.data['groups'] as unknown[]).filter((g) => g !== groupId) }));
    const changes = [...holders('siteUsers'), ...holders('siteInvites')];
    this.db.runBatch(() => {
      this.db.deleteDocument([...portalCollection(ownerId, 'siteGroups'), groupId]);
      for (const { path, groups } of changes) this.db.updateDocument(path, { groups });
    });
  }

  watchSettings(ownerId: string, listener: (settings: PortalSettings) => void): Unsubscribe {
    return this.db.watchDocument(portalSettingsPath(ownerId), readPortalSettings, listener);
  }

  async saveSettings(ownerId: string, settings: PortalSettings): Promise<void> {
    if (!isSignUpPolicy(settings.signUpPolicy)) refuse(`sign-up policy ${String(settings.signUpPolicy)}`);
    this.db.setDocument(portalSettingsPath(ownerId), { signUpPolicy: settings.signUpPolicy });
  }

  watchInvitations(ownerId: string, listener: (invitations: readonly StoredInvitation[]) => void): Unsubscribe {
    return this.db.watchCollection(portalCollection(ownerId, 'siteInvites'), (docs) => newestFirst(docs.map((d) => readStoredInvitation(d.id, d.data))), listener);
  }

  async createInvitation(ownerId: string, invitation: { readonly email: string; readonly groups: readonly string[]; readonly expiresAt: EpochMs }, now: EpochMs): Promise<string> {
    const valid = invitationToStore(invitation, now);
    if (valid === null) refuse('invitation');
    const id = this.db.newId();
    this.db.setDocument([...portalCollection(ownerId, 'siteInvites'), id], { ...valid, createdAt: now });
    return id;
  }

  async removeInvitation(ownerId: string, invitationId: string): Promise<void> {
    this.db.deleteDocument([...portalCollection(ownerId, 'siteInvites'), invitationId]);
  }

  watchAnnouncements(ownerId: string, listener: (announcements: readonly Announcement[]) => void): Unsubscribe {
    return this.db.watchCollection(portalCollection(ownerId, 'announcements'), (docs) => newestFirst(docs.map((d) => readAnnouncement(d.id, d.data))), listener);
  }

  async sendAnnouncement(ownerId: string, announcement: NewAnnouncement, now: EpochMs): Promise<string> {
    const valid = validateAnnouncement(announcement);
    if (!valid.ok) refuse(`announcement: ${JSON.stringify(valid.errors)}`);
    const id = this.db.newId();
    this.db.setDocument([...portalCollection(ownerId, 'announcements'), id], { ...valid.normalized, groups: [...valid.normalized.groups], createdAt: now });
    return id;
  }

  async removeAnnouncement(ownerId: string, announcementId: string): Promise<void> {
    this.db.deleteDocument([...portalCollection(ownerId, 'announcements'), announcementId]);
  }
}
