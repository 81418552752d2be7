import type { Booking } from '../core/bookings/booking';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/**
 * A member's bookings as their own browser sees them (vMember/{id}/bookings): read live, and
 * answered by writing the new status. The rules allow only the booking's life's own changes;
 * the held times and the visitor's mail are the server's, on the status change.
 */
export interface OwnerBookingsPort {
  /** Every booking, earliest first. */
  watchAll(memberId: string, listener: (bookings: readonly Booking[]) => void): Unsubscribe;
  /** The requests waiting for an answer (status 'requested'), earliest first: the navigation's badge. */
  watchRequests(memberId: string, listener: (bookings: readonly Booking[]) => void): Unsubscribe;
  /** Writes the answer: status, reason, proposed time, who cancelled, and when. */
  saveAnswer(memberId: string, booking: Booking): Promise<void>;
}

export const OWNER_BOOKINGS: PortToken<OwnerBookingsPort> = portToken<OwnerBookingsPort>('OwnerBookingsPort');
