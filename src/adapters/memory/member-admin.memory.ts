import type { EpochMs } from '../../core/time/time';
import type { GrantableRole, MemberAdminPort } from '../../ports/member-admin.port';
import type { MemoryDatabase } from './memory-database';
import { AppError } from '../../core/errors/error-codes';
import { memberPath } from './member-paths.memory';
import { PUBLIC_SITES_COLLECTION } from './public-sites.memory';

export class MemoryMemberAdmin implements MemberAdminPort {
  constructor(private readonly db: MemoryDatabase) {}

  async setRole(memberId: string, role: GrantableRole, granted: boolean): Promise<void> {
    this.db.updateDocument(memberPath(memberId), { [role]: granted });
    // The custom claim lets the security rules trust the role without reading the record.
    this.db.mergeClaims(memberId, { [role]: granted });
  }

  async setActiveUntil(memberId: string, activeUntil: EpochMs): Promise<void> {
    this.db.updateDocument(memberPath(memberId), { activeUntil });
  }

  async setPublished(memberId: string, published: boolean): Promise<void> {
    this.db.updateDocument(memberPath(memberId), { published });
  }

  async setSuspension(memberId: string, suspension: { readonly reason: string } | null): Promise<void> {
    const record = this.db.getDocument(memberPath(memberId));
    if (record === null) throw new AppError('not-found', { detail: `vMember/${memberId}` });
    this.db.runBatch(() => {
      this.db.writeDocument(memberPath(memberId), (current) => {
        const { suspensionReason: _dropped, ...rest } = current ?? {};
        return suspension === null ? { ...rest, suspended: false } : { ...rest, suspended: true, suspensionReason: suspension.reason };
      });
      const username = record['username'];
      if (typeof username === 'string' && this.db.getDocument([PUBLIC_SITES_COLLECTION, username]) !== null) {
        this.db.updateDocument([PUBLIC_SITES_COLLECTION, username], { suspended: suspension !== null });
      }
    });
  }

  async setStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void> {
    this.db.updateDocument(memberPath(memberId), { status: statusTrial.status, trial: statusTrial.trial });
  }
}
