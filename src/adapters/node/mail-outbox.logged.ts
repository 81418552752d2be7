import type { OutgoingMail } from '../../core/notifications/outgoing-mail';
import type { MailOutboxPort } from '../../ports/mail-outbox.port';

/** One line of the local mail log: who, what, and each attachment by name, type and size. */
export function mailLogLine(mail: OutgoingMail, outcome: 'queued' | 'not-configured'): string {
  const files = (mail.attachments ?? []).map((a) => ` + ${a.filename} (${a.contentType.split(';')[0] ?? ''}, ${new TextEncoder().encode(a.content).length} B)`).join('');
  return `mail to ${mail.to} (${outcome}): "${mail.subject}"${files}`;
}

/** The local stack's mail log: every mail goes to `inner` and is reported through `log`. */
export class LoggedMailOutbox implements MailOutboxPort {
  constructor(
    private readonly inner: MailOutboxPort,
    private readonly log: (line: string) => void,
  ) {}

  async enqueue(mail: OutgoingMail): Promise<'queued' | 'not-configured'> {
    const outcome = await this.inner.enqueue(mail);
    this.log(mailLogLine(mail, outcome));
    return outcome;
  }
}
