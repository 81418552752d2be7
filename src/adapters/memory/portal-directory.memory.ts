import { AppError } from '../../core/errors/error-codes';
import type { Announcement, Invitation, PortalSettings, SiteCustomer } from '../../core/portal/customer';
import {
  isCustomerStatus,
  isGroupId,
  newestFirst,
  readAnnouncement,
  readAnnouncementsSeenAt,
  readGroupIds,
  readInvitation,
  readPortalSettings,
  readSiteCustomer,
} from '../../core/portal/portal-records';
import type { EpochMs } from '../../core/time/time';
import type { PortalDirectoryPort } from '../../ports/portal-directory.port';
import type { DocumentData, MemoryDatabase, PathSegments } from './memory-database';
import { customerProfilePath, portalCollection, portalSettingsPath } from './site-customers.memory';

/** The stored form of a customer's relation to a business. */
export function siteCustomerDocument(customer: SiteCustomer): DocumentData {
  return {
    name: customer.name,
    email: customer.email,
    status: customer.status,
    groups: [...customer.groups],
    joinedAt: customer.joinedAt,
    lastVisitAt: customer.lastVisitAt,
  };
}

/** The site server's side of the Users Portal on the shared memory database. */
export class MemoryPortalDirectory implements PortalDirectoryPort {
  constructor(private readonly db: MemoryDatabase) {}

  private customerPath(ownerId: string, uid: string): PathSegments {
    return [...portalCollection(ownerId, 'siteUsers'), uid];
  }

  async findCustomer(ownerId: string, uid: string): Promise<SiteCustomer | null> {
    this.db.checkReachable();
    const data = this.db.getDocument(this.customerPath(ownerId, uid));
    return data === null ? null : readSiteCustomer(uid, data);
  }

  async settings(ownerId: string): Promise<PortalSettings> {
    this.db.checkReachable();
    return readPortalSettings(this.db.getDocument(portalSettingsPath(ownerId)));
  }

  async findInvitation(ownerId: string, invitationId: string): Promise<Invitation | null> {
    this.db.checkReachable();
    // The id comes from a link anyone can type: one that cannot be a document id finds nothing.
    if (invitationId === '' || invitationId.includes('/') || /^__.*__$|^\.\.?$/.test(invitationId)) return null;
    const data = this.db.getDocument([...portalCollection(ownerId, 'siteInvites'), invitationId]);
    return data === null ? null : readInvitation(data);
  }

  async admitCustomer(ownerId: string, customer: SiteCustomer, usedInvitationId: string | null): Promise<SiteCustomer> {
    if (!isCustomerStatus(customer.status) || !customer.groups.every(isGroupId)) throw new AppError('invalid-input', { detail: 'customer' });
    const path = this.customerPath(ownerId, customer.uid);
    const fresh = siteCustomerDocument({ ...customer, groups: readGroupIds(customer.groups) });
    let stored: DocumentData = fresh;
    this.db.runBatch(() => {
      this.db.writeDocument(path, (current) => {
        stored = current ?? fresh;
        return stored;
      });
      this.db.writeDocument(customerProfilePath(customer.uid), (current) => ({
        createdAt: customer.joinedAt,
        ...current,
        name: customer.name,
        email: customer.email,
      }));
      if (usedInvitationId !== null) this.db.deleteDocument([...portalCollection(ownerId, 'siteInvites'), usedInvitationId]);
    });
    return readSiteCustomer(customer.uid, stored);
  }

  /** Changes a field of an existing customer; a customer removed meanwhile stays removed. */
  private touch(ownerId: string, uid: string, patch: DocumentData): void {
    this.db.writeDocument(this.customerPath(ownerId, uid), (current) => (current === null ? null : { ...current, ...patch }));
  }

  async recordVisit(ownerId: string, uid: string, at: EpochMs): Promise<void> {
    this.touch(ownerId, uid, { lastVisitAt: at });
  }

  async announcementsFor(ownerId: string, groups: readonly string[], limit: number): Promise<readonly Announcement[]> {
    this.db.checkReachable();
    if (groups.length === 0 || limit <= 0) return [];
    const wanted = new Set(groups);
    const all = this.db.listDocuments(portalCollection(ownerId, 'announcements')).map((d) => readAnnouncement(d.id, d.data));
    return newestFirst(all.filter((a) => a.groups.some((g) => wanted.has(g)))).slice(0, limit);
  }

  async markAnnouncementsSeen(ownerId: string, uid: string, at: EpochMs): Promise<void> {
    this.touch(ownerId, uid, { announcementsSeenAt: at });
  }

  async announcementsSeenAt(ownerId: string, uid: string): Promise<EpochMs | null> {
    this.db.checkReachable();
    return readAnnouncementsSeenAt(this.db.getDocument(this.customerPath(ownerId, uid)));
  }

  async savePushToken(ownerId: string, uid: string, token: string, at: EpochMs): Promise<void> {
    this.db.setDocument([...this.customerPath(ownerId, uid), 'pushTokens', token], { createdAt: at });
  }

  async pushTokensFor(ownerId: string, groups: readonly string[]): Promise<readonly { readonly uid: string; readonly token: string }[]> {
    this.db.checkReachable();
    if (groups.length === 0) return [];
    const wanted = new Set(groups);
    const customers = this.db
      .listDocuments(portalCollection(ownerId, 'siteUsers'))
      .map((d) => readSiteCustomer(d.id, d.data))
      .filter((c) => c.status === 'active' && c.groups.some((g) => wanted.has(g)));
    return customers.flatMap((c) => this.db.listDocuments([...this.customerPath(ownerId, c.uid), 'pushTokens']).map((t) => ({ uid: c.uid, token: t.id })));
  }

  async removePushToken(ownerId: string, uid: string, token: string): Promise<void> {
    this.db.deleteDocument([...this.customerPath(ownerId, uid), 'pushTokens', token]);
  }

  async findAnnouncement(ownerId: string, announcementId: string): Promise<Announcement | null> {
    this.db.checkReachable();
    const data = this.db.getDocument([...portalCollection(ownerId, 'announcements'), announcementId]);
    return data === null ? null : readAnnouncement(announcementId, data);
  }
}
