import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import type { PlanTier } from '../../core/plans/plan-level';
import { PLAN_NAME_OF_TIER } from '../../core/plans/plan-level';
import type { EpochMs } from '../../core/time/time';
import { addDays } from '../../core/time/time';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { SUBSCRIPTION_ADMIN, type SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import { FixMemberStatusUseCase } from './fix-member-status.use-case';

/** Longer than a year is a contract, not a support gesture: it belongs to the payment provider. */
export const MAX_GRANTED_SUBSCRIPTION_DAYS = 366;
export const DEFAULT_GRANTED_SUBSCRIPTION_DAYS = 30;

export interface GrantedSubscription {
  readonly subscriptionId: string;
  readonly currentPeriodEnd: EpochMs;
}

/**
 * Gives a member a plan without payment, as the payment extension would record it (local
 * testing, support cases), then fixes the status flags, which a valid subscription changes.
 */
@injectable()
export class GrantSubscriptionUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(SUBSCRIPTION_ADMIN) private readonly subscriptionAdmin: SubscriptionAdminPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(FixMemberStatusUseCase) private readonly fixStatus: FixMemberStatusUseCase,
  ) {}

  async execute(memberId: string, tier: PlanTier, days: number = DEFAULT_GRANTED_SUBSCRIPTION_DAYS): Promise<GrantedSubscription> {
    if (!Number.isSafeInteger(days) || days < 1 || days > MAX_GRANTED_SUBSCRIPTION_DAYS) {
      throw new AppError('invalid-input', { detail: `subscription length must be 1 to ${MAX_GRANTED_SUBSCRIPTION_DAYS} whole days, got ${days}` });
    }
    if ((await this.memberRecords.get(memberId)) === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    const currentPeriodEnd = addDays(this.clock.now(), days);
    const subscriptionId = await this.subscriptionAdmin.grant(memberId, PLAN_NAME_OF_TIER[tier], currentPeriodEnd);
    await this.fixStatus.execute(memberId);
    return { subscriptionId, currentPeriodEnd };
  }
}
