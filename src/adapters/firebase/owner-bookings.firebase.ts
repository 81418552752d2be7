import type { Firestore } from 'firebase/firestore';
import { onSnapshot, orderBy, query, updateDoc, where } from 'firebase/firestore';
import type { Booking } from '../../core/bookings/booking';
import { answerPatch } from '../../core/bookings/booking-answer';
import { readStoredBooking } from '../../core/bookings/booking-store';
import { AppError } from '../../core/errors/error-codes';
import type { OwnerBookingsPort } from '../../ports/owner-bookings.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { isSafeDocumentId, memberSubcollection, memberSubdocument } from './firestore-paths';

/**
 * vMember/{id}/bookings from the member's browser. The rules let the owner read them and change
 * a status only along its life; the site server's trigger frees the time and writes to the visitor.
 */
export class FirestoreOwnerBookings implements OwnerBookingsPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  watchAll(memberId: string, listener: (bookings: readonly Booking[]) => void): Unsubscribe {
    return onSnapshot(
      query(memberSubcollection(this.db, memberId, 'bookings'), orderBy('start', 'asc')),
      (snapshot) => listener(snapshot.docs.map((d) => readStoredBooking(d.id, d.data())).filter((b): b is Booking => b !== null)),
      (error) => this.onListenError(`watch bookings of ${memberId}`, toAppError(error)),
    );
  }

  watchRequests(memberId: string, listener: (bookings: readonly Booking[]) => void): Unsubscribe {
    // One equality filter, so no composite index: the order is the client's.
    return onSnapshot(
      query(memberSubcollection(this.db, memberId, 'bookings'), where('status', '==', 'requested')),
      (snapshot) => listener(snapshot.docs.map((d) => readStoredBooking(d.id, d.data())).filter((b): b is Booking => b !== null).sort((a, b) => a.start - b.start)),
      (error) => this.onListenError(`watch booking requests of ${memberId}`, toAppError(error)),
    );
  }

  saveAnswer(memberId: string, booking: Booking): Promise<void> {
    if (!isSafeDocumentId(booking.id)) return Promise.reject(new AppError('invalid-input', { detail: 'booking id' }));
    return guarded(() => updateDoc(memberSubdocument(this.db, memberId, 'bookings', booking.id), answerPatch(booking)));
  }
}
