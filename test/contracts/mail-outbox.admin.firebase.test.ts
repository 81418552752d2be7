import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { AdminMailOutbox } from '../../src/adapters/node/mail-outbox.admin';
import type { OutgoingMail } from '../../src/core/notifications/outgoing-mail';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { randomLowercase } from '../support/test-ids';
import { describeMailOutboxContract } from './mail-outbox.contract';

const backend = sharedAdminContractBackend('mail-outbox');
afterAll(() => backend.dispose());

const uniqueCollection = () => `mail-${randomLowercase(12)}`;

// A collection per test stands for the one SITIO_MAIL_COLLECTION names; the fixtures read it as
// the "Trigger Email from Firestore" extension does ({to, message: {subject, text, attachments}}).
describeMailOutboxContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  const collection = uniqueCollection();
  return {
    port: new AdminMailOutbox(firestore, collection),
    fixtures: {
      queued: async (): Promise<OutgoingMail[]> =>
        (await firestore.collection(collection).get()).docs.map((doc) => {
          const message: unknown = doc.get('message');
          const { subject, text, attachments } = (message ?? {}) as Record<string, unknown>;
          return { to: String(doc.get('to')), subject: String(subject), text: String(text), ...(attachments === undefined ? {} : { attachments: attachments as OutgoingMail['attachments'] }) };
        }),
      unconfigured: [new AdminMailOutbox(firestore, null), new AdminMailOutbox(firestore, ''), new AdminMailOutbox(firestore, ' ')],
    },
  };
});

describe('AdminMailOutbox beyond the contract', () => {
  it('leaves each mail in the shape the "Trigger Email from Firestore" extension sends, stamped by the server', async () => {
    const collection = uniqueCollection();
    const { firestore } = backend.get();
    const outbox = new AdminMailOutbox(firestore, collection);
    expect(await outbox.enqueue({ to: 'ana@example.com', subject: 'Hola', text: 'https://example.com/portal?invite=1' })).toBe('queued');
    const docs = (await firestore.collection(collection).get()).docs.map((d) => d.data());
    expect(docs).toHaveLength(1);
    expect(docs[0]).toEqual({ to: 'ana@example.com', message: { subject: 'Hola', text: 'https://example.com/portal?invite=1' }, createdAt: expect.any(Timestamp) });
  });
});

describe('AdminMailOutbox attachments', () => {
  it('writes them under message.attachments as the extension hands them to nodemailer', async () => {
    const collection = uniqueCollection();
    const { firestore } = backend.get();
    const attachment = { filename: 'cita.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
    await new AdminMailOutbox(firestore, collection).enqueue({ to: 'ana@example.com', subject: 'Cita', text: 'Hola', attachments: [attachment] });
    const docs = (await firestore.collection(collection).get()).docs.map((d) => d.data());
    expect(docs[0]?.['message']).toEqual({ subject: 'Cita', text: 'Hola', attachments: [{ filename: 'cita.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] });
  });
});
