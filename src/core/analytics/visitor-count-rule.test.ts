import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time/time';
import type { AddressWindow } from './visitor-count-rule';
import { ADDRESS_VIEW_CAP, decideCount, isBotAgent, isDeviceId, pagePathOf } from './visitor-count-rule';

const T = Date.UTC(2024, 5, 15, 18);

/** Plays requests through the rule as a store would keep it: per-device last count, one address window. */
function play(requests: readonly { device: string; at: number }[], cap: number): number {
  const last = new Map<string, number>();
  let window: AddressWindow | null = null;
  let counted = 0;
  for (const { device, at } of requests) {
    const decision = decideCount(last.get(device) ?? null, window, at, cap);
    window = decision.window;
    if (decision.verdict === 'counted') {
      counted += 1;
      last.set(device, at);
    }
  }
  return counted;
}

describe('decideCount: per visitor, the address only as a cap', () => {
  it('N honest visitors behind one address count N, up to the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 40 }), (n, cap) => {
        const visitors = Array.from({ length: n }, (_, i) => ({ device: `device-${i}`, at: T + i * 1000 }));
        expect(play(visitors, cap)).toBe(Math.min(n, cap));
      }),
    );
  });

  it('one visitor repeating within the hour counts once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: HOUR_MS }), { minLength: 1, maxLength: 50 }), (offsets) => {
        const sorted = [...offsets].sort((a, b) => a - b);
        expect(play(sorted.map((o) => ({ device: 'one', at: T + o })), ADDRESS_VIEW_CAP)).toBe(1);
      }),
    );
  });

  it('a visitor counts again after the hour', () => {
    expect(play([{ device: 'one', at: T }, { device: 'one', at: T + HOUR_MS + 1 }], ADDRESS_VIEW_CAP)).toBe(2);
  });

  it('the cap opens again an hour after the window began', () => {
    const first = Array.from({ length: 5 }, (_, i) => ({ device: `a${i}`, at: T + i }));
    const later = Array.from({ length: 5 }, (_, i) => ({ device: `b${i}`, at: T + HOUR_MS + i }));
    expect(play([...first, ...later], 3)).toBe(6);
  });

  it('never counts more than the cap in any one window, for any traffic', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ device: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), at: fc.integer({ min: 0, max: 50 * MINUTE_MS }) })), fc.integer({ min: 1, max: 5 }), (requests, cap) => {
        const sorted = [...requests].sort((x, y) => x.at - y.at).map((r) => ({ ...r, at: T + r.at }));
        expect(play(sorted, cap)).toBeLessThanOrEqual(cap);
      }),
    );
  });

  it('a repeat does not use up the address', () => {
    const decision = decideCount(T - MINUTE_MS, { start: T - MINUTE_MS, count: 1 }, T, 2);
    expect(decision).toEqual({ verdict: 'repeat', window: { start: T - MINUTE_MS, count: 1 } });
  });

  it('a count without a visitor (a stored form) is held by the cap alone', () => {
    expect(decideCount(undefined, { start: T, count: 1 }, T, 2).verdict).toBe('counted');
    expect(decideCount(undefined, { start: T, count: 2 }, T, 2).verdict).toBe('capped');
  });

  it('a window stored in the future, or unreadable, starts over rather than blocking', () => {
    expect(decideCount(null, { start: T + HOUR_MS, count: 99 }, T, 2)).toEqual({ verdict: 'counted', window: { start: T, count: 1 } });
    expect(decideCount(null, { start: Number.NaN, count: 99 }, T, 2).verdict).toBe('counted');
  });
});

describe('bounded inputs', () => {
  it('device ids are the page’s random ids, nothing else', () => {
    expect(isDeviceId('Zx81_-abcdefghijklmnop')).toBe(true);
    for (const bad of ['', 'short', '203.0.113.7', 'a'.repeat(65), '../../xxxxxxxxxxxxxxxx', 42, null]) expect(isDeviceId(bad)).toBe(false);
  });

  it('robots are told apart from people’s browsers', () => {
    expect(isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotAgent('curl/8.0.1')).toBe(true);
    expect(isBotAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
    expect(isBotAgent('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36')).toBe(false);
    expect(isBotAgent(undefined)).toBe(false);
  });

  it('page paths are short site paths or nothing', () => {
    expect(pagePathOf('/es/articles/frenos?x=1#top')).toBe('/es/articles/frenos');
    for (const bad of ['', 'es', '//evil.example/x', `/${'a'.repeat(200)}`, '/a b', '/__proto__ x', 7]) expect(pagePathOf(bad)).toBeNull();
  });
});
