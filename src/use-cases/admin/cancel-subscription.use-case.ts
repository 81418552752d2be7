import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { SUBSCRIPTION_ADMIN, type SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import type { MemberStatusCheck } from './fix-member-status.use-case';
import { FixMemberStatusUseCase } from './fix-member-status.use-case';

/**
 * Cancels a subscription as the payment extension records it: at once, or at the end of the
 * period already paid for. The status flags are fixed afterwards, since an immediate
 * cancellation may end the member's access.
 */
@injectable()
export class CancelSubscriptionUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(SUBSCRIPTION_ADMIN) private readonly subscriptionAdmin: SubscriptionAdminPort,
    @inject(FixMemberStatusUseCase) private readonly fixStatus: FixMemberStatusUseCase,
  ) {}

  async execute(memberId: string, subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<MemberStatusCheck> {
    if ((await this.memberRecords.get(memberId)) === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    await this.subscriptionAdmin.cancel(memberId, subscriptionId, options);
    return this.fixStatus.execute(memberId);
  }
}
