import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import type { MemberRecord } from '../../core/member/member-record';
import { rolesOf } from '../../core/roles/roles';
import type { StatusTrial } from '../../core/trial/trial-status';
import { desiredStatusTrial, statusTrialWriteDue } from '../../core/trial/trial-status';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_ADMIN, type MemberAdminPort } from '../../ports/member-admin.port';
import { MEMBER_DIRECTORY, type MemberDirectoryPort } from '../../ports/member-directory.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';
import { DEFAULT_MEMBER_PAGE_SIZE } from './list-members.use-case';

export interface MemberStatusCheck {
  readonly memberId: string;
  readonly current: StatusTrial;
  readonly desired: StatusTrial;
  /** Whether the record differs from the rules (and was written, unless this was a dry run). */
  readonly changed: boolean;
}

export interface FixAllOptions {
  readonly dryRun: boolean;
  readonly pageSize?: number;
}

/**
 * The trial/status rule (spec section 4) for one member or for all of them, with a dry run
 * that only reports. For all members the records come from the directory's pages, so memory
 * stays flat and each member costs one subscriptions read, plus a write only when due.
 */
@injectable()
export class FixAllMemberStatusesUseCase {
  constructor(
    @inject(MEMBER_DIRECTORY) private readonly directory: MemberDirectoryPort,
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(MEMBER_ADMIN) private readonly memberAdmin: MemberAdminPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What the rule says about one member, without writing anything; null for an unknown id. */
  async check(memberId: string): Promise<MemberStatusCheck | null> {
    const member = await this.memberRecords.get(memberId);
    return member === null ? null : this.checkMember(member, true);
  }

  /** One result per member, in id order, page by page. */
  async *execute({ dryRun, pageSize = DEFAULT_MEMBER_PAGE_SIZE }: FixAllOptions): AsyncIterable<readonly MemberStatusCheck[]> {
    for await (const page of this.directory.pages(pageSize)) {
      yield await Promise.all(page.map((member) => this.checkMember(member, dryRun)));
    }
  }

  private async checkMember(member: MemberRecord, dryRun: boolean): Promise<MemberStatusCheck> {
    const subscriptions = await this.subscriptions.listSubscriptions(member.id);
    const desired = desiredStatusTrial({ member, subscriptions, roles: rolesOf(member, this.config), now: this.clock.now() });
    const due = statusTrialWriteDue(member, desired);
    if (due !== null && !dryRun) await this.memberAdmin.setStatusTrial(member.id, due);
    return { memberId: member.id, current: { status: member.status, trial: member.trial }, desired, changed: due !== null };
  }
}
