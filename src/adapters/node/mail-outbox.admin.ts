import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { OutgoingMail } from '../../core/notifications/outgoing-mail';
import type { MailOutboxPort } from '../../ports/mail-outbox.port';
import { adminGuarded } from './admin-errors';

/**
 * A document per mail in the collection the "Trigger Email from Firestore" extension watches
 * ({to, message: {subject, text}}, its documented shape); null collection: mail is not set up.
 */
export class AdminMailOutbox implements MailOutboxPort {
  constructor(
    private readonly db: Firestore,
    private readonly collection: string | null,
  ) {}

  async enqueue(mail: OutgoingMail): Promise<'queued' | 'not-configured'> {
    const collection = this.collection?.trim() ?? '';
    if (collection === '') return 'not-configured';
    await adminGuarded(() => this.db.collection(collection).add({ to: mail.to, message: { subject: mail.subject, text: mail.text }, createdAt: FieldValue.serverTimestamp() }));
    return 'queued';
  }
}
