import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import { SUSPENSION_REASON_MAX, suspensionReason } from '../../core/site/site-visibility';
import { MEMBER_ADMIN, type MemberAdminPort } from '../../ports/member-admin.port';

/**
 * An administrator takes a member's site down with a reason, or lifts the takedown (admin page
 * and admin CLI). Unlike unpublishing, the member cannot undo it: the rules keep `suspended`
 * for administrators, and the site handler lets it win over `published`.
 */
@injectable()
export class SetSuspensionUseCase {
  constructor(@inject(MEMBER_ADMIN) private readonly memberAdmin: MemberAdminPort) {}

  /** Takes the site down; the reason is what the member reads. */
  async suspend(memberId: string, reason: string): Promise<void> {
    const cleaned = suspensionReason(reason);
    if (cleaned === null) throw new AppError('invalid-input', { detail: `a takedown needs a reason of 1 to ${SUSPENSION_REASON_MAX} characters` });
    await this.memberAdmin.setSuspension(memberId, { reason: cleaned });
  }

  /** Ends the takedown; whether the site is public again is the member's `published`. */
  async lift(memberId: string): Promise<void> {
    await this.memberAdmin.setSuspension(memberId, null);
  }
}
