import { describe, expect, it } from 'vitest';
import type { NewBooking } from '../../core/bookings/booking';
import { HOUR_MS } from '../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { DIGEST, type DigestPort } from '../../ports/digest.port';
import { createHash } from 'node:crypto';
import { seedMember, sentMail, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { SendBookingRemindersUseCase } from './send-booking-reminders.use-case';

const UID = 'memberUid00000000000000000041';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function setup() {
  const memory = useCaseContainer();
  if (!memory.container.isBound(DIGEST)) memory.container.bind<DigestPort>(DIGEST).toConstantValue({ sha256Base64: sha256 });
  memory.container.bind(SendBookingRemindersUseCase).toSelf();
  const bookings = memory.container.get<BookingsPort>(BOOKINGS_PORT);
  const now = memory.clock.now();
  const book = async (startFromNow: number, status: NewBooking['status'], name: string, language: 'en' | 'es' = 'es', email = `${name.toLowerCase()}@example.com`) => {
    const start = now + startFromNow;
    const made = await bookings.book(UID, { serviceId: 'cut', serviceName: 'Corte', start, end: start + HOUR_MS, status, visitor: { name, email, phone: '', note: '', language }, createdAt: now - HOUR_MS, manageKey: 'first-key' }, { capacity: 9, bufferMinutes: 0 });
    if (made.kind !== 'booked') throw new Error('not booked');
    return made.booking;
  };
  return { ...memory, bookings, book, reminders: memory.container.get(SendBookingRemindersUseCase) };
}

describe('SendBookingRemindersUseCase (the bookingReminders schedule)', () => {
  it('mails each confirmed appointment 24 to 48 hours ahead once, in the visitor’s language, with a link of its own', async () => {
    const { container, clock, bookings, book, reminders } = setup();
    await seedMember(container, UID, { businessName: 'Barbería Sol', published: true });
    const ana = await book(30 * HOUR_MS, 'confirmed', 'Ana', 'es');
    const ben = await book(47 * HOUR_MS, 'confirmed', 'Ben', 'en');
    await book(20 * HOUR_MS, 'confirmed', 'Soon');
    await book(50 * HOUR_MS, 'confirmed', 'Later');
    await book(30 * HOUR_MS, 'requested', 'Asked');
    await book(30 * HOUR_MS, 'confirmed', 'Phone', 'es', '');

    expect(await reminders.everyone()).toEqual({ sent: 2, alreadySent: 0, failed: 0 });
    const mail = sentMail(container);
    expect(mail.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    const toAna = mail.find((m) => m.to === 'ana@example.com');
    expect(toAna?.subject).toBe('Recordatorio: tu cita de mañana en Barbería Sol');
    expect(toAna?.attachments?.[0]?.filename).toBe('cita.ics');
    expect(mail.find((m) => m.to === 'ben@example.com')?.subject).toBe('Reminder: your appointment tomorrow at Barbería Sol');
    const link = /\/book\/manage\?b=([^&\s]+)&t=(\S+)/.exec(toAna?.text ?? '');
    expect(link?.[1]).toBe(ana.id);
    const stored = await bookings.find(UID, ana.id);
    expect(stored).toMatchObject({ reminded: true, manageKey: 'first-key', reminderKey: sha256(decodeURIComponent(link?.[2] ?? '')) });

    // The next hourly runs: nothing more for these two, until the later one enters the window.
    clock.advance(HOUR_MS);
    expect(await reminders.everyone()).toEqual({ sent: 0, alreadySent: 2, failed: 0 });
    clock.advance(2 * HOUR_MS);
    expect((await reminders.everyone()).sent).toBe(1);
    expect(sentMail(container).map((m) => m.to)).toContain('later@example.com');
    expect(sentMail(container)).toHaveLength(3);
    expect((await bookings.find(UID, ben.id))?.reminded).toBe(true);
  });

  it('reminds nothing of an unpublished site', async () => {
    const { container, book, reminders } = setup();
    await seedMember(container, UID, { published: false });
    await book(30 * HOUR_MS, 'confirmed', 'Ana');
    expect(await reminders.everyone()).toEqual({ sent: 0, alreadySent: 0, failed: 0 });
    expect(sentMail(container)).toEqual([]);
  });
});
