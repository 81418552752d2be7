import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import { AppError } from '../../core/errors/error-codes';
import type { MemberRecord } from '../../core/member/member-record';
import type { MemberMessage } from '../../core/messages/message';
import type { Subscription } from '../../core/plans/subscription';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { SITE_ANALYTICS, type SiteAnalyticsPort, type SiteViews } from '../../ports/site-analytics.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';
import type { MemberStanding } from './member-standing';
import { firstValue, standingOf } from './member-standing';

export interface MemberExport extends MemberStanding {
  readonly exportedAt: number;
  readonly member: MemberRecord;
  readonly subscriptions: readonly Subscription[];
  /** Every message, newest first, read or not. */
  readonly messages: readonly MemberMessage[];
  readonly views: SiteViews;
}

/**
 * Everything the product holds about one member, in one document (support cases, access
 * requests). Push tokens and uploaded files are left out: they identify devices and are not
 * the member's own content.
 */
@injectable()
export class ExportMemberUseCase {
  constructor(
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(MESSAGES) private readonly messages: MessagesPort,
    @inject(SITE_ANALYTICS) private readonly analytics: SiteAnalyticsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(memberId: string): Promise<MemberExport> {
    const member = await this.memberRecords.get(memberId);
    if (member === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    const [subscriptions, messages, views] = await Promise.all([
      this.subscriptions.listSubscriptions(memberId),
      firstValue<readonly MemberMessage[]>((listener) => this.messages.watchMessages(memberId, listener)),
      this.analytics.readViews(memberId),
    ]);
    const now = this.clock.now();
    return { exportedAt: now, member, subscriptions, messages, views, ...standingOf(member, subscriptions, this.config, now) };
  }
}
