import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingStatus, NewBooking } from '../../src/core/bookings/booking';
import { DEFAULT_BOOKING_SETTINGS } from '../../src/core/bookings/booking-settings';
import type { EpochMs } from '../../src/core/time/time';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/core/time/time';
import type { BookingsPort } from '../../src/ports/bookings.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export type TwoBookings = BookingsPort & { readonly second: BookingsPort };

export interface BookingsFixtures {
  /** Writes a booking's status as the owner's browser does (the rules let it touch nothing else). */
  ownerSetsStatus(memberId: string, bookingId: string, status: BookingStatus): Promise<void>;
}

// 10:00 in Chicago on Thursday 10 December 2026; 23:30 UTC runs an appointment across UTC days.
const TEN = Date.parse('2026-12-10T16:00:00Z') as EpochMs;
const LATE = Date.parse('2026-12-10T23:30:00Z') as EpochMs;
const NOW = Date.parse('2026-12-01T12:00:00Z') as EpochMs;
const one = { capacity: 1, bufferMinutes: 0 };
const SLOW_ON_THE_EMULATOR = 60_000;

function request(start: EpochMs, minutes = 60, name = 'Ana'): NewBooking {
  return { serviceId: 'haircut', serviceName: 'Haircut', start, end: start + minutes * MINUTE_MS, status: 'requested', visitor: { name, email: 'ana@example.com', phone: '', note: '', language: 'es' }, createdAt: NOW, manageKey: `key-${name}` };
}

/** `second` is another server instance on the same store: bookings hold across all of them. */
export function describeBookingsContract(adapterName: string, makeSubject: MakeSubject<TwoBookings, BookingsFixtures>): void {
  describe(`BookingsPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<TwoBookings, BookingsFixtures>;
    let port: TwoBookings;
    let member: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      member = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('gives the default settings before any are saved, and the saved ones after', async () => {
      expect(await port.readSettings(member)).toEqual(DEFAULT_BOOKING_SETTINGS);
      const settings = { ...DEFAULT_BOOKING_SETTINGS, enabled: true, services: [{ id: 'haircut', name: 'Haircut', durationMinutes: 45, priceNote: '' }], blocked: [{ date: '2026-12-24', from: '12:00', to: '18:00' }] };
      await port.saveSettings(member, settings);
      expect(await port.second.readSettings(member)).toEqual(settings);
    });

    it('stores a request, finds it, lists it and counts its time as taken', async () => {
      const outcome = await port.book(member, request(TEN), one);
      expect(outcome.kind).toBe('booked');
      if (outcome.kind !== 'booked') return;
      expect(await port.second.find(member, outcome.booking.id)).toEqual(outcome.booking);
      expect(await port.listFrom(member, NOW)).toEqual([outcome.booking]);
      expect(await port.listFrom(member, TEN + 1)).toEqual([]);
      expect(await port.takenTimes(member, TEN - HOUR_MS, TEN + 2 * HOUR_MS)).toEqual([{ start: TEN, end: TEN + HOUR_MS }]);
      expect(await port.takenTimes(member, TEN + HOUR_MS, TEN + 2 * HOUR_MS)).toEqual([]);
    });

    it('refuses an overlapping time once capacity is reached, counting the buffer, on either instance', async () => {
      expect((await port.book(member, request(TEN), one)).kind).toBe('booked');
      expect(await port.second.book(member, request(TEN + 30 * MINUTE_MS), one)).toEqual({ kind: 'taken' });
      expect((await port.second.book(member, request(TEN + HOUR_MS), one)).kind).toBe('booked');
      expect(await port.book(member, request(TEN + 2 * HOUR_MS), { capacity: 1, bufferMinutes: 15 })).toEqual({ kind: 'taken' });
      expect((await port.book(member, request(TEN), { capacity: 2, bufferMinutes: 0 })).kind).toBe('booked');
      expect(await port.book(member, request(TEN), { capacity: 2, bufferMinutes: 0 })).toEqual({ kind: 'taken' });
    });

    it('finds the held times of a whole year at once, only those inside the range asked for', async () => {
      const later = TEN + 40 * DAY_MS;
      expect((await port.book(member, request(TEN), one)).kind).toBe('booked');
      expect((await port.second.book(member, request(later), one)).kind).toBe('booked');
      const year = await port.takenTimes(member, TEN - DAY_MS, TEN + 365 * DAY_MS);
      expect([...year].sort((a, b) => a.start - b.start)).toEqual([{ start: TEN, end: TEN + HOUR_MS }, { start: later, end: later + HOUR_MS }]);
      expect(await port.takenTimes(member, TEN + 2 * HOUR_MS, later)).toEqual([]);
      expect(await port.takenTimes(member, TEN + 2 * HOUR_MS, later + 1)).toEqual([{ start: later, end: later + HOUR_MS }]);
    });

    it('holds an appointment that runs across midnight UTC on both days', async () => {
      expect((await port.book(member, request(LATE, 90), one)).kind).toBe('booked');
      expect(await port.second.book(member, request(LATE + HOUR_MS, 30), one)).toEqual({ kind: 'taken' });
      expect(await port.takenTimes(member, LATE + HOUR_MS, LATE + 2 * HOUR_MS)).toEqual([{ start: LATE, end: LATE + 90 * MINUTE_MS }]);
    });

    it('gives the last place to one of two visitors asking at once on two instances', async () => {
      const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? port : port.second).book(member, request(TEN, 60, `V${i}`), one)));
      expect(outcomes.filter((o) => o.kind === 'booked')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(5);
      expect(await port.listFrom(member, NOW)).toHaveLength(1);
    }, SLOW_ON_THE_EMULATOR);

    it('applies the life of a booking: accept holds the time, a cancel frees it', async () => {
      const booked = await port.book(member, request(TEN), one);
      if (booked.kind !== 'booked') throw new Error('not booked');
      const accepted = await port.second.answer(member, booked.booking.id, { type: 'accept' }, NOW);
      expect(accepted).toMatchObject({ ok: true, booking: { status: 'confirmed', updatedAt: NOW } });
      expect(await port.book(member, request(TEN), one)).toEqual({ kind: 'taken' });
      expect(await port.answer(member, booked.booking.id, { type: 'accept' }, NOW)).toEqual({ ok: false, refusal: 'not-allowed' });
      const cancelled = await port.answer(member, booked.booking.id, { type: 'cancel', by: 'visitor', reason: '', cutoffMinutes: 60 }, NOW);
      expect(cancelled).toMatchObject({ ok: true, booking: { status: 'cancelled', cancelledBy: 'visitor' } });
      expect(await port.find(member, booked.booking.id)).toMatchObject({ status: 'cancelled' });
      expect(await port.takenTimes(member, TEN, TEN + HOUR_MS)).toEqual([]);
      expect((await port.second.book(member, request(TEN), one)).kind).toBe('booked');
    });

    it('releases the time of a booking the owner answered from the browser, once, so another request can take it', async () => {
      const booked = await port.book(member, request(TEN), one);
      if (booked.kind !== 'booked') throw new Error('not booked');
      // Still held: nothing to free, and the time stays taken.
      expect(await port.release(member, booked.booking.id)).toBe(false);
      expect(await port.book(member, request(TEN, 60, 'Bea'), one)).toEqual({ kind: 'taken' });
      await subject.fixtures.ownerSetsStatus(member, booked.booking.id, 'declined');
      expect(await port.takenTimes(member, TEN, TEN + HOUR_MS)).toHaveLength(1);
      expect(await port.second.release(member, booked.booking.id)).toBe(true);
      expect(await port.release(member, booked.booking.id)).toBe(false);
      expect(await port.takenTimes(member, TEN, TEN + HOUR_MS)).toEqual([]);
      expect((await port.second.book(member, request(TEN, 60, 'Bea'), one)).kind).toBe('booked');
      expect(await port.release(member, 'nothing-here')).toBe(false);
    });

    it('releases an appointment across midnight UTC from both its days', async () => {
      const booked = await port.book(member, request(LATE, 90), one);
      if (booked.kind !== 'booked') throw new Error('not booked');
      await subject.fixtures.ownerSetsStatus(member, booked.booking.id, 'cancelled');
      expect(await port.release(member, booked.booking.id)).toBe(true);
      expect(await port.takenTimes(member, LATE, LATE + 90 * MINUTE_MS)).toEqual([]);
    });

    it('records the reminder and its link key, seen from the other instance', async () => {
      const booked = await port.book(member, request(TEN), one);
      if (booked.kind !== 'booked') throw new Error('not booked');
      expect(booked.booking).toMatchObject({ reminded: false, reminderKey: '' });
      expect(await port.markReminded(member, booked.booking.id, 'reminder-hash')).toBe(true);
      expect(await port.second.find(member, booked.booking.id)).toEqual({ ...booked.booking, reminded: true, reminderKey: 'reminder-hash' });
      expect(await port.markReminded(member, 'nothing-here', 'x')).toBe(false);
    });

    it('answers not-found for an unknown booking and refuses ids that are not ids', async () => {
      expect(await port.answer(member, 'nothing-here', { type: 'accept' }, NOW)).toEqual({ ok: false, refusal: 'not-found' });
      expect(await port.find(member, 'nothing-here')).toBeNull();
      await expect(port.find(member, 'a/b')).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(port.book('a/b', request(TEN), one)).rejects.toMatchObject({ code: 'invalid-input' });
    });
  });
}
