import type { CollectionReference, DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { Announcement, Invitation, PortalSettings, SiteCustomer } from '../../core/portal/customer';
import { isCustomerStatus, isGroupId, readAnnouncement, readAnnouncementsSeenAt, readGroupIds, readInvitation, readPortalSettings, readSiteCustomer } from '../../core/portal/portal-records';
import type { EpochMs } from '../../core/time/time';
import type { PortalDirectoryPort } from '../../ports/portal-directory.port';
import { isSafeDocumentId } from '../firebase/firestore-collections';
import { adminGuarded, toAdminAppError } from './admin-errors';
import { adminMemberDoc } from './admin-paths';

type PortalCollection = 'siteUsers' | 'siteInvites' | 'announcements';

/** gRPC's NOT_FOUND: `update` of a document that is not there. */
const NOT_FOUND = 5;

/** Firestore's limit on the values of one array-contains-any. */
const ARRAY_CONTAINS_ANY_MAX = 30;

const TIME_FIELDS = ['joinedAt', 'lastVisitAt', 'createdAt', 'expiresAt', 'announcementsSeenAt'] as const;

function epochOf(value: unknown): EpochMs | null {
  if (value instanceof Timestamp) return value.toMillis();
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A stored portal document with its Timestamps as epoch milliseconds, as the core reads them. */
function portalData(data: DocumentData | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of TIME_FIELDS) if (data !== undefined && field in data) out[field] = epochOf(data[field]);
  return out;
}

function refuse(detail: string): never {
  throw new AppError('invalid-input', { detail });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The site server's side of a business's Users Portal, on the admin SDK (which bypasses the
 * rules, so every id is checked before it reaches a path). Customers are created here only.
 */
export class AdminPortalDirectory implements PortalDirectoryPort {
  constructor(private readonly db: Firestore) {}

  private collection(ownerId: string, name: PortalCollection): CollectionReference {
    return adminMemberDoc(this.db, ownerId).collection(name);
  }

  private doc(ownerId: string, name: PortalCollection, id: string): DocumentReference {
    if (!isSafeDocumentId(id)) refuse(`${name} id`);
    return this.collection(ownerId, name).doc(id);
  }

  private customerDoc(ownerId: string, uid: string): DocumentReference {
    return this.doc(ownerId, 'siteUsers', uid);
  }

  private pushTokenDoc(ownerId: string, uid: string, token: string): DocumentReference {
    if (!isSafeDocumentId(token)) refuse('push token');
    return this.customerDoc(ownerId, uid).collection('pushTokens').doc(token);
  }

  findCustomer(ownerId: string, uid: string): Promise<SiteCustomer | null> {
    return adminGuarded(async () => {
      const snapshot = await this.customerDoc(ownerId, uid).get();
      return snapshot.exists ? readSiteCustomer(uid, portalData(snapshot.data())) : null;
    });
  }

  settings(ownerId: string): Promise<PortalSettings> {
    return adminGuarded(async () => {
      const snapshot = await adminMemberDoc(this.db, ownerId).collection('portal').doc('settings').get();
      return readPortalSettings(snapshot.exists ? (snapshot.data() ?? null) : null);
    });
  }

  findInvitation(ownerId: string, invitationId: string): Promise<Invitation | null> {
    return adminGuarded(async () => {
      if (!isSafeDocumentId(invitationId)) return null;
      const snapshot = await this.doc(ownerId, 'siteInvites', invitationId).get();
      return snapshot.exists ? readInvitation(portalData(snapshot.data())) : null;
    });
  }

  admitCustomer(ownerId: string, customer: SiteCustomer, usedInvitationId: string | null): Promise<SiteCustomer> {
    return adminGuarded(async () => {
      if (!isCustomerStatus(customer.status) || !customer.groups.every(isGroupId)) refuse('customer');
      const customerRef = this.customerDoc(ownerId, customer.uid);
      const profileRef = this.db.collection('customers').doc(customer.uid);
      const inviteRef = usedInvitationId === null ? null : this.doc(ownerId, 'siteInvites', usedInvitationId);
      const fresh = {
        name: customer.name,
        email: customer.email,
        status: customer.status,
        groups: readGroupIds(customer.groups),
        joinedAt: Timestamp.fromMillis(customer.joinedAt),
        lastVisitAt: customer.lastVisitAt === null ? null : Timestamp.fromMillis(customer.lastVisitAt),
      };
      return this.db.runTransaction(async (transaction) => {
        const [existing, profile] = await transaction.getAll(customerRef, profileRef);
        if (existing === undefined || profile === undefined) throw new AppError('unavailable', { detail: 'admit customer read' });
        if (!existing.exists) transaction.create(customerRef, fresh);
        transaction.set(
          profileRef,
          profile.exists ? { name: customer.name, email: customer.email } : { name: customer.name, email: customer.email, createdAt: Timestamp.fromMillis(customer.joinedAt) },
          { merge: true },
        );
        if (inviteRef !== null) transaction.delete(inviteRef);
        return readSiteCustomer(customer.uid, portalData(existing.exists ? existing.data() : fresh));
      });
    });
  }

  /** Changes fields of an existing customer; a customer removed meanwhile stays removed. */
  private async touch(ownerId: string, uid: string, patch: DocumentData): Promise<void> {
    try {
      await this.customerDoc(ownerId, uid).update(patch);
    } catch (error) {
      if ((error as { code?: unknown }).code === NOT_FOUND) return;
      throw toAdminAppError(error);
    }
  }

  recordVisit(ownerId: string, uid: string, at: EpochMs): Promise<void> {
    return this.touch(ownerId, uid, { lastVisitAt: Timestamp.fromMillis(at) });
  }

  announcementsFor(ownerId: string, groups: readonly string[], limit: number): Promise<readonly Announcement[]> {
    return adminGuarded(async () => {
      const wanted = [...new Set(groups)].filter(isGroupId).slice(0, ARRAY_CONTAINS_ANY_MAX);
      if (wanted.length === 0 || limit <= 0) return [];
      // Index: announcements (groups CONTAINS, createdAt DESC), firestore.indexes.json.
      const snapshot = await this.collection(ownerId, 'announcements').where('groups', 'array-contains-any', wanted).orderBy('createdAt', 'desc').limit(limit).get();
      return snapshot.docs.map((d) => readAnnouncement(d.id, portalData(d.data())));
    });
  }

  markAnnouncementsSeen(ownerId: string, uid: string, at: EpochMs): Promise<void> {
    return this.touch(ownerId, uid, { announcementsSeenAt: Timestamp.fromMillis(at) });
  }

  announcementsSeenAt(ownerId: string, uid: string): Promise<EpochMs | null> {
    return adminGuarded(async () => {
      const snapshot = await this.customerDoc(ownerId, uid).get();
      return readAnnouncementsSeenAt(snapshot.exists ? portalData(snapshot.data()) : null);
    });
  }

  savePushToken(ownerId: string, uid: string, token: string, at: EpochMs): Promise<void> {
    return adminGuarded(async () => {
      await this.pushTokenDoc(ownerId, uid, token).set({ createdAt: Timestamp.fromMillis(at) });
    });
  }

  pushTokensFor(ownerId: string, groups: readonly string[]): Promise<readonly { readonly uid: string; readonly token: string }[]> {
    return adminGuarded(async () => {
      const wanted = [...new Set(groups)].filter(isGroupId);
      if (wanted.length === 0) return [];
      // Index: siteUsers (status ASC, groups CONTAINS), firestore.indexes.json.
      const customers = new Set<string>();
      for (const part of chunks(wanted, ARRAY_CONTAINS_ANY_MAX)) {
        const snapshot = await this.collection(ownerId, 'siteUsers').where('status', '==', 'active').where('groups', 'array-contains-any', part).select().get();
        for (const d of snapshot.docs) customers.add(d.id);
      }
      const tokens = await Promise.all(
        [...customers].map(async (uid) => {
          const snapshot = await this.customerDoc(ownerId, uid).collection('pushTokens').select().get();
          return snapshot.docs.map((d) => ({ uid, token: d.id }));
        }),
      );
      return tokens.flat();
    });
  }

  removePushToken(ownerId: string, uid: string, token: string): Promise<void> {
    return adminGuarded(async () => {
      await this.pushTokenDoc(ownerId, uid, token).delete();
    });
  }

  findAnnouncement(ownerId: string, announcementId: string): Promise<Announcement | null> {
    return adminGuarded(async () => {
      const snapshot = await this.doc(ownerId, 'announcements', announcementId).get();
      return snapshot.exists ? readAnnouncement(announcementId, portalData(snapshot.data())) : null;
    });
  }
}
