import type { Booking, BookingEvent, NewBooking } from '../../core/bookings/booking';
import { bookingFrom, holdsTime, transition } from '../../core/bookings/booking';
import type { BookingSettings } from '../../core/bookings/booking-settings';
import { readBookingSettings } from '../../core/bookings/booking-settings';
import type { TakenTime } from '../../core/bookings/booking-slots';
import { distinctHeld, heldTimesOf, overlapping, readStoredBooking, storedBooking, utcDaysOf } from '../../core/bookings/booking-store';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import type { EpochMs } from '../../core/time/time';
import { MINUTE_MS } from '../../core/time/time';
import type { AnswerOutcome, BookOutcome, BookingsPort } from '../../ports/bookings.port';
import { isSafeDocumentId } from '../firebase/firestore-collections';
import type { MemoryDatabase, PathSegments } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

function checkedMember(memberId: string): string {
  if (!isValidMemberId(memberId)) throw new AppError('invalid-input', { detail: 'unusable member id' });
  return memberId;
}

/** The memory double of the bookings store: each call reads and writes in one synchronous step, as one transaction. */
export class MemoryBookings implements BookingsPort {
  constructor(private readonly db: MemoryDatabase) {}

  private path(memberId: string, name: 'bookings' | 'bookingDays' | 'bookingSettings', id: string): PathSegments {
    if (!isSafeDocumentId(id)) throw new AppError('invalid-input', { detail: `unusable ${name} id` });
    return [...memberSubcollection(checkedMember(memberId), name), id];
  }

  async readSettings(memberId: string): Promise<BookingSettings> {
    this.db.checkReachable();
    return readBookingSettings(this.db.getDocument(this.path(memberId, 'bookingSettings', 'current'))).value;
  }

  async saveSettings(memberId: string, settings: BookingSettings): Promise<void> {
    this.db.setDocument(this.path(memberId, 'bookingSettings', 'current'), JSON.parse(JSON.stringify(settings)) as Record<string, unknown>);
  }

  async takenTimes(memberId: string, from: EpochMs, to: EpochMs): Promise<readonly TakenTime[]> {
    this.db.checkReachable();
    const held = distinctHeld(utcDaysOf(from, to).map((day) => this.db.getDocument(this.path(memberId, 'bookingDays', day))?.['held']));
    return held.filter((h) => h.start < to && from < h.end).map(({ start, end }) => ({ start, end }));
  }

  async book(memberId: string, booking: NewBooking, rule: { readonly capacity: number; readonly bufferMinutes: number }): Promise<BookOutcome> {
    this.db.checkReachable();
    const buffer = rule.bufferMinutes * MINUTE_MS;
    const read = utcDaysOf(booking.start - buffer, booking.end + buffer);
    const held = distinctHeld(read.map((day) => this.db.getDocument(this.path(memberId, 'bookingDays', day))?.['held']));
    if (overlapping(held, booking.start, booking.end, rule.bufferMinutes) >= rule.capacity) return { kind: 'taken' };
    const stored = bookingFrom(this.db.newId(), booking);
    this.db.runBatch(() => {
      this.db.setDocument(this.path(memberId, 'bookings', stored.id), storedBooking(stored));
      for (const day of utcDaysOf(booking.start, booking.end)) {
        this.db.writeDocument(this.path(memberId, 'bookingDays', day), (current) => ({ held: [...heldTimesOf(current?.['held']), { id: stored.id, start: stored.start, end: stored.end }] }));
      }
    });
    return { kind: 'booked', booking: stored };
  }

  async find(memberId: string, bookingId: string): Promise<Booking | null> {
    this.db.checkReachable();
    return readStoredBooking(bookingId, this.db.getDocument(this.path(memberId, 'bookings', bookingId)));
  }

  async listFrom(memberId: string, from: EpochMs): Promise<readonly Booking[]> {
    this.db.checkReachable();
    return this.db
      .listDocuments(memberSubcollection(checkedMember(memberId), 'bookings'))
      .map((d) => readStoredBooking(d.id, d.data))
      .filter((b): b is Booking => b !== null && b.start >= from)
      .sort((a, b) => a.start - b.start);
  }

  async release(memberId: string, bookingId: string): Promise<boolean> {
    const booking = await this.find(memberId, bookingId);
    if (booking === null || holdsTime(booking.status)) return false;
    let freed = false;
    this.db.runBatch(() => {
      for (const day of utcDaysOf(booking.start, booking.end)) {
        this.db.writeDocument(this.path(memberId, 'bookingDays', day), (current) => {
          const held = heldTimesOf(current?.['held']);
          const kept = held.filter((h) => h.id !== bookingId);
          freed ||= kept.length < held.length;
          return { held: kept };
        });
      }
    });
    return freed;
  }

  async markReminded(memberId: string, bookingId: string, reminderKey: string): Promise<boolean> {
    if ((await this.find(memberId, bookingId)) === null) return false;
    this.db.updateDocument(this.path(memberId, 'bookings', bookingId), { reminded: true, reminderKey });
    return true;
  }

  async answer(memberId: string, bookingId: string, event: BookingEvent, now: EpochMs): Promise<AnswerOutcome> {
    const booking = await this.find(memberId, bookingId);
    if (booking === null) return { ok: false, refusal: 'not-found' };
    const result = transition(booking, event, now);
    if (!result.ok) return result;
    this.db.runBatch(() => {
      this.db.setDocument(this.path(memberId, 'bookings', bookingId), storedBooking(result.booking));
      if (!holdsTime(result.booking.status)) {
        for (const day of utcDaysOf(booking.start, booking.end)) {
          this.db.writeDocument(this.path(memberId, 'bookingDays', day), (current) => ({ held: heldTimesOf(current?.['held']).filter((h) => h.id !== bookingId) }));
        }
      }
    });
    return result;
  }
}
