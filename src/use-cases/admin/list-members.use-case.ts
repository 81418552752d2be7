import { inject, injectable } from 'inversify';
import type { MemberFilter } from '../../core/admin/member-filter';
import { filterNeedsPlan, matchesMemberFilter } from '../../core/admin/member-filter';
import type { AppConfig } from '../../core/config/app-config';
import type { MemberRecord } from '../../core/member/member-record';
import { effectivePlan } from '../../core/plans/effective-plan';
import type { PlanTier } from '../../core/plans/plan-level';
import type { Roles } from '../../core/roles/roles';
import { rolesOf } from '../../core/roles/roles';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_DIRECTORY, type MemberDirectoryPort } from '../../ports/member-directory.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';

export const DEFAULT_MEMBER_PAGE_SIZE = 200;

export interface ListMembersOptions {
  readonly filter: MemberFilter;
  /** Look up each member's effective plan (one read per member); implied by a plan filter. */
  readonly withPlans?: boolean;
  readonly pageSize?: number;
}

export interface MemberRow {
  readonly member: MemberRecord;
  readonly roles: Roles;
  /** Null when plans were not looked up. */
  readonly tier: PlanTier | null;
}

/**
 * Every member matching the filter, streamed page by page from the directory so that memory
 * stays flat for any number of members (admin page and admin CLI). Plans cost a read per
 * member, so they are looked up only when asked for or filtered on.
 */
@injectable()
export class ListMembersUseCase {
  constructor(
    @inject(MEMBER_DIRECTORY) private readonly directory: MemberDirectoryPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async *execute({ filter, withPlans = false, pageSize = DEFAULT_MEMBER_PAGE_SIZE }: ListMembersOptions): AsyncIterable<readonly MemberRow[]> {
    const needPlans = withPlans || filterNeedsPlan(filter);
    for await (const page of this.directory.pages(pageSize)) {
      const rows = await Promise.all(page.map((member) => this.rowOf(member, needPlans)));
      const matching = rows.filter((row) => matchesMemberFilter(row, filter));
      if (matching.length > 0) yield matching;
    }
  }

  private async rowOf(member: MemberRecord, withPlan: boolean): Promise<MemberRow> {
    const roles = rolesOf(member, this.config);
    if (!withPlan) return { member, roles, tier: null };
    const subscriptions = await this.subscriptions.listSubscriptions(member.id);
    return { member, roles, tier: effectivePlan({ member, subscriptions, roles, now: this.clock.now() }) };
  }
}
