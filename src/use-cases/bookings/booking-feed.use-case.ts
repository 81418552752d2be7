import { inject, injectable } from 'inversify';
import type { BookingFeedKey } from '../../core/bookings/booking-feed';
import { BOOKING_FEED_KEYS, type BookingFeedKeysPort } from '../../ports/booking-feed-keys.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { feedKeyHash, newSecretToken } from './booking-feed-token';

/**
 * The owner's calendar feed from the Bookings page: whether there is one, a new one (its token is
 * returned once, to be copied; only its hash is kept, and it replaces any earlier one), and
 * revoking it.
 */
@injectable()
export class ManageBookingFeedUseCase {
  constructor(
    @inject(BOOKING_FEED_KEYS) private readonly keys: BookingFeedKeysPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  current(memberId: string): Promise<BookingFeedKey | null> {
    return this.keys.read(memberId);
  }

  async create(memberId: string): Promise<{ readonly token: string; readonly key: BookingFeedKey }> {
    const token = newSecretToken();
    const key = { keyHash: await feedKeyHash(token), createdAt: this.clock.now() };
    await this.keys.save(memberId, key);
    return { token, key };
  }

  revoke(memberId: string): Promise<void> {
    return this.keys.remove(memberId);
  }
}
