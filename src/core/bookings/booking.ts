import type { EpochMs } from '../time/time';
import { MINUTE_MS } from '../time/time';

export type BookingStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'no-show';
export const BOOKING_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed', 'declined', 'cancelled', 'no-show'];
export type BookingLanguage = 'en' | 'es';

/** Who the appointment is for, as they gave it; one of e-mail and phone at least. */
export interface BookingVisitor {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly note: string;
  /** The page's language when they booked: every message to them is in it. */
  readonly language: BookingLanguage;
}

/** A booking as a new request holds it, before the store gives it an id. */
export interface NewBooking {
  readonly serviceId: string;
  readonly serviceName: string;
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly status: 'requested' | 'confirmed';
  readonly visitor: BookingVisitor;
  readonly createdAt: EpochMs;
  /** A hash of the token in the visitor's link: whoever holds the token may cancel this booking, and only it. */
  readonly manageKey: string;
}

export interface Booking extends Omit<NewBooking, 'status'> {
  readonly id: string;
  readonly status: BookingStatus;
  readonly updatedAt: EpochMs;
  /** Why the owner declined or cancelled, in their words; empty otherwise. */
  readonly reason: string;
  /** Another time the owner offered when declining; null when none. */
  readonly proposedStart: EpochMs | null;
  readonly cancelledBy: 'owner' | 'visitor' | null;
  /** Whether the day-before reminder went out. */
  readonly reminded: boolean;
  /** A hash of the token in the reminder's link, which opens the booking as the first mail's does; empty before it. */
  readonly reminderKey: string;
}

/** Requests and confirmed appointments hold their time; the rest free it. */
export function holdsTime(status: BookingStatus): boolean {
  return status === 'requested' || status === 'confirmed';
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export type BookingEvent =
  | { readonly type: 'accept' }
  | { readonly type: 'decline'; readonly reason: string; readonly proposedStart: EpochMs | null }
  | { readonly type: 'cancel'; readonly by: 'owner' | 'visitor'; readonly reason: string; readonly cutoffMinutes: number }
  | { readonly type: 'no-show' };

export type BookingRefusal = 'not-allowed' | 'past-cutoff' | 'not-started' | 'in-the-past';

export type BookingTransition = { readonly ok: true; readonly booking: Booking } | { readonly ok: false; readonly refusal: BookingRefusal };

/**
 * The life of a booking, on the injected clock: a request is accepted or declined (perhaps with
 * another time offered); a request or a confirmed appointment is cancelled by the owner at any
 * time before it starts, or by the visitor until the cut-off; a confirmed appointment that has
 * started can be marked a no-show. Declined, cancelled and no-show are final.
 */
export function transition(booking: Booking, event: BookingEvent, now: EpochMs): BookingTransition {
  const refuse = (refusal: BookingRefusal): BookingTransition => ({ ok: false, refusal });
  const next = (patch: Partial<Booking>): BookingTransition => ({ ok: true, booking: { ...booking, ...patch, updatedAt: now } });
  switch (event.type) {
    case 'accept':
      if (booking.status !== 'requested') return refuse('not-allowed');
      if (booking.start <= now) return refuse('in-the-past');
      return next({ status: 'confirmed' });
    case 'decline':
      if (booking.status !== 'requested') return refuse('not-allowed');
      if (event.proposedStart !== null && event.proposedStart <= now) return refuse('in-the-past');
      return next({ status: 'declined', reason: event.reason, proposedStart: event.proposedStart });
    case 'cancel':
      if (!holdsTime(booking.status)) return refuse('not-allowed');
      if (booking.start <= now) return refuse('in-the-past');
      if (event.by === 'visitor' && booking.start - now < event.cutoffMinutes * MINUTE_MS) return refuse('past-cutoff');
      return next({ status: 'cancelled', reason: event.reason, cancelledBy: event.by });
    case 'no-show':
      if (booking.status !== 'confirmed') return refuse('not-allowed');
      if (booking.start > now) return refuse('not-started');
      return next({ status: 'no-show' });
  }
}

/** A stored booking from its new form and its id. */
export function bookingFrom(id: string, booking: NewBooking): Booking {
  return { ...booking, id, updatedAt: booking.createdAt, reason: '', proposedStart: null, cancelledBy: null, reminded: false, reminderKey: '' };
}
