import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingFeedKeysPort } from '../../src/ports/booking-feed-keys.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

const A = 'a'.repeat(64);
const B = `${'0123456789abcdef'.repeat(4)}`;

/** `reader` is another client of the same store: the site server reading what the owner's browser wrote. */
export type FeedKeysWithReader = BookingFeedKeysPort & { readonly reader: BookingFeedKeysPort };

export function describeBookingFeedKeysContract(adapterName: string, makeSubject: MakeSubject<FeedKeysWithReader>): void {
  describe(`BookingFeedKeysPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<FeedKeysWithReader>;
    let port: FeedKeysWithReader;
    let member: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      member = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('has no key until one is saved; the other client reads the saved one', async () => {
      expect(await port.read(member)).toBeNull();
      await port.save(member, { keyHash: A, createdAt: 1_700_000_000_000 });
      expect(await port.reader.read(member)).toEqual({ keyHash: A, createdAt: 1_700_000_000_000 });
    });

    it('replaces the earlier key with a new one, member by member', async () => {
      const other = uniqueMemberId();
      await port.save(member, { keyHash: A, createdAt: 1 });
      await port.save(other, { keyHash: A, createdAt: 1 });
      await port.save(member, { keyHash: B, createdAt: 2 });
      expect(await port.reader.read(member)).toEqual({ keyHash: B, createdAt: 2 });
      expect(await port.reader.read(other)).toEqual({ keyHash: A, createdAt: 1 });
    });

    it('removes the key, and removing none is harmless', async () => {
      await port.remove(member);
      await port.save(member, { keyHash: A, createdAt: 1 });
      await port.remove(member);
      expect(await port.reader.read(member)).toBeNull();
    });

    it('refuses ids that are not member ids', async () => {
      await expect(port.read('a/b')).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(port.save('a/b', { keyHash: A, createdAt: 1 })).rejects.toMatchObject({ code: 'invalid-input' });
    });
  });
}
