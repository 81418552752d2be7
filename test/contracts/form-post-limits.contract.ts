import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormPostVerdict } from '../../src/core/forms/post-limits';
import { BOOKING_POSTS_PER_SITE_PER_DAY, FORM_POST_LIMITS, PORTAL_POSTS_PER_SITE_PER_DAY } from '../../src/core/forms/post-limits';
import type { EpochMs } from '../../src/core/time/time';
import type { FormPostLimitsPort } from '../../src/ports/form-post-limits.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export type TwoFormPostLimits = FormPostLimitsPort & { readonly second: FormPostLimitsPort };

// 09:00 in Chicago (CST, UTC-6); its day ends at 06:00 UTC the next morning.
const AT = Date.parse('2026-11-26T15:00:00Z') as EpochMs;
const NEXT_CHICAGO_DAY = Date.parse('2026-11-27T06:00:00Z') as EpochMs;
const SECOND = 1000;
const { perAddressPerMinute, perSitePerDay, addressWindowMs } = FORM_POST_LIMITS;
/**
 * For the tests that fill a day one post at a time (each post is a transaction, about 10 ms on
 * the emulator and more on a busy machine, and the portal's day holds a thousand), and those
 * whose posts wait on each other's transactions.
 */
const SLOW_ON_THE_EMULATOR = 120_000;

/** A visitor key as the server derives it (a hash of the address, never the address). */
const key = (i: number) => `visitor-key-${String(i).padStart(6, '0')}`;

function countOf(verdicts: readonly FormPostVerdict[], verdict: FormPostVerdict): number {
  return verdicts.filter((v) => v === verdict).length;
}

/**
 * `second` is another server instance on the same store: the public site runs on Cloud
 * Functions, which starts as many instances as the traffic needs, and the limits hold across
 * all of them.
 */
export function describeFormPostLimitsContract(adapterName: string, makeSubject: MakeSubject<TwoFormPostLimits>): void {
  describe(`FormPostLimitsPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<TwoFormPostLimits>;
    let port: TwoFormPostLimits;
    let member: string;

    /** `count` posts from distinct addresses, one after another, each expected to be accepted. */
    async function fill(count: number, at: EpochMs, scope: 'forms' | 'portal' | 'bookings' = 'forms', firstKey = 1000): Promise<void> {
      for (let i = 0; i < count; i += 1) {
        const instance = i % 2 === 0 ? port : port.second;
        expect(await instance.admit(member, key(firstKey + i), at, scope)).toBe('accepted');
      }
    }

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      member = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    describe('per address', () => {
      it('accepts a few posts a minute from one address, then refuses it and no other', async () => {
        for (let i = 0; i < perAddressPerMinute; i += 1) expect(await port.admit(member, key(1), AT)).toBe('accepted');
        expect(await port.admit(member, key(1), AT)).toBe('address-limit');
        expect(await port.second.admit(member, key(1), AT)).toBe('address-limit');
        expect(await port.admit(member, key(2), AT)).toBe('accepted');
      });

      it("counts an address on each site apart: a full window on one site leaves another's open", async () => {
        for (let i = 0; i < perAddressPerMinute; i += 1) await port.admit(member, key(1), AT);
        expect(await port.admit(uniqueMemberId(), key(1), AT)).toBe('accepted');
      });

      it('lets each post out of the window a minute after it was accepted, on a moved clock', async () => {
        for (let i = 0; i < perAddressPerMinute; i += 1) expect(await port.admit(member, key(1), (AT + i * SECOND) as EpochMs)).toBe('accepted');
        expect(await port.admit(member, key(1), (AT + addressWindowMs - 1) as EpochMs)).toBe('address-limit');
        // The first post has left the window; the other four are still in it.
        expect(await port.second.admit(member, key(1), (AT + addressWindowMs) as EpochMs)).toBe('accepted');
        expect(await port.admit(member, key(1), (AT + addressWindowMs) as EpochMs)).toBe('address-limit');
        expect(await port.admit(member, key(1), (AT + addressWindowMs + SECOND) as EpochMs)).toBe('accepted');
      });

      it('counts nothing for a refused post: refusals do not keep the window shut', async () => {
        for (let i = 0; i < perAddressPerMinute; i += 1) await port.admit(member, key(1), AT);
        for (let i = 0; i < 3; i += 1) expect(await port.admit(member, key(1), (AT + 30 * SECOND) as EpochMs)).toBe('address-limit');
        const later = (AT + addressWindowMs) as EpochMs;
        for (let i = 0; i < perAddressPerMinute; i += 1) expect(await port.admit(member, key(1), later)).toBe('accepted');
      });

      it("counts posts another instance accepted at a later time: a clock behind another's does not open the window", async () => {
        const ahead = (AT + 5 * 60 * SECOND) as EpochMs;
        for (let i = 0; i < perAddressPerMinute; i += 1) expect(await port.admit(member, key(1), ahead)).toBe('accepted');
        expect(await port.second.admit(member, key(1), AT)).toBe('address-limit');
      });

      it('applies to every post, whatever it is for', async () => {
        for (let i = 0; i < perAddressPerMinute; i += 1) expect(await port.admit(member, key(1), AT, i % 2 === 0 ? 'portal' : 'forms')).toBe('accepted');
        expect(await port.admit(member, key(1), AT, 'portal')).toBe('address-limit');
        expect(await port.admit(member, key(1), AT, 'forms')).toBe('address-limit');
      });
    });

    describe('per site', () => {
      it("accepts the site's daily posts from any addresses, refuses the rest of its Chicago day, and opens at midnight", async () => {
        // Refusals for one address do not use up the site's day.
        for (let i = 0; i < perAddressPerMinute; i += 1) await port.admit(member, key(1), AT);
        expect(await port.admit(member, key(1), AT)).toBe('address-limit');
        await fill(perSitePerDay - perAddressPerMinute, AT);
        expect(await port.admit(member, key(2), AT)).toBe('site-limit');
        expect(await port.second.admit(member, key(3), (NEXT_CHICAGO_DAY - 1) as EpochMs)).toBe('site-limit');
        expect(await port.second.admit(member, key(3), NEXT_CHICAGO_DAY)).toBe('accepted');
        expect(await port.admit(uniqueMemberId(), key(2), AT)).toBe('accepted');
      }, SLOW_ON_THE_EMULATOR);

      it("keeps the portal's daily count apart from the forms': a full day of messages never closes sign-ins", async () => {
        await fill(perSitePerDay, AT);
        expect(await port.admit(member, key(1), AT)).toBe('site-limit');
        expect(await port.admit(member, key(1), AT, 'portal')).toBe('accepted');
      }, SLOW_ON_THE_EMULATOR);

      it("gives the portal its own, larger daily count, which a full portal day does not take from the forms'", async () => {
        await fill(PORTAL_POSTS_PER_SITE_PER_DAY, AT, 'portal');
        expect(await port.admit(member, key(1), AT, 'portal')).toBe('site-limit');
        expect(await port.second.admit(member, key(1), AT, 'forms')).toBe('accepted');
        expect(await port.admit(member, key(1), NEXT_CHICAGO_DAY, 'portal')).toBe('accepted');
      }, SLOW_ON_THE_EMULATOR);
    });

    it("keeps the booking requests' daily count apart from the forms' and the portal's", async () => {
      await fill(BOOKING_POSTS_PER_SITE_PER_DAY, AT, 'bookings');
      expect(await port.admit(member, key(1), AT, 'bookings')).toBe('site-limit');
      expect(await port.second.admit(member, key(1), AT, 'forms')).toBe('accepted');
      expect(await port.admit(member, key(2), AT, 'portal')).toBe('accepted');
    }, SLOW_ON_THE_EMULATOR);

    describe('on two instances at once', () => {
      it('never accepts more posts from one address than the limit', async () => {
        const verdicts = await Promise.all(Array.from({ length: 4 * perAddressPerMinute }, (_, i) => (i % 2 === 0 ? port : port.second).admit(member, key(1), AT)));
        expect(countOf(verdicts, 'accepted')).toBe(perAddressPerMinute);
        expect(countOf(verdicts, 'address-limit')).toBe(3 * perAddressPerMinute);
      }, SLOW_ON_THE_EMULATOR);

      it('never accepts more posts to one site in a day than the limit', async () => {
        const left = 8;
        await fill(perSitePerDay - left, AT);
        const verdicts = await Promise.all(Array.from({ length: 3 * left }, (_, i) => (i % 2 === 0 ? port : port.second).admit(member, key(i), AT)));
        expect(countOf(verdicts, 'accepted')).toBe(left);
        expect(countOf(verdicts, 'site-limit')).toBe(2 * left);
        expect(await port.admit(member, key(999), AT)).toBe('site-limit');
      }, SLOW_ON_THE_EMULATOR);
    });

    it('refuses a key that is not a hash (a raw address) and counts nothing for it', async () => {
      await expect(port.admit(member, '203.0.113.7', AT)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(port.admit(member, '../../x/yyyyyyyyyyyyyyy', AT)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(port.admit(member, key(1), Number.NaN as EpochMs)).rejects.toMatchObject({ code: 'invalid-input' });
      for (let i = 0; i < perAddressPerMinute; i += 1) expect(await port.admit(member, key(1), AT)).toBe('accepted');
    });

    it('refuses a member id that cannot be one, rather than count posts somewhere else', async () => {
      for (const id of ['a/b', '', '..', 'has space', 'x'.repeat(129)]) {
        await expect(port.admit(id, key(1), AT)).rejects.toMatchObject({ code: 'invalid-input' });
      }
    });
  });
}
