import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase/firestore';
import { collection, getDoc, onSnapshot, query, runTransaction, serverTimestamp, updateDoc, where, writeBatch } from 'firebase/firestore';
import type { MemberRecord } from '../../core/member/member-record';
import { AppError } from '../../core/errors/error-codes';
import type { MemberProfilePatch, MemberRecordsPort, NewMemberRecord } from '../../ports/member-records.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { projectionAfter, publicProjectionOf, touchesProjection } from '../../core/site/public-projection';
import { definedFields, memberFromDocument } from './firestore-mappers';
import { memberToDocument } from './firestore-write-mappers';
import { MEMBERS_COLLECTION, memberDoc, publicSiteDoc } from './firestore-paths';
import { samePlainValue } from './lazy-port';

/**
 * vMember/{id} and its public projection publicSites/{username}. Every write that changes a
 * public field writes both in one batch, so the public site never shows a half-applied edit.
 */
export class FirestoreMemberRecords implements MemberRecordsPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  private memberRef(memberId: string): DocumentReference {
    return memberDoc(this.db, memberId);
  }

  private publicSiteRef(username: string): DocumentReference {
    return publicSiteDoc(this.db, username);
  }

  get(memberId: string): Promise<MemberRecord | null> {
    return guarded(async () => {
      const snapshot = await getDoc(this.memberRef(memberId));
      const data = snapshot.data();
      return data === undefined ? null : memberFromDocument(snapshot.id, data);
    });
  }

  create(memberId: string, record: NewMemberRecord): Promise<void> {
    return guarded(() =>
      // The projection publicSites/{username} is also the username's claim, taken in the same
      // transaction as the record: of two members racing for one username exactly one gets it,
      // and the rules refuse the record without its claim.
      runTransaction(this.db, async (transaction) => {
        const siteRef = this.publicSiteRef(record.username);
        if (await this.heldByAnother(() => transaction.get(siteRef), memberId)) {
          throw new AppError('username-taken', { detail: `publicSites/${record.username}` });
        }
        // The server's clock, not the device's, dates the account.
        transaction.set(this.memberRef(memberId), { ...memberToDocument(record), createdAt: serverTimestamp() });
        transaction.set(siteRef, publicProjectionOf({ ...record, id: memberId }));
      }),
    );
  }

  /** Whether a username's claim belongs to another member (another's unpublished site is unreadable). */
  private async heldByAnother(read: () => Promise<DocumentSnapshot>, memberId: string): Promise<boolean> {
    try {
      const site = await read();
      return site.exists() && site.get('memberId') !== memberId;
    } catch (error) {
      if (toAppError(error).code === 'permission-denied') return true;
      throw error;
    }
  }

  updateProfile(memberId: string, patch: MemberProfilePatch): Promise<void> {
    return this.updateWithPublicSite(memberId, definedFields(patch));
  }

  updatePicture(memberId: string, pictureUrl: string): Promise<void> {
    return this.updateWithPublicSite(memberId, { picture: pictureUrl });
  }

  updateStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void> {
    return guarded(() => updateDoc(this.memberRef(memberId), { status: statusTrial.status, trial: statusTrial.trial }));
  }

  private updateWithPublicSite(memberId: string, fields: Readonly<Record<string, unknown>>): Promise<void> {
    return guarded(async () => {
      if (Object.keys(fields).length === 0) return;
      const batch = writeBatch(this.db);
      batch.update(this.memberRef(memberId), fields);
      if (touchesProjection(Object.keys(fields))) {
        // The projection is keyed by the stored username, which only the record knows.
        const snapshot = await getDoc(this.memberRef(memberId));
        const data = snapshot.data();
        if (data === undefined) throw new AppError('not-found', { detail: `vMember/${memberId}` });
        const member = memberFromDocument(snapshot.id, data);
        // The whole projection, as the core computes it: records created before the projection
        // existed have no site yet, and fields it no longer holds must not linger.
        batch.set(this.publicSiteRef(member.username), projectionAfter(member, fields));
      }
      await batch.commit();
    });
  }

  watch(memberId: string, listener: (member: MemberRecord | null) => void): Unsubscribe {
    let last: { member: MemberRecord | null } | null = null;
    return onSnapshot(
      this.memberRef(memberId),
      // With metadata changes, the server's word that there is no record arrives even when the
      // cache already said so.
      { includeMetadataChanges: true },
      (snapshot) => {
        // Unreachable, the SDK answers "no such record" from a cache that may simply not have it
        // yet (the first screen reads the record over REST): not a fact until the server says so.
        if (!snapshot.exists() && snapshot.metadata.fromCache) return;
        const data = snapshot.data();
        const member = data === undefined ? null : memberFromDocument(snapshot.id, data);
        // Metadata alone (pending writes acknowledged, cache now in sync) changes nothing to tell.
        if (last !== null && samePlainValue(last.member, member)) return;
        last = { member };
        listener(member);
      },
      (error) => this.onListenError(`watch vMember/${memberId}`, toAppError(error)),
    );
  }

  watchAdmins(listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return this.watchIdsWhereTrue('admin', listener);
  }

  watchFullAccess(listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return this.watchIdsWhereTrue('fullAccess', listener);
  }

  private watchIdsWhereTrue(field: 'admin' | 'fullAccess', listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return onSnapshot(
      query(collection(this.db, MEMBERS_COLLECTION), where(field, '==', true)),
      (snapshot) => listener(snapshot.docs.map((member) => member.id).sort()),
      (error) => this.onListenError(`watch vMember where ${field} == true`, toAppError(error)),
    );
  }
}
