import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import { announcementPush } from '../../core/portal/portal-links';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { PORTAL_DIRECTORY, type PortalDirectoryPort } from '../../ports/portal-directory.port';
import { PUSH_SENDER, type PushSenderPort } from '../../ports/push-sender.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { isPortalOpen } from './portal-open';

export type AnnouncementPushOutcome =
  | { readonly kind: 'pushed'; readonly devices: number; readonly forgotten: number }
  | { readonly kind: 'already-handled' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'portal-closed' };

/**
 * The server's reaction to an announcement the owner sent (the `announcementPush` Firestore
 * trigger, and the local trigger runner): a web push with its title and the start of its body,
 * opening the site's portal, to every device of the active customers in its groups, once however
 * often the event is delivered. Devices the push service says are gone are forgotten. Customers
 * read the announcement itself in their portal, so a push that cannot be sent loses nothing.
 */
@injectable()
export class PushAnnouncementUseCase {
  constructor(
    @inject(PORTAL_DIRECTORY) private readonly portal: PortalDirectoryPort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(PUSH_SENDER) private readonly pushSender: PushSenderPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute(memberId: string, announcementId: string): Promise<AnnouncementPushOutcome> {
    const key = `announcementPush:${memberId}:${announcementId}`;
    if (!(await this.ledger.claim(key))) return { kind: 'already-handled' };
    try {
      const announcement = await this.portal.findAnnouncement(memberId, announcementId);
      const member = announcement === null ? null : await this.records.get(memberId);
      if (announcement === null || member === null) return { kind: 'missing' };
      if (!(await isPortalOpen(member, this.subscriptions, this.config, this.clock.now()))) return { kind: 'portal-closed' };
      const devices = await this.portal.pushTokensFor(memberId, announcement.groups);
      if (devices.length === 0) return { kind: 'pushed', devices: 0, forgotten: 0 };
      const delivery = await this.pushSender.send([...new Set(devices.map((d) => d.token))], announcementPush(announcement, member.username));
      const stale = new Set(delivery.staleTokens);
      let forgotten = 0;
      for (const device of devices.filter((d) => stale.has(d.token))) {
        try {
          await this.portal.removePushToken(memberId, device.uid, device.token);
          forgotten += 1;
        } catch (error) {
          this.logger.warn(`could not forget a stale push token of customer ${device.uid} of ${memberId}`, error);
        }
      }
      return { kind: 'pushed', devices: delivery.sent, forgotten };
    } catch (error) {
      // Nothing was sent: give the claim back so the next delivery tries again.
      await this.ledger.release(key);
      throw error;
    }
  }
}
