import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../time/time';
import { ZERO_COUNTDOWN, countdownParts, trialRemainingMs } from './countdown';

describe('countdownParts', () => {
  it('splits into days, hours, minutes and seconds, rounding down', () => {
    expect(countdownParts(2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 5 * SECOND_MS + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(999)).toEqual(ZERO_COUNTDOWN);
  });

  it.each([-1, -DAY_MS, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY])('is zero for %d', (ms) => {
    expect(countdownParts(ms)).toEqual(ZERO_COUNTDOWN);
  });

  it('is never negative, stays in range and adds up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (ms) => {
        const { days, hours, minutes, seconds } = countdownParts(ms);
        for (const v of [days, hours, minutes, seconds]) expect(v).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        const total = days * DAY_MS + hours * HOUR_MS + minutes * MINUTE_MS + seconds * SECOND_MS;
        expect(total).toBe(ms > 0 ? Math.floor(ms / SECOND_MS) * SECOND_MS : 0);
      }),
    );
  });
});

describe('trialRemainingMs', () => {
  it('is the time left, never negative', () => {
    expect(trialRemainingMs(5000, 1000)).toBe(4000);
    expect(trialRemainingMs(1000, 5000)).toBe(0);
    expect(trialRemainingMs(Number.NaN, 5000)).toBe(0);
  });
});
