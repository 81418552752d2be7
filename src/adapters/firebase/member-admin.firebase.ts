import type { Firestore } from 'firebase/firestore';
import { deleteField, getDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import type { GrantableRole, MemberAdminPort } from '../../ports/member-admin.port';
import { guarded } from './firebase-errors';
import { projectionAfter } from '../../core/site/public-projection';
import { memberFromDocument } from './firestore-mappers';
import { timestampFromEpoch } from './firestore-write-mappers';
import { memberDoc, publicSiteDoc } from './firestore-paths';

/**
 * Administrator writes through the web SDK, for the admin page of a user holding the admin
 * claim. The web SDK cannot set custom claims, so `setRole` writes the record only; the
 * matching claim is set by the admin SDK side (CLI), which owns that privilege.
 */
export class FirestoreMemberAdmin implements MemberAdminPort {
  constructor(private readonly db: Firestore) {}

  setRole(memberId: string, role: GrantableRole, granted: boolean): Promise<void> {
    return this.update(memberId, { [role]: granted });
  }

  setActiveUntil(memberId: string, activeUntil: EpochMs): Promise<void> {
    if (!Number.isFinite(activeUntil)) return Promise.reject(new AppError('invalid-input', { detail: 'activeUntil' }));
    return this.update(memberId, { activeUntil: timestampFromEpoch(activeUntil) });
  }

  setPublished(memberId: string, published: boolean): Promise<void> {
    return guarded(async () => {
      const memberRef = memberDoc(this.db, memberId);
      const snapshot = await getDoc(memberRef);
      const data = snapshot.data();
      if (data === undefined) throw new AppError('not-found', { detail: `vMember/${memberId}` });
      const member = memberFromDocument(snapshot.id, data);
      // The public projection must stop showing the site in the same write.
      const batch = writeBatch(this.db);
      batch.update(memberRef, { published });
      batch.set(publicSiteDoc(this.db, member.username), projectionAfter(member, { published }));
      await batch.commit();
    });
  }

  setSuspension(memberId: string, suspension: { readonly reason: string } | null): Promise<void> {
    return guarded(async () => {
      const memberRef = memberDoc(this.db, memberId);
      const snapshot = await getDoc(memberRef);
      const data = snapshot.data();
      if (data === undefined) throw new AppError('not-found', { detail: `vMember/${memberId}` });
      const member = memberFromDocument(snapshot.id, data);
      const suspended = suspension !== null;
      // Record and projection in one write: the site handler hides it if either says suspended.
      const batch = writeBatch(this.db);
      batch.update(memberRef, { suspended, suspensionReason: suspension === null ? deleteField() : suspension.reason });
      batch.set(publicSiteDoc(this.db, member.username), projectionAfter(member, { suspended }));
      await batch.commit();
    });
  }

  setStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void> {
    return this.update(memberId, { status: statusTrial.status, trial: statusTrial.trial });
  }

  private update(memberId: string, fields: Record<string, unknown>): Promise<void> {
    // updateDoc fails with not-found for a missing member instead of creating a stray record.
    return guarded(() => updateDoc(memberDoc(this.db, memberId), fields));
  }
}
