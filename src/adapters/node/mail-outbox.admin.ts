import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { OutgoingMail } from '../../core/notifications/outgoing-mail';
import type { MailOutboxPort } from '../../ports/mail-outbox.port';
import { adminGuarded } from './admin-errors';

/**
 * A document per mail in the collection the "Trigger Email from Firestore" extension watches
 * ({to, message: {subject, text, attachments}}, its documented shape; attachments as nodemailer
 * takes them: {filename, content, contentType}); null collection: mail is not set up.
 */
export class AdminMailOutbox implements MailOutboxPort {
  constructor(
    private readonly db: Firestore,
    private readonly collection: string | null,
  ) {}

  async enqueue(mail: OutgoingMail): Promise<'queued' | 'not-configured'> {
    const collection = this.collection?.trim() ?? '';
    if (collection === '') return 'not-configured';
    const attachments = (mail.attachments ?? []).map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType }));
    const message = { subject: mail.subject, text: mail.text, ...(attachments.length === 0 ? {} : { attachments }) };
    await adminGuarded(() => this.db.collection(collection).add({ to: mail.to, message, createdAt: FieldValue.serverTimestamp() }));
    return 'queued';
  }
}
