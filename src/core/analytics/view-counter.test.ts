import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/time';
import { MAX_CHART_DAYS, VIEW_THROTTLE_MS, chicagoDateKey, isValidDateKey, isVisitorKey, lastDaysKeys, shouldCountVisit, viewsPerDay, visitorThrottleExpiry } from './view-counter';

// An independent computation: the en-CA locale formats dates as yyyy-mm-dd.
function referenceKey(t: number): string {
  return new Date(t).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
}

const T = Date.UTC(2024, 5, 15, 18);

describe('shouldCountVisit', () => {
  it('throttles to one visit per hour', () => {
    expect(VIEW_THROTTLE_MS).toBe(3_600_000);
    expect(shouldCountVisit(null, T)).toBe(true);
    expect(shouldCountVisit(T - HOUR_MS - 1, T)).toBe(true);
    expect(shouldCountVisit(T - HOUR_MS, T)).toBe(false);
    expect(shouldCountVisit(T - MINUTE_MS, T)).toBe(false);
  });

  it('does not count when the last visit is in the future (clock skew)', () => {
    expect(shouldCountVisit(T + DAY_MS, T)).toBe(false);
  });

  it('counts when the stored last visit is unreadable', () => {
    expect(shouldCountVisit(Number.NaN, T)).toBe(true);
  });

  it('never counts two visits within an hour, for any sequence of visit times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * DAY_MS }), { maxLength: 60 }), (times) => {
        let last: number | null = null;
        const counted: number[] = [];
        for (const t of times) {
          if (shouldCountVisit(last, t)) {
            counted.push(t);
            last = t;
          }
        }
        for (let i = 1; i < counted.length; i += 1) {
          expect((counted[i] ?? 0) - (counted[i - 1] ?? 0)).toBeGreaterThan(HOUR_MS);
        }
      }),
    );
  });
});

describe('chicagoDateKey', () => {
  it('matches an independent computation for any instant in 1970–2100', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 11, 31, 23, 59, 59) }), (t) => chicagoDateKey(t) === referenceKey(t)));
  });

  it.each([
    // Spring forward, 2024-03-10 02:00 CST -> 03:00 CDT (08:00 UTC).
    [Date.UTC(2024, 2, 10, 5, 59), '2024-03-09'],
    [Date.UTC(2024, 2, 10, 6, 0), '2024-03-10'],
    [Date.UTC(2024, 2, 10, 7, 59), '2024-03-10'],
    [Date.UTC(2024, 2, 10, 8, 0), '2024-03-10'],
    [Date.UTC(2024, 2, 11, 4, 59), '2024-03-10'],
    [Date.UTC(2024, 2, 11, 5, 0), '2024-03-11'],
    // Fall back, 2024-11-03 02:00 CDT -> 01:00 CST (07:00 UTC).
    [Date.UTC(2024, 10, 3, 4, 59), '2024-11-02'],
    [Date.UTC(2024, 10, 3, 5, 0), '2024-11-03'],
    [Date.UTC(2024, 10, 3, 7, 30), '2024-11-03'],
    [Date.UTC(2024, 10, 4, 5, 59), '2024-11-03'],
    [Date.UTC(2024, 10, 4, 6, 0), '2024-11-04'],
    [0, '1969-12-31'],
  ])('%d is %s in Chicago', (t, key) => {
    expect(chicagoDateKey(t)).toBe(key);
  });

  it('agrees with the reference every 30 minutes across both 2024 DST days', () => {
    for (const day of [Date.UTC(2024, 2, 10), Date.UTC(2024, 10, 3)]) {
      for (let t = day; t < day + 2 * DAY_MS; t += 30 * MINUTE_MS) expect(chicagoDateKey(t)).toBe(referenceKey(t));
    }
  });
});

describe('isValidDateKey', () => {
  it.each(['2024-01-01', '2024-02-29', '2000-02-29', '2024-12-31'])('accepts %s', (k) => {
    expect(isValidDateKey(k)).toBe(true);
  });

  it.each(['2024-13-40', '2024-00-10', '2024-02-30', '2023-02-29', '1900-02-29', '0000-01-01', '1899-12-31', '2024-04-31', '2024-1-01', '24-01-01', '2024-01-01 ', '__proto__', 'constructor', ''])('refuses %j', (k) => {
    expect(isValidDateKey(k)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidDateKey(20240101)).toBe(false);
  });

  it('accepts every key the clock can produce', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (t) => isValidDateKey(chicagoDateKey(t))));
  });
});

describe('lastDaysKeys', () => {
  it('lists consecutive days oldest first, ending today in Chicago', () => {
    expect(lastDaysKeys(Date.UTC(2024, 2, 1, 3), 3)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29']);
  });

  it('crosses DST changes without skipping or repeating a day', () => {
    expect(lastDaysKeys(Date.UTC(2024, 2, 11, 12), 3)).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
    expect(lastDaysKeys(Date.UTC(2024, 10, 4, 12), 3)).toEqual(['2024-11-02', '2024-11-03', '2024-11-04']);
  });

  it.each([0, -5, Number.NaN])('is empty for %d days', (n) => {
    expect(lastDaysKeys(T, n)).toEqual([]);
  });

  it('is capped', () => {
    expect(lastDaysKeys(T, 1e9)).toHaveLength(MAX_CHART_DAYS);
  });

  it('always yields n distinct valid keys in increasing order', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.integer({ min: 1, max: 120 }), (now, n) => {
        const keys = lastDaysKeys(now, n);
        expect(keys).toHaveLength(n);
        expect(keys.at(-1)).toBe(chicagoDateKey(now));
        for (let i = 1; i < keys.length; i += 1) expect((keys[i - 1] ?? '') < (keys[i] ?? '')).toBe(true);
        expect(keys.every(isValidDateKey)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('viewsPerDay', () => {
  const now = Date.UTC(2024, 5, 15, 18);

  it('fills missing days with 0 and keeps order', () => {
    expect(viewsPerDay({ '2024-06-15': 4, '2024-06-13': 2 }, now, 3)).toEqual([
      { date: '2024-06-13', views: 2 },
      { date: '2024-06-14', views: 0 },
      { date: '2024-06-15', views: 4 },
    ]);
  });

  it('defaults to 30 days', () => {
    expect(viewsPerDay({}, now)).toHaveLength(30);
    expect(viewsPerDay(null, now).every((d) => d.views === 0)).toBe(true);
  });

  it('ignores invalid keys and non-finite or negative counts', () => {
    const counts = JSON.parse('{"__proto__": 9, "2024-13-40": 9, "2024-06-15": -1000, "2024-06-14": "1"}') as Record<string, unknown>;
    counts['2024-06-13'] = Number.POSITIVE_INFINITY;
    counts['2024-06-12'] = 2.7;
    expect(viewsPerDay(counts, now, 4)).toEqual([
      { date: '2024-06-12', views: 2 },
      { date: '2024-06-13', views: 0 },
      { date: '2024-06-14', views: 0 },
      { date: '2024-06-15', views: 0 },
    ]);
  });

  it('never yields a negative or non-integer count', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.double(), fc.integer(), fc.string())), (counts) => {
        for (const d of viewsPerDay(counts, now, 5)) expect(Number.isInteger(d.views) && d.views >= 0).toBe(true);
      }),
    );
  });
});

describe('server-side visitor throttle helpers', () => {
  it('accepts only hash-like visitor keys', () => {
    expect(isVisitorKey('a'.repeat(43))).toBe(true);
    expect(isVisitorKey('Ab0_-'.repeat(8))).toBe(true);
    for (const bad of ['', 'short', '127.0.0.1', '../../x/yyyyyyyyyyyy', 'a'.repeat(129), 42, null]) expect(isVisitorKey(bad)).toBe(false);
  });

  it('an entry expires exactly when it stops throttling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (countedAt) => {
        const expiry = visitorThrottleExpiry(countedAt);
        expect(shouldCountVisit(countedAt, expiry)).toBe(false);
        expect(shouldCountVisit(countedAt, expiry + 1)).toBe(true);
      }),
    );
  });
});
