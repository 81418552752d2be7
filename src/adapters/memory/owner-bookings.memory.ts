import type { Booking } from '../../core/bookings/booking';
import { answerPatch } from '../../core/bookings/booking-answer';
import { readStoredBooking } from '../../core/bookings/booking-store';
import { AppError } from '../../core/errors/error-codes';
import type { OwnerBookingsPort } from '../../ports/owner-bookings.port';
import type { Unsubscribe } from '../../ports/port-token';
import { isSafeDocumentId } from '../firebase/firestore-collections';
import type { MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

/** The owner's view of the same documents the memory bookings store keeps. */
export class MemoryOwnerBookings implements OwnerBookingsPort {
  constructor(private readonly db: MemoryDatabase) {}

  watchAll(memberId: string, listener: (bookings: readonly Booking[]) => void): Unsubscribe {
    return this.db.watchCollection(
      memberSubcollection(memberId, 'bookings'),
      (docs) =>
        docs
          .map((d) => readStoredBooking(d.id, d.data))
          .filter((b): b is Booking => b !== null)
          .sort((a, b) => a.start - b.start),
      listener,
    );
  }

  watchRequests(memberId: string, listener: (bookings: readonly Booking[]) => void): Unsubscribe {
    return this.db.watchCollection(
      memberSubcollection(memberId, 'bookings'),
      (docs) =>
        docs
          .map((d) => readStoredBooking(d.id, d.data))
          .filter((b): b is Booking => b !== null && b.status === 'requested')
          .sort((a, b) => a.start - b.start),
      listener,
    );
  }

  async saveAnswer(memberId: string, booking: Booking): Promise<void> {
    if (!isSafeDocumentId(booking.id)) throw new AppError('invalid-input', { detail: 'booking id' });
    const path = [...memberSubcollection(memberId, 'bookings'), booking.id];
    if (this.db.getDocument(path) === null) throw new AppError('not-found', { detail: `booking ${booking.id}` });
    this.db.updateDocument(path, answerPatch(booking));
  }
}
