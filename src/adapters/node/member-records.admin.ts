import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { MemberRecord } from '../../core/member/member-record';
import type { Unsubscribe } from '../../ports/port-token';
import type { MemberProfilePatch, MemberRecordsPort, NewMemberRecord } from '../../ports/member-records.port';
import { projectionAfter, publicProjectionOf, touchesProjection } from '../../core/site/public-projection';
import { definedFields, memberFromDocument } from '../firebase/firestore-mappers';
import type { AdminListenErrorHandler } from './admin-listen';
import { watchAdminDocument, watchAdminQuery } from './admin-listen';
import { adminGuarded } from './admin-errors';
import { adminMemberDoc, adminMembers, adminPublicSiteDoc } from './admin-paths';

/**
 * vMember/{id} and its public projection through the admin SDK. The CLI mostly reads; `create`
 * is what seeding and support cases use, and writes the same two documents sign-up writes.
 */
export class AdminMemberRecords implements MemberRecordsPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError?: AdminListenErrorHandler,
  ) {}

  get(memberId: string): Promise<MemberRecord | null> {
    return adminGuarded(async () => {
      const snapshot = await adminMemberDoc(this.db, memberId).get();
      const data = snapshot.data();
      return data === undefined ? null : memberFromDocument(snapshot.id, data);
    });
  }

  create(memberId: string, record: NewMemberRecord): Promise<void> {
    return adminGuarded(() =>
      // publicSites/{username} is the username's claim, taken with the record in one transaction
      // (as the web adapter does), so one username never serves two members.
      this.db.runTransaction(async (transaction) => {
        const siteRef = adminPublicSiteDoc(this.db, record.username);
        const site = await transaction.get(siteRef);
        if (site.exists && site.get('memberId') !== memberId) {
          throw new AppError('username-taken', { detail: `publicSites/${record.username}` });
        }
        transaction.set(adminMemberDoc(this.db, memberId), {
          ...definedFields(record),
          activeUntil: Timestamp.fromMillis(record.activeUntil),
          // The server's clock, not the caller's, dates the account.
          createdAt: FieldValue.serverTimestamp(),
        });
        transaction.set(siteRef, publicProjectionOf({ ...record, id: memberId }));
      }),
    );
  }

  updateProfile(memberId: string, patch: MemberProfilePatch): Promise<void> {
    return this.updateWithPublicSite(memberId, definedFields(patch));
  }

  updatePicture(memberId: string, pictureUrl: string): Promise<void> {
    return this.updateWithPublicSite(memberId, { picture: pictureUrl });
  }

  updateStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberDoc(this.db, memberId).update({ status: statusTrial.status, trial: statusTrial.trial });
    });
  }

  watch(memberId: string, listener: (member: MemberRecord | null) => void): Unsubscribe {
    return watchAdminDocument(
      adminMemberDoc(this.db, memberId),
      `watch vMember/${memberId}`,
      (snapshot) => {
        const data = snapshot.data();
        listener(data === undefined ? null : memberFromDocument(snapshot.id, data));
      },
      this.onListenError,
    );
  }

  watchAdmins(listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return this.watchIdsWhereTrue('admin', listener);
  }

  watchFullAccess(listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return this.watchIdsWhereTrue('fullAccess', listener);
  }

  private watchIdsWhereTrue(field: 'admin' | 'fullAccess', listener: (memberIds: readonly string[]) => void): Unsubscribe {
    return watchAdminQuery(
      adminMembers(this.db).where(field, '==', true),
      `watch vMember where ${field} == true`,
      (snapshot) => listener(snapshot.docs.map((member) => member.id).sort()),
      this.onListenError,
    );
  }

  private updateWithPublicSite(memberId: string, fields: Readonly<Record<string, unknown>>): Promise<void> {
    return adminGuarded(async () => {
      if (Object.keys(fields).length === 0) return;
      const memberRef = adminMemberDoc(this.db, memberId);
      const batch = this.db.batch();
      batch.update(memberRef, { ...fields });
      if (touchesProjection(Object.keys(fields))) {
        // The projection is keyed by the stored username, which only the record knows.
        const data = (await memberRef.get()).data();
        if (data === undefined) throw new AppError('not-found', { detail: `vMember/${memberId}` });
        const member = memberFromDocument(memberId, data);
        batch.set(adminPublicSiteDoc(this.db, member.username), projectionAfter(member, fields));
      }
      await batch.commit();
    });
  }
}
