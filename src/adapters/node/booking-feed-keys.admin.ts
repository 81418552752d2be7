import type { Firestore } from 'firebase-admin/firestore';
import type { BookingFeedKey } from '../../core/bookings/booking-feed';
import { readBookingFeedKey } from '../../core/bookings/booking-feed';
import type { BookingFeedKeysPort } from '../../ports/booking-feed-keys.port';
import { adminGuarded } from './admin-errors';
import { adminMemberSubdocument } from './admin-paths';

/** vMember/{id}/bookingFeed/current on the server, which reads it when a calendar asks for the feed. */
export class AdminBookingFeedKeys implements BookingFeedKeysPort {
  constructor(private readonly db: Firestore) {}

  read(memberId: string): Promise<BookingFeedKey | null> {
    return adminGuarded(async () => readBookingFeedKey((await adminMemberSubdocument(this.db, memberId, 'bookingFeed', 'current').get()).data()));
  }

  save(memberId: string, key: BookingFeedKey): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberSubdocument(this.db, memberId, 'bookingFeed', 'current').set({ keyHash: key.keyHash, createdAt: key.createdAt });
    });
  }

  remove(memberId: string): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberSubdocument(this.db, memberId, 'bookingFeed', 'current').delete();
    });
  }
}
