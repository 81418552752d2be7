import type { Firestore } from 'firebase/firestore';
import { deleteDoc, getDoc, setDoc } from 'firebase/firestore';
import type { BookingFeedKey } from '../../core/bookings/booking-feed';
import { readBookingFeedKey } from '../../core/bookings/booking-feed';
import type { BookingFeedKeysPort } from '../../ports/booking-feed-keys.port';
import { guarded } from './firebase-errors';
import { memberSubdocument } from './firestore-paths';

/** vMember/{id}/bookingFeed/current from the owner's browser; the rules let only the owner near it. */
export class FirestoreBookingFeedKeys implements BookingFeedKeysPort {
  constructor(private readonly db: Firestore) {}

  read(memberId: string): Promise<BookingFeedKey | null> {
    return guarded(async () => readBookingFeedKey((await getDoc(memberSubdocument(this.db, memberId, 'bookingFeed', 'current'))).data()));
  }

  save(memberId: string, key: BookingFeedKey): Promise<void> {
    return guarded(() => setDoc(memberSubdocument(this.db, memberId, 'bookingFeed', 'current'), { keyHash: key.keyHash, createdAt: key.createdAt }));
  }

  remove(memberId: string): Promise<void> {
    return guarded(() => deleteDoc(memberSubdocument(this.db, memberId, 'bookingFeed', 'current')));
  }
}
