import type { OutgoingMail } from '../core/notifications/outgoing-mail';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * Where the server leaves e-mail for the deployment's mail sender: in production a Firestore
 * collection watched by Firebase's "Trigger Email from Firestore" extension, named by
 * SITIO_MAIL_COLLECTION; without it no mail is sent ('not-configured').
 */
export interface MailOutboxPort {
  enqueue(mail: OutgoingMail): Promise<'queued' | 'not-configured'>;
}

export const MAIL_OUTBOX: PortToken<MailOutboxPort> = portToken<MailOutboxPort>('MailOutboxPort');
