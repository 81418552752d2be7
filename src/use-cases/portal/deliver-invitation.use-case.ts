import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../core/config/app-config';
import { invitationMail } from '../../core/notifications/outgoing-mail';
import { invitationLink } from '../../core/portal/portal-links';
import { APP_CONFIG } from '../../ports/app-config.port';
import { APP_ORIGIN, type AppOrigin } from '../../ports/app-origin.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MAIL_OUTBOX, type MailOutboxPort } from '../../ports/mail-outbox.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { PORTAL_DIRECTORY, type PortalDirectoryPort } from '../../ports/portal-directory.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { isPortalOpen } from './portal-open';

export type InvitationDeliveryOutcome =
  /** `mail`: whether the deployment's mail sender got it; the link is in the log either way. */
  | { readonly kind: 'delivered'; readonly link: string; readonly mail: 'queued' | 'not-configured' }
  | { readonly kind: 'already-handled' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'portal-closed' };

/**
 * The server's reaction to an invitation the owner made (the `portalInvites` Firestore trigger,
 * and the local trigger runner), once per invitation: an e-mail in the site's language where the
 * deployment has a mail sender, and the link in the server's log (the local stack's triggers
 * log). The owner can also copy the same link from the Users Portal page.
 */
@injectable()
export class DeliverInvitationUseCase {
  constructor(
    @inject(PORTAL_DIRECTORY) private readonly portal: PortalDirectoryPort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(APP_ORIGIN) private readonly origin: AppOrigin,
    @inject(LOGGER) private readonly logger: LoggerPort,
    @inject(MAIL_OUTBOX) private readonly mail: MailOutboxPort,
  ) {}

  async execute(memberId: string, invitationId: string): Promise<InvitationDeliveryOutcome> {
    const key = `portalInvites:${memberId}:${invitationId}`;
    if (!(await this.ledger.claim(key))) return { kind: 'already-handled' };
    try {
      const invitation = await this.portal.findInvitation(memberId, invitationId);
      const member = invitation === null ? null : await this.records.get(memberId);
      if (invitation === null || member === null) return { kind: 'missing' };
      const now = this.clock.now();
      if (invitation.expiresAt <= now) return { kind: 'expired' };
      if (!(await isPortalOpen(member, this.subscriptions, this.config, now))) return { kind: 'portal-closed' };
      const link = invitationLink(member.username, invitationId, this.origin.url, this.config.appDomainSuffix);
      const site = member.namePublico.trim() === '' ? member.username : member.namePublico;
      const mail = await this.mail.enqueue(invitationMail(invitation.email, site, link, member.siteLanguage === 'ES' ? 'ES' : 'EN'));
      this.logger.info(`Invitation for ${invitation.email} to ${site}: ${link}`);
      return { kind: 'delivered', link, mail };
    } catch (error) {
      await this.ledger.release(key);
      throw error;
    }
  }
}
