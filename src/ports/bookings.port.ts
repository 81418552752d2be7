import type { Booking, BookingEvent, BookingRefusal, NewBooking } from '../core/bookings/booking';
import type { BookingSettings } from '../core/bookings/booking-settings';
import type { TakenTime } from '../core/bookings/booking-slots';
import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export type BookOutcome = { readonly kind: 'booked'; readonly booking: Booking } | { readonly kind: 'taken' };

export type AnswerOutcome = { readonly ok: true; readonly booking: Booking } | { readonly ok: false; readonly refusal: BookingRefusal | 'not-found' };

/**
 * A member's bookings and booking settings (vMember/{id}/bookings, bookingDays, bookingSettings),
 * as the server keeps them. Taking a time and freeing it are transactions, so two server
 * instances never give one place to two visitors.
 */
export interface BookingsPort {
  /** The stored settings, read by the core's reader (defaults when none). */
  readSettings(memberId: string): Promise<BookingSettings>;
  saveSettings(memberId: string, settings: BookingSettings): Promise<void>;
  /** The times held (requests and confirmed appointments) that overlap [from, to). */
  takenTimes(memberId: string, from: EpochMs, to: EpochMs): Promise<readonly TakenTime[]>;
  /**
   * Stores the booking if fewer than `capacity` held times overlap it, widened by the buffer;
   * otherwise stores nothing and answers 'taken'. One transaction.
   */
  book(memberId: string, booking: NewBooking, rule: { readonly capacity: number; readonly bufferMinutes: number }): Promise<BookOutcome>;
  find(memberId: string, bookingId: string): Promise<Booking | null>;
  /** Every booking starting at or after `from`, earliest first. */
  listFrom(memberId: string, from: EpochMs): Promise<readonly Booking[]>;
  /** The core's transition applied in one transaction; a booking that stops holding its time frees it. */
  answer(memberId: string, bookingId: string, event: BookingEvent, now: EpochMs): Promise<AnswerOutcome>;
  /**
   * Frees the time of a booking that no longer holds it (the owner answered from their browser,
   * which cannot touch the held times), in one transaction; true when anything was freed. A
   * booking that still holds its time, or none, is left alone.
   */
  release(memberId: string, bookingId: string): Promise<boolean>;
  /** Records that the day-before reminder went, with the hash of its link's token; false when there is no such booking. */
  markReminded(memberId: string, bookingId: string, reminderKey: string): Promise<boolean>;
}

export const BOOKINGS_PORT: PortToken<BookingsPort> = portToken<BookingsPort>('BookingsPort');
