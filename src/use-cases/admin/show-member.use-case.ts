import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import type { MemberRecord } from '../../core/member/member-record';
import type { Subscription } from '../../core/plans/subscription';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { SITE_ANALYTICS, type SiteAnalyticsPort, type SiteViews } from '../../ports/site-analytics.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';
import { FindMemberUseCase } from './find-member.use-case';
import type { MemberStanding } from './member-standing';
import { firstValue, standingOf } from './member-standing';

export interface MemberOverview extends MemberStanding {
  readonly member: MemberRecord;
  readonly subscriptions: readonly Subscription[];
  readonly unreadMessages: number;
  readonly views: SiteViews;
  /** The moment every rule above was applied at. */
  readonly checkedAt: number;
}

/**
 * One member as an administrator needs to see them to answer "why do I see this?": the record,
 * and what the core's rules make of it now (plan, access level, banner, the flags it should
 * hold), with the subscriptions, unread messages and views behind it.
 */
@injectable()
export class ShowMemberUseCase {
  constructor(
    @inject(FindMemberUseCase) private readonly findMember: FindMemberUseCase,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(MESSAGES) private readonly messages: MessagesPort,
    @inject(SITE_ANALYTICS) private readonly analytics: SiteAnalyticsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `query`: a member id, email or username. */
  async execute(query: string): Promise<MemberOverview> {
    const member = await this.findMember.execute(query);
    const [subscriptions, unreadMessages, views] = await Promise.all([
      this.subscriptions.listSubscriptions(member.id),
      firstValue<number>((listener) => this.messages.watchUnreadCount(member.id, listener)),
      this.analytics.readViews(member.id),
    ]);
    const now = this.clock.now();
    return { member, subscriptions, unreadMessages, views, checkedAt: now, ...standingOf(member, subscriptions, this.config, now) };
  }
}
