import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import type { Subscription } from '../../core/plans/subscription';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';

/** Every subscription document of a member, whatever its status (admin CLI). */
@injectable()
export class ListSubscriptionsUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
  ) {}

  async execute(memberId: string): Promise<readonly Subscription[]> {
    // An unknown member and a member without subscriptions must not look alike.
    if ((await this.memberRecords.get(memberId)) === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    return this.subscriptions.listSubscriptions(memberId);
  }
}
