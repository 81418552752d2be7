import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import { AppError } from '../../core/errors/error-codes';
import type { MemberRecord } from '../../core/member/member-record';
import { rolesOf } from '../../core/roles/roles';
import type { StatusTrial } from '../../core/trial/trial-status';
import { desiredStatusTrial, statusTrialWriteDue } from '../../core/trial/trial-status';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_ADMIN, type MemberAdminPort } from '../../ports/member-admin.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';

export interface MemberStatusCheck {
  readonly memberId: string;
  /** The flags the record held. */
  readonly current: StatusTrial;
  /** The flags the record should hold now. */
  readonly desired: StatusTrial;
  /** Whether the record differs from the rules (and was written, unless this was a dry run). */
  readonly changed: boolean;
}

export interface FixStatusOptions {
  /** Report what the rules say, write nothing. */
  readonly dryRun?: boolean;
}

/**
 * Brings one member's status and trial flags in line with the rules (spec section 4), from the
 * record, the subscriptions and the roles as they are now. The fix an administrator reaches for
 * when a member's browser never ran the sync (admin page and admin CLI); fixing every member is
 * this, applied to each record of the directory's pages.
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

  async execute(memberId: string, options: FixStatusOptions = {}): Promise<MemberStatusCheck> {
    const member = await this.memberRecords.get(memberId);
    if (member === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    return this.fix(member, options);
  }

  /** For a record already read (a page of the directory): one subscriptions read, a write only when due. */
  async fix(member: MemberRecord, { dryRun = false }: FixStatusOptions = {}): Promise<MemberStatusCheck> {
    const subscriptions = await this.subscriptions.listSubscriptions(member.id);
    const desired = desiredStatusTrial({ member, subscriptions, roles: rolesOf(member, this.config), now: this.clock.now() });
    const due = statusTrialWriteDue(member, desired);
    if (due !== null && !dryRun) await this.memberAdmin.setStatusTrial(member.id, due);
    return { memberId: member.id, current: { status: member.status, trial: member.trial }, desired, changed: due !== null };
  }
}
