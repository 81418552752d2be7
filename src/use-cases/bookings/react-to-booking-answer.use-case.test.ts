import { describe, expect, it } from 'vitest';
import type { NewBooking } from '../../core/bookings/booking';
import { DAY_MS, HOUR_MS } from '../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { seedMember, sentMail, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { AnswerBookingUseCase } from './owner-bookings.use-case';
import { ReactToBookingAnswerUseCase } from './react-to-booking-answer.use-case';

const UID = 'memberUid00000000000000000023';

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(AnswerBookingUseCase).toSelf();
  memory.container.bind(ReactToBookingAnswerUseCase).toSelf();
  const now = memory.container.get<ClockPort>(CLOCK).now();
  const start = now + 2 * DAY_MS;
  const bookings = memory.container.get<BookingsPort>(BOOKINGS_PORT);
  const book = async (status: NewBooking['status'], language: 'en' | 'es' = 'es') => {
    const made = await bookings.book(
      UID,
      { serviceId: 'cut', serviceName: 'Corte', start, end: start + HOUR_MS, status, visitor: { name: 'Ana', email: 'ana@example.com', phone: '', note: '', language }, createdAt: now - HOUR_MS, manageKey: 'k' },
      { capacity: 5, bufferMinutes: 0 },
    );
    if (made.kind !== 'booked') throw new Error('not booked');
    return made.booking;
  };
  return { ...memory, bookings, book, start, answer: memory.container.get(AnswerBookingUseCase), react: memory.container.get(ReactToBookingAnswerUseCase) };
}

describe('ReactToBookingAnswerUseCase (the bookingAnswers trigger)', () => {
  it('frees a declined request’s time and mails the visitor once, in their language, with the reason', async () => {
    const { container, bookings, book, start, answer, react } = setup();
    await seedMember(container, UID, { businessName: 'Barbería Sol', siteLanguage: 'EN' });
    const request = await book('requested');
    expect(await answer.execute(UID, request, { type: 'decline', reason: 'Ese día cerramos' })).toMatchObject({ ok: true });
    // The owner's browser changed only the status: the time is still held until the server reacts.
    expect(await bookings.takenTimes(UID, start - DAY_MS, start + DAY_MS)).toHaveLength(1);

    expect(await react.execute(UID, request.id)).toEqual({ kind: 'reacted', freed: true, mail: 'queued' });
    expect(await bookings.takenTimes(UID, start - DAY_MS, start + DAY_MS)).toEqual([]);
    const mail = sentMail(container);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'ana@example.com', subject: 'Solicitud de cita no aceptada: Barbería Sol' });
    expect(mail[0]?.text).toContain('Motivo: Ese día cerramos');

    // Delivered again: nothing more is freed or sent.
    expect(await react.execute(UID, request.id)).toEqual({ kind: 'reacted', freed: false, mail: 'already-sent' });
    expect(sentMail(container)).toHaveLength(1);
  });

  it('mails an accepted request as confirmed and keeps its time; a cancelled appointment frees it', async () => {
    const { container, bookings, book, start, answer, react } = setup();
    await seedMember(container, UID, { businessName: 'Sun Barbers' });
    const request = await book('requested', 'en');
    const accepted = await answer.execute(UID, request, { type: 'accept' });
    expect(await react.execute(UID, request.id)).toEqual({ kind: 'reacted', freed: false, mail: 'queued' });
    expect(sentMail(container)[0]?.subject).toBe('Appointment confirmed: Corte, Sun Barbers');
    // The first mail's event (same id) becomes confirmed in the visitor's calendar.
    const [ics] = sentMail(container)[0]?.attachments ?? [];
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics?.content).toContain(`UID:${request.id}@bookings.sitio.app`);
    expect(ics?.content).toContain('STATUS:CONFIRMED');
    expect(ics?.content).toContain('use the link in the first e-mail');
    expect(await bookings.takenTimes(UID, start - DAY_MS, start + DAY_MS)).toHaveLength(1);

    if (!accepted.ok) throw new Error('not accepted');
    await answer.execute(UID, accepted.booking, { type: 'cancel', reason: 'Ill' });
    expect(await react.execute(UID, request.id)).toEqual({ kind: 'reacted', freed: true, mail: 'queued' });
    expect(sentMail(container)[1]).toMatchObject({ subject: 'Appointment cancelled: Corte, Sun Barbers' });
    expect(sentMail(container)[1]?.attachments?.[0]?.content).toContain('STATUS:CANCELLED');
    expect(await bookings.takenTimes(UID, start - DAY_MS, start + DAY_MS)).toEqual([]);
  });

  it('sends nothing for a booking confirmed as it was made, nor one the visitor cancelled', async () => {
    const { container, bookings, book, react } = setup();
    await seedMember(container, UID);
    const instant = await book('confirmed');
    expect(await react.execute(UID, instant.id)).toEqual({ kind: 'reacted', freed: false, mail: 'none' });
    const clock = container.get<ClockPort>(CLOCK);
    await bookings.answer(UID, instant.id, { type: 'cancel', by: 'visitor', reason: '', cutoffMinutes: 0 }, clock.now() + 1);
    expect(await react.execute(UID, instant.id)).toEqual({ kind: 'reacted', freed: false, mail: 'none' });
    expect(sentMail(container)).toEqual([]);
    expect(await react.execute(UID, 'nope')).toEqual({ kind: 'missing' });
  });

  it('mails a decline with another time: the time in their language and the Book page opened on it', async () => {
    const { container, book, start, answer, react } = setup();
    const member = await seedMember(container, UID, { businessName: 'Barbería Sol' });
    const request = await book('requested');
    const offered = start + DAY_MS;
    expect(await answer.execute(UID, request, { type: 'decline', reason: 'Ese día cerramos', proposedStart: offered })).toMatchObject({ ok: true, booking: { status: 'declined', proposedStart: offered } });
    expect(await react.execute(UID, request.id)).toEqual({ kind: 'reacted', freed: true, mail: 'queued' });
    const text = sentMail(container)[0]?.text ?? '';
    expect(text).toContain('Barbería Sol te propone otra hora:');
    expect(text).toMatch(new RegExp(`Para reservarla: \\S*${member.username}\\S*/book\\?service=cut&date=\\d{4}-\\d{2}-\\d{2}&time=\\d{2}%3A\\d{2}#times`));
  });

  it('refuses to offer a time already past, and writes nothing', async () => {
    const { container, book, answer } = setup();
    await seedMember(container, UID);
    const request = await book('requested');
    const clock = container.get<ClockPort>(CLOCK);
    expect(await answer.execute(UID, request, { type: 'decline', reason: '', proposedStart: clock.now() - HOUR_MS })).toEqual({ ok: false, refusal: 'in-the-past' });
  });
});
