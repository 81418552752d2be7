/**
 * The day-before reminder on the emulators: two server instances (or a retry beside the first
 * run) run the hourly job at once on the injected clock; the visitor gets one reminder, in their
 * language, with an .ics file and a link that opens their booking.
 */
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/adapters/memory/clock.memory';
import { AdminBookings } from '../../src/adapters/node/bookings.admin';
import { CLOCK } from '../../src/ports/clock.port';
import { adminServer } from '../../src/server/server-composition';
import { sendBookingReminders } from '../../src/server/triggers/booking-reminder-trigger';
import { memberRecordFixture, randomLowercase, uniqueMemberId } from '../support/test-ids';

const NOW = Date.parse('2031-11-17T15:00:00Z');
const HOUR = 3_600_000;

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sitio-test';
let apps: App[];
let db: Firestore;

beforeAll(() => {
  const stamp = Date.now();
  apps = [initializeApp({ projectId }, `reminders-1-${stamp}`), initializeApp({ projectId }, `reminders-2-${stamp}`)];
  db = getFirestore(apps[0]!);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describe('bookingReminders against the emulators', () => {
  it('mails one reminder per appointment however many instances run it', { timeout: 60_000 }, async () => {
    const id = uniqueMemberId();
    await db.doc(`vMember/${id}`).set({ ...memberRecordFixture(id), businessName: 'Barbería Sol', published: true });
    const booked = await new AdminBookings(db).book(
      id,
      { serviceId: 'cut', serviceName: 'Corte', start: NOW + 30 * HOUR, end: NOW + 31 * HOUR, status: 'confirmed', visitor: { name: 'Ana', email: 'ana@example.com', phone: '', note: '', language: 'es' }, createdAt: NOW - HOUR, manageKey: 'first' },
      { capacity: 1, bufferMinutes: 0 },
    );
    if (booked.kind !== 'booked') throw new Error('not booked');
    const collection = `mail-${randomLowercase(12)}`;
    const onTheClock = new ContainerModule(({ rebind }) => {
      rebind(CLOCK).toConstantValue(new FakeClock(NOW));
    });
    const servers = apps.map((app) => adminServer(app, { SITIO_MAIL_COLLECTION: collection }, { kind: 'recording', log: () => undefined }, [onTheClock]));
    const runs = await Promise.all([...servers, ...servers].map((server) => sendBookingReminders(server.useCases)));
    expect(runs.filter((run) => run.startsWith('sent 1,'))).toHaveLength(1);

    const mails = (await db.collection(collection).where('to', '==', 'ana@example.com').get()).docs.map((d) => d.data());
    expect(mails).toHaveLength(1);
    const message = mails[0]?.['message'] as { subject: string; text: string; attachments: { filename: string; content: string }[] };
    expect(message.subject).toBe('Recordatorio: tu cita de mañana en Barbería Sol');
    expect(message.attachments[0]?.filename).toBe('cita.ics');
    expect(message.attachments[0]?.content).toContain('STATUS:CONFIRMED');
    expect((await db.doc(`vMember/${id}/bookings/${booked.booking.id}`).get()).get('reminded')).toBe(true);
  });
});
