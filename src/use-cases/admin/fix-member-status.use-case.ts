import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import { AppError } from '../../core/errors/error-codes';
import { rolesOf } from '../../core/roles/roles';
import type { StatusTrial } from '../../core/trial/trial-status';
import { desiredStatusTrial, statusTrialWriteDue } from '../../core/trial/trial-status';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_ADMIN, type MemberAdminPort } from '../../ports/member-admin.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';

export interface FixMemberStatusResult {
  /** The flags the record should hold now. */
  readonly desired: StatusTrial;
  /** Whether they had to be written. */
  readonly changed: boolean;
}

/**
 * Brings one member's status and trial flags in line with the rules (spec section 4), from the
 * record, the subscriptions and the roles as they are now. The fix an administrator reaches for
 * when a member's browser never ran the sync (admin page and admin CLI).
 */
@injectable()
export class FixMemberStatusUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(MEMBER_ADMIN) private readonly memberAdmin: MemberAdminPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(memberId: string): Promise<FixMemberStatusResult> {
    const member = await this.memberRecords.get(memberId);
    if (member === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    const subscriptions = await this.subscriptions.listSubscriptions(memberId);
    const desired = desiredStatusTrial({ member, subscriptions, roles: rolesOf(member, this.config), now: this.clock.now() });
    const due = statusTrialWriteDue(member, desired);
    if (due !== null) await this.memberAdmin.setStatusTrial(memberId, due);
    return { desired, changed: due !== null };
  }
}
