import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EpochMs } from '../time/time';
import { FORM_POST_LIMITS, PORTAL_POSTS_PER_SITE_PER_DAY, decideFormPost, siteDayDocumentId, sitePostsPerDay } from './post-limits';

const T0 = 1_800_000_000_000 as EpochMs;

/** Runs posts through the rule, keeping the state as the transaction would. */
function run(times: readonly number[], siteCount = 0): { accepted: number[]; state: { addressTimes: EpochMs[]; siteCountToday: number } } {
  let state = { addressTimes: [] as EpochMs[], siteCountToday: siteCount };
  const accepted: number[] = [];
  for (const t of times) {
    const decision = decideFormPost(state, t as EpochMs);
    if (decision.verdict === 'accepted') {
      accepted.push(t);
      state = { addressTimes: [...decision.addressTimes], siteCountToday: decision.siteCountToday };
    }
  }
  return { accepted, state };
}

describe('form post limits', () => {
  it('accepts five posts a minute from one address and refuses the sixth', () => {
    const { accepted } = run([0, 1, 2, 3, 4, 5].map((i) => T0 + i * 1000));
    expect(accepted).toHaveLength(5);
    expect(decideFormPost({ addressTimes: [T0, T0, T0, T0, T0], siteCountToday: 5 }, (T0 + 10_000) as EpochMs).verdict).toBe('address-limit');
  });

  it('opens again once the oldest post is a minute old', () => {
    const times = [T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4] as EpochMs[];
    expect(decideFormPost({ addressTimes: times, siteCountToday: 5 }, (T0 + FORM_POST_LIMITS.addressWindowMs - 1) as EpochMs).verdict).toBe('address-limit');
    const later = decideFormPost({ addressTimes: times, siteCountToday: 5 }, (T0 + FORM_POST_LIMITS.addressWindowMs) as EpochMs);
    expect(later.verdict).toBe('accepted');
    expect(later.addressTimes).toHaveLength(5);
  });

  it('refuses the 201st post of a day for the site, whatever the address', () => {
    expect(decideFormPost({ addressTimes: [], siteCountToday: 199 }, T0).verdict).toBe('accepted');
    expect(decideFormPost({ addressTimes: [], siteCountToday: 200 }, T0).verdict).toBe('site-limit');
  });

  it("gives the portal's posts their own, larger daily count", () => {
    expect(siteDayDocumentId('forms', '2026-11-26')).not.toBe(siteDayDocumentId('portal', '2026-11-26'));
    expect(decideFormPost({ addressTimes: [], siteCountToday: 200 }, T0, sitePostsPerDay('portal')).verdict).toBe('accepted');
    expect(decideFormPost({ addressTimes: [], siteCountToday: PORTAL_POSTS_PER_SITE_PER_DAY }, T0, sitePostsPerDay('portal')).verdict).toBe('site-limit');
    expect(sitePostsPerDay('forms')).toBe(FORM_POST_LIMITS.perSitePerDay);
  });

  it('a time from the future keeps the window closed; junk counts do not open the site', () => {
    const future = Array.from({ length: 5 }, () => (T0 + 3_600_000) as EpochMs);
    expect(decideFormPost({ addressTimes: future, siteCountToday: 0 }, T0).verdict).toBe('address-limit');
    expect(decideFormPost({ addressTimes: [], siteCountToday: Number.NaN }, T0).verdict).toBe('accepted');
  });

  it('never accepts more than five in any minute, for any sequence of posts (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 80 }), (offsets) => {
        const { accepted } = run([...offsets].sort((a, b) => a - b).map((o) => T0 + o));
        for (const t of accepted) {
          const inWindow = accepted.filter((u) => u <= t && t - u < FORM_POST_LIMITS.addressWindowMs);
          expect(inWindow.length).toBeLessThanOrEqual(FORM_POST_LIMITS.perAddressPerMinute);
        }
      }),
    );
  });

  it('accepts every post spaced at least 12 s apart, and never lets the site pass its day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 260 }), (n, start) => {
        const spaced = Array.from({ length: n }, (_, i) => T0 + i * 12_000);
        const { accepted, state } = run(spaced, start);
        expect(accepted.length).toBe(Math.max(0, Math.min(n, FORM_POST_LIMITS.perSitePerDay - start)));
        expect(state.siteCountToday).toBeLessThanOrEqual(Math.max(start, FORM_POST_LIMITS.perSitePerDay));
      }),
    );
  });
});
