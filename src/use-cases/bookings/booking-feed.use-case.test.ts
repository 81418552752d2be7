import { describe, expect, it } from 'vitest';
import { FEED_TOKEN_PATTERN } from '../../core/bookings/booking-feed';
import { BOOKING_FEED_KEYS, type BookingFeedKeysPort } from '../../ports/booking-feed-keys.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { useCaseContainer } from '../../../test/support/use-case-fixtures';
import { feedKeyHash } from './booking-feed-token';
import { ManageBookingFeedUseCase } from './booking-feed.use-case';

const UID = 'memberUid00000000000000000031';

describe('ManageBookingFeedUseCase', () => {
  it('keeps only the hash of a new random token, on the injected clock; a new one replaces it; revoking removes it', async () => {
    const { container } = useCaseContainer();
    container.bind(ManageBookingFeedUseCase).toSelf();
    const feed = container.get(ManageBookingFeedUseCase);
    const keys = container.get<BookingFeedKeysPort>(BOOKING_FEED_KEYS);
    const now = container.get<ClockPort>(CLOCK).now();
    expect(await feed.current(UID)).toBeNull();

    const first = await feed.create(UID);
    expect(first.token).toMatch(FEED_TOKEN_PATTERN);
    expect(await keys.read(UID)).toEqual({ keyHash: await feedKeyHash(first.token), createdAt: now });
    expect(JSON.stringify(await keys.read(UID))).not.toContain(first.token);

    const second = await feed.create(UID);
    expect(second.token).not.toBe(first.token);
    expect(await feed.current(UID)).toEqual({ keyHash: await feedKeyHash(second.token), createdAt: now });

    await feed.revoke(UID);
    expect(await feed.current(UID)).toBeNull();
  });

  it('hashes as SHA-256 in hex', async () => {
    expect(await feedKeyHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
