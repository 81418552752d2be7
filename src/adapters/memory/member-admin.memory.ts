import type { EpochMs } from '../../core/time/time';
import type { GrantableRole, MemberAdminPort } from '../../ports/member-admin.port';
import type { MemoryDatabase } from './memory-database';
import { memberPath } from './member-paths.memory';
import { updateMemberWithProjection } from './public-projection.memory';

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
    updateMemberWithProjection(this.db, memberId, { published });
  }

  async setSuspension(memberId: string, suspension: { readonly reason: string } | null): Promise<void> {
    // The record keeps the reason for the member to read; the projection only the switch.
    updateMemberWithProjection(this.db, memberId, { suspended: suspension !== null }, () => {
      this.db.writeDocument(memberPath(memberId), (current) => {
        if (current === null) return null;
        const { suspensionReason: _dropped, ...rest } = current;
        return suspension === null ? rest : { ...rest, suspensionReason: suspension.reason };
      });
    });
  }

  async setStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void> {
    this.db.updateDocument(memberPath(memberId), { status: statusTrial.status, trial: statusTrial.trial });
  }
}
