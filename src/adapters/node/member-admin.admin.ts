import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import type { GrantableRole, MemberAdminPort } from '../../ports/member-admin.port';
import { projectionAfter } from '../../core/site/public-projection';
import { memberFromDocument } from '../firebase/firestore-mappers';
import { adminGuarded, toAdminAppError } from './admin-errors';
import { adminMemberDoc, adminPublicSiteDoc } from './admin-paths';

/**
 * Administrator writes through the admin SDK (admin CLI). Roles go to the record, where the app
 * reads them, and to the account's custom claims, where the security rules can trust them
 * without reading the record.
 */
export class AdminMemberAdmin implements MemberAdminPort {
  constructor(
    private readonly db: Firestore,
    private readonly auth: Auth,
  ) {}

  async setRole(memberId: string, role: GrantableRole, granted: boolean): Promise<void> {
    // The legacy esAdministrador flag is still read by older screens, so it follows admin.
    const fields: Record<string, boolean> = role === 'admin' ? { admin: granted, esAdministrador: granted } : { fullAccess: granted };
    await this.update(memberId, fields);
    await this.mergeClaims(memberId, { [role]: granted });
  }

  setActiveUntil(memberId: string, activeUntil: EpochMs): Promise<void> {
    if (!Number.isFinite(activeUntil)) return Promise.reject(new AppError('invalid-input', { detail: 'activeUntil' }));
    return this.update(memberId, { activeUntil: Timestamp.fromMillis(activeUntil) });
  }

  setPublished(memberId: string, published: boolean): Promise<void> {
    return adminGuarded(async () => {
      const memberRef = adminMemberDoc(this.db, memberId);
      const snapshot = await memberRef.get();
      const data = snapshot.data();
      if (data === undefined) throw new AppError('not-found', { detail: `vMember/${memberId}` });
      const member = memberFromDocument(snapshot.id, data);
      // The public projection must stop showing the site in the same write.
      const batch = this.db.batch();
      batch.update(memberRef, { published });
      batch.set(adminPublicSiteDoc(this.db, member.username), projectionAfter(member, { published }));
      await batch.commit();
    });
  }

  setSuspension(memberId: string, suspension: { readonly reason: string } | null): Promise<void> {
    return adminGuarded(async () => {
      const memberRef = adminMemberDoc(this.db, memberId);
      const snapshot = await memberRef.get();
      const data = snapshot.data();
      if (data === undefined) throw new AppError('not-found', { detail: `vMember/${memberId}` });
      const member = memberFromDocument(snapshot.id, data);
      const suspended = suspension !== null;
      // Record and projection in one write: the site handler hides it if either says suspended.
      const batch = this.db.batch();
      batch.update(memberRef, { suspended, suspensionReason: suspension === null ? FieldValue.delete() : suspension.reason });
      batch.set(adminPublicSiteDoc(this.db, member.username), projectionAfter(member, { suspended }));
      await batch.commit();
    });
  }

  setStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void> {
    return this.update(memberId, { status: statusTrial.status, trial: statusTrial.trial });
  }

  private update(memberId: string, fields: Record<string, unknown>): Promise<void> {
    // update() fails with not-found for a missing member instead of creating a stray record.
    return adminGuarded(async () => {
      await adminMemberDoc(this.db, memberId).update(fields);
    });
  }

  private async mergeClaims(memberId: string, claims: Record<string, boolean>): Promise<void> {
    let existing: Record<string, unknown>;
    try {
      existing = (await this.auth.getUser(memberId)).customClaims ?? {};
    } catch (error) {
      // A record without an account (imported data, a deleted login) has nobody to hold a claim.
      if (toAdminAppError(error).code === 'user-not-found') return;
      throw toAdminAppError(error);
    }
    // setCustomUserClaims replaces every claim, so the others are carried over.
    await adminGuarded(() => this.auth.setCustomUserClaims(memberId, { ...existing, ...claims }));
  }
}
