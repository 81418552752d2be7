import type { OutgoingMail } from '../../core/notifications/outgoing-mail';
import type { MailOutboxPort } from '../../ports/mail-outbox.port';

/** Keeps what would be sent, for tests; `configured: false` is a deployment without mail. */
export class MemoryMailOutbox implements MailOutboxPort {
  private readonly queued: OutgoingMail[] = [];

  constructor(private readonly configured = true) {}

  async enqueue(mail: OutgoingMail): Promise<'queued' | 'not-configured'> {
    if (!this.configured) return 'not-configured';
    this.queued.push({ ...mail, ...(mail.attachments === undefined ? {} : { attachments: mail.attachments.map((a) => ({ ...a })) }) });
    return 'queued';
  }

  sent(): readonly OutgoingMail[] {
    return [...this.queued];
  }
}
