import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import { MEMBER_ADMIN, type GrantableRole, type MemberAdminPort } from '../../ports/member-admin.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';

/**
 * Grants or revokes admin or full access (admin CLI). The member must exist: a role written to
 * a missing record would create a stray document holding nothing but a privilege.
 */
@injectable()
export class SetMemberRoleUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(MEMBER_ADMIN) private readonly memberAdmin: MemberAdminPort,
  ) {}

  /** Whether the stored flag changed (it is written either way, so the claim is repaired too). */
  async execute(memberId: string, role: GrantableRole, granted: boolean): Promise<{ changed: boolean }> {
    const member = await this.memberRecords.get(memberId);
    if (member === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    const before = member[role] === true;
    await this.memberAdmin.setRole(memberId, role, granted);
    return { changed: before !== granted };
  }
}
