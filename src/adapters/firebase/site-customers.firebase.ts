import type { CollectionReference, DocumentData, DocumentReference, DocumentSnapshot, Firestore } from 'firebase/firestore';
import {
  Timestamp,
  arrayRemove,
  collection,
  deleteDoc,
  doc,
  getDocs,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
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
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { epochFromStored } from './firestore-mappers';
import { isSafeDocumentId, memberDoc } from './firestore-paths';

type PortalCollection = 'siteUsers' | 'siteGroups' | 'siteInvites' | 'announcements';

/** Fields of the Users Portal's documents stored as Timestamps. */
const TIME_FIELDS = ['joinedAt', 'lastVisitAt', 'createdAt', 'expiresAt', 'announcementsSeenAt'] as const;

/** A stored portal document with its Timestamps as epoch milliseconds, as the core reads them. */
export function portalData(data: DocumentData): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of TIME_FIELDS) if (field in data) out[field] = epochFromStored(data[field]);
  return out;
}

/** A snapshot's data, with the server's time estimated while one of our writes is pending. */
function dataOf(snapshot: DocumentSnapshot): Record<string, unknown> {
  return portalData(snapshot.data({ serverTimestamps: 'estimate' }) ?? {});
}

/** Firestore allows 500 writes per batch; keep a margin. */
const BATCH_LIMIT = 450;

function refuse(detail: string): never {
  throw new AppError('invalid-input', { detail });
}

/**
 * The Users Portal as the owner manages it from the dashboard (web SDK). The rules let the owner
 * change only a customer's status and groups; group, invitation and announcement documents are
 * the owner's. Checks run here too, so a refused value fails with 'invalid-input' before any
 * write.
 */
export class FirestoreSiteCustomers implements SiteCustomersPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  private collection(ownerId: string, name: PortalCollection): CollectionReference {
    return collection(memberDoc(this.db, ownerId), name);
  }

  private doc(ownerId: string, name: PortalCollection, id: string): DocumentReference {
    if (!isSafeDocumentId(id)) refuse(`${name} id`);
    return doc(this.collection(ownerId, name), id);
  }

  private settingsDoc(ownerId: string): DocumentReference {
    return doc(memberDoc(this.db, ownerId), 'portal', 'settings');
  }

  private watchList<T>(ownerId: string, name: PortalCollection, read: (id: string, data: Record<string, unknown>) => T, order: (items: T[]) => T[], listener: (items: readonly T[]) => void): Unsubscribe {
    return onSnapshot(
      this.collection(ownerId, name),
      (snapshot) => listener(order(snapshot.docs.map((d) => read(d.id, dataOf(d))))),
      (error) => this.onListenError(`watch ${name} of ${ownerId}`, toAppError(error)),
    );
  }

  watchCustomers(ownerId: string, listener: (customers: readonly SiteCustomer[]) => void): Unsubscribe {
    return this.watchList(ownerId, 'siteUsers', readSiteCustomer, customersNewestFirst, listener);
  }

  watchPendingCount(ownerId: string, listener: (count: number) => void): Unsubscribe {
    return onSnapshot(
      query(this.collection(ownerId, 'siteUsers'), where('status', '==', 'pending')),
      (snapshot) => listener(snapshot.size),
      (error) => this.onListenError(`watch pending customers of ${ownerId}`, toAppError(error)),
    );
  }

  setStatus(ownerId: string, uids: readonly string[], status: CustomerStatus): Promise<void> {
    return guarded(async () => {
      if (!isCustomerStatus(status)) refuse(`status ${String(status)}`);
      const refs = [...new Set(uids)].map((uid) => this.doc(ownerId, 'siteUsers', uid));
      // One batch: a missing customer fails the whole change (update needs the document).
      for (let i = 0; i < refs.length; i += BATCH_LIMIT) {
        const batch = writeBatch(this.db);
        for (const ref of refs.slice(i, i + BATCH_LIMIT)) batch.update(ref, { status });
        await batch.commit();
      }
    });
  }

  changeGroups(ownerId: string, uids: readonly string[], change: { readonly add?: readonly string[]; readonly remove?: readonly string[] }): Promise<void> {
    return guarded(async () => {
      const refs = [...new Set(uids)].map((uid) => this.doc(ownerId, 'siteUsers', uid));
      // Adding and removing on one array needs the current list: read and write in one transaction.
      for (let i = 0; i < refs.length; i += BATCH_LIMIT) {
        const chunk = refs.slice(i, i + BATCH_LIMIT);
        await runTransaction(this.db, async (transaction) => {
          const snapshots = await Promise.all(chunk.map((ref) => transaction.get(ref)));
          const updates = snapshots.map((snapshot) => {
            if (!snapshot.exists()) throw new AppError('not-found', { detail: snapshot.ref.path });
            const groups = applyGroupChange(readSiteCustomer(snapshot.id, portalData(snapshot.data())).groups, change);
            if (groups === null) refuse('groups');
            return { ref: snapshot.ref, groups };
          });
          for (const { ref, groups } of updates) transaction.update(ref, { groups });
        });
      }
    });
  }

  removeCustomers(ownerId: string, uids: readonly string[]): Promise<void> {
    return guarded(async () => {
      const refs = [...new Set(uids)].map((uid) => this.doc(ownerId, 'siteUsers', uid));
      for (let i = 0; i < refs.length; i += BATCH_LIMIT) {
        const batch = writeBatch(this.db);
        for (const ref of refs.slice(i, i + BATCH_LIMIT)) batch.delete(ref);
        await batch.commit();
      }
    });
  }

  watchGroups(ownerId: string, listener: (groups: readonly SiteGroup[]) => void): Unsubscribe {
    return this.watchList(ownerId, 'siteGroups', readSiteGroup, groupsByName, listener);
  }

  createGroup(ownerId: string, name: string, now: EpochMs): Promise<string> {
    return guarded(async () => {
      const valid = validateGroupName(name);
      if (!valid.ok) refuse(`group name: ${valid.error}`);
      const ref = doc(this.collection(ownerId, 'siteGroups'));
      await setDoc(ref, { name: valid.name, createdAt: Timestamp.fromMillis(now) });
      return ref.id;
    });
  }

  renameGroup(ownerId: string, groupId: string, name: string): Promise<void> {
    return guarded(async () => {
      const valid = validateGroupName(name);
      if (!valid.ok) refuse(`group name: ${valid.error}`);
      await updateDoc(this.doc(ownerId, 'siteGroups', groupId), { name: valid.name });
    });
  }

  deleteGroup(ownerId: string, groupId: string): Promise<void> {
    return guarded(async () => {
      const groupRef = this.doc(ownerId, 'siteGroups', groupId);
      const holders = await Promise.all(
        (['siteUsers', 'siteInvites'] as const).map((name) => getDocs(query(this.collection(ownerId, name), where('groups', 'array-contains', groupId)))),
      );
      const refs = holders.flatMap((snapshot) => snapshot.docs.map((d) => d.ref));
      // The group goes in the last batch, so an interrupted delete can simply be repeated.
      for (let i = 0; i === 0 || i < refs.length; i += BATCH_LIMIT) {
        const batch = writeBatch(this.db);
        for (const ref of refs.slice(i, i + BATCH_LIMIT)) batch.update(ref, { groups: arrayRemove(groupId) });
        if (i + BATCH_LIMIT >= refs.length) batch.delete(groupRef);
        await batch.commit();
      }
    });
  }

  watchSettings(ownerId: string, listener: (settings: PortalSettings) => void): Unsubscribe {
    return onSnapshot(
      this.settingsDoc(ownerId),
      (snapshot) => listener(readPortalSettings(snapshot.exists() ? snapshot.data() : null)),
      (error) => this.onListenError(`watch portal settings of ${ownerId}`, toAppError(error)),
    );
  }

  saveSettings(ownerId: string, settings: PortalSettings): Promise<void> {
    return guarded(async () => {
      if (!isSignUpPolicy(settings.signUpPolicy)) refuse(`sign-up policy ${String(settings.signUpPolicy)}`);
      await setDoc(this.settingsDoc(ownerId), { signUpPolicy: settings.signUpPolicy });
    });
  }

  watchInvitations(ownerId: string, listener: (invitations: readonly StoredInvitation[]) => void): Unsubscribe {
    return this.watchList(ownerId, 'siteInvites', readStoredInvitation, newestFirst, listener);
  }

  createInvitation(ownerId: string, invitation: { readonly email: string; readonly groups: readonly string[]; readonly expiresAt: EpochMs }, now: EpochMs): Promise<string> {
    return guarded(async () => {
      const valid = invitationToStore(invitation, now);
      if (valid === null) refuse('invitation');
      // The auto id is the link's secret: 20 random characters.
      const ref = doc(this.collection(ownerId, 'siteInvites'));
      await setDoc(ref, { email: valid.email, groups: valid.groups, expiresAt: Timestamp.fromMillis(valid.expiresAt), createdAt: serverTimestamp() });
      return ref.id;
    });
  }

  removeInvitation(ownerId: string, invitationId: string): Promise<void> {
    return guarded(() => deleteDoc(this.doc(ownerId, 'siteInvites', invitationId)));
  }

  watchAnnouncements(ownerId: string, listener: (announcements: readonly Announcement[]) => void): Unsubscribe {
    return this.watchList(ownerId, 'announcements', readAnnouncement, newestFirst, listener);
  }

  sendAnnouncement(ownerId: string, announcement: NewAnnouncement, _now: EpochMs): Promise<string> {
    return guarded(async () => {
      const valid = validateAnnouncement(announcement);
      if (!valid.ok) refuse(`announcement: ${JSON.stringify(valid.errors)}`);
      // The rules hold createdAt to the server's time: the push trigger and the portal's unread
      // marks compare it with other server times.
      const ref = doc(this.collection(ownerId, 'announcements'));
      await setDoc(ref, { title: valid.normalized.title, body: valid.normalized.body, groups: [...valid.normalized.groups], createdAt: serverTimestamp() });
      return ref.id;
    });
  }

  removeAnnouncement(ownerId: string, announcementId: string): Promise<void> {
    return guarded(() => deleteDoc(this.doc(ownerId, 'announcements', announcementId)));
  }
}
