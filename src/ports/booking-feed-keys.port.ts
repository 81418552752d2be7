import type { BookingFeedKey } from '../core/bookings/booking-feed';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * The hash of a member's calendar-feed token (vMember/{id}/bookingFeed/current): written and
 * removed by the owner's browser, read by the site server when a calendar asks for the feed.
 */
export interface BookingFeedKeysPort {
  read(memberId: string): Promise<BookingFeedKey | null>;
  /** Replaces any earlier key: the old address stops working. */
  save(memberId: string, key: BookingFeedKey): Promise<void>;
  remove(memberId: string): Promise<void>;
}

export const BOOKING_FEED_KEYS: PortToken<BookingFeedKeysPort> = portToken<BookingFeedKeysPort>('BookingFeedKeysPort');
