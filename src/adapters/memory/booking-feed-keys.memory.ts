import type { BookingFeedKey } from '../../core/bookings/booking-feed';
import { readBookingFeedKey } from '../../core/bookings/booking-feed';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import type { BookingFeedKeysPort } from '../../ports/booking-feed-keys.port';
import type { MemoryDatabase, PathSegments } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

export class MemoryBookingFeedKeys implements BookingFeedKeysPort {
  constructor(private readonly db: MemoryDatabase) {}

  private path(memberId: string): PathSegments {
    if (!isValidMemberId(memberId)) throw new AppError('invalid-input', { detail: 'unusable member id' });
    return [...memberSubcollection(memberId, 'bookingFeed'), 'current'];
  }

  async read(memberId: string): Promise<BookingFeedKey | null> {
    this.db.checkReachable();
    return readBookingFeedKey(this.db.getDocument(this.path(memberId)));
  }

  async save(memberId: string, key: BookingFeedKey): Promise<void> {
    this.db.setDocument(this.path(memberId), { keyHash: key.keyHash, createdAt: key.createdAt });
  }

  async remove(memberId: string): Promise<void> {
    this.db.deleteDocument(this.path(memberId));
  }
}
