import type { Firestore } from 'firebase/firestore';
import { onSnapshot, setDoc } from 'firebase/firestore';
import type { BookingSettings } from '../../core/bookings/booking-settings';
import { readBookingSettings } from '../../core/bookings/booking-settings';
import { storedBookingSettings } from '../../core/bookings/booking-settings-form';
import type { OwnerBookingSettingsPort } from '../../ports/owner-booking-settings.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { memberSubdocument } from './firestore-paths';

/**
 * vMember/{id}/bookingSettings/current from the owner's browser. Saved with a merge, so what
 * else the document keeps (the calendar feed's key) survives a save of the settings.
 */
export class FirestoreOwnerBookingSettings implements OwnerBookingSettingsPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  watch(memberId: string, listener: (settings: BookingSettings) => void): Unsubscribe {
    return onSnapshot(
      memberSubdocument(this.db, memberId, 'bookingSettings', 'current'),
      (snapshot) => listener(readBookingSettings(snapshot.data()).value),
      (error) => this.onListenError(`watch booking settings of ${memberId}`, toAppError(error)),
    );
  }

  save(memberId: string, settings: BookingSettings): Promise<void> {
    return guarded(() => setDoc(memberSubdocument(this.db, memberId, 'bookingSettings', 'current'), storedBookingSettings(settings), { merge: true }));
  }
}
