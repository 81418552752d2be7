import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSampled } from './sampling';
import { MEMBER_SITE_PAGE_ROUTE, MEMBER_SITE_ROUTE, readSpeedBeacon, speedFilingOf, speedRouteOf } from './speed-beacon';
import { OTHER_ROUTE, SPEED_BUCKETS, SPEED_METRICS, addHistograms, bucketOf, emptyHistogram, p75, ratingOf } from './speed-metrics';
import type { SpeedMetric } from './speed-metrics';

const metric = fc.constantFrom<SpeedMetric>(...SPEED_METRICS);

function histogramOf(m: SpeedMetric, values: readonly number[]): number[] {
  const h = emptyHistogram(m);
  for (const v of values) h[bucketOf(m, v)] = (h[bucketOf(m, v)] ?? 0) + 1;
  return h;
}

describe('p75 from histograms', () => {
  it('is never below the true 75th percentile, and within one bucket of it', () => {
    fc.assert(
      fc.property(metric, fc.array(fc.double({ min: 0, max: 20_000, noNaN: true }), { minLength: 1, maxLength: 200 }), (m, raw) => {
        const values = raw.map((v) => (m === 'CLS' ? v / 10_000 : v));
        const sorted = [...values].sort((a, b) => a - b);
        const truth = sorted[Math.ceil(sorted.length * 0.75) - 1] ?? 0;
        const reported = p75(m, histogramOf(m, values));
        expect(reported).not.toBeNull();
        const bounds = SPEED_BUCKETS[m];
        const last = bounds[bounds.length - 1] ?? 0;
        if (truth <= last) {
          expect(reported!).toBeGreaterThanOrEqual(truth);
          expect(bucketOf(m, reported!)).toBe(bucketOf(m, truth));
        } else expect(reported).toBe(last);
      }),
    );
  });

  it('adds shards and days into one histogram, and has no p75 without samples', () => {
    expect(addHistograms([1, 2], [3, 4, 5])).toEqual([4, 6, 5]);
    expect(p75('LCP', emptyHistogram('LCP'))).toBeNull();
    expect(p75('LCP', histogramOf('LCP', [100, 200, 300, 2600]))).toBe(500);
  });

  it('rates values by the web.dev thresholds', () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('INP', 300)).toBe('needs-improvement');
    expect(ratingOf('CLS', 0.3)).toBe('poor');
  });
});

describe('speedRouteOf', () => {
  it('files pages under the product routes, members sites under two patterns', () => {
    expect(speedRouteOf('/pricing/?x=1')).toBe('/pricing');
    expect(speedRouteOf('/es/pricing')).toBe('/es/pricing');
    expect(speedRouteOf('/es/')).toBe('/es');
    expect(speedRouteOf('/es/entrar')).toBe(OTHER_ROUTE);
    expect(speedRouteOf('/Dashboard')).toBe('/dashboard');
    expect(speedRouteOf('/dashboard/website-studio/gallery')).toBe('/dashboard/website-studio/:section');
    expect(speedRouteOf('/s/sol1234')).toBe(MEMBER_SITE_ROUTE);
    expect(speedRouteOf('/s/sol1234/articles/1')).toBe(MEMBER_SITE_PAGE_ROUTE);
    expect(speedRouteOf(MEMBER_SITE_PAGE_ROUTE)).toBe(MEMBER_SITE_PAGE_ROUTE);
  });

  it('never makes a key of its own from what a client sends', () => {
    const known = new Set(['/', '/examples', '/pricing', '/contact', '/faqs', '/entrar', '/setup', '/growth-offer', '/forms/website-intake', '/es', '/es/examples', '/es/pricing', '/es/contact', '/es/faqs', '/es/growth-offer', OTHER_ROUTE, MEMBER_SITE_ROUTE, MEMBER_SITE_PAGE_ROUTE]);
    fc.assert(
      fc.property(fc.string(), (path) => {
        const route = speedRouteOf(`/${path}`);
        expect(known.has(route) || route.startsWith('/dashboard')).toBe(true);
        expect(route.length).toBeLessThan(40);
      }),
    );
  });
});

describe('readSpeedBeacon', () => {
  it('keeps known metrics with possible values, once each', () => {
    const body = JSON.stringify({ path: '/s/sol1234', metrics: [{ name: 'LCP', value: 1200 }, { name: 'LCP', value: 9 }, { name: 'CLS', value: 0.02 }, { name: 'FID', value: 3 }, { name: 'INP', value: -1 }] });
    expect(readSpeedBeacon(body)).toEqual({ route: MEMBER_SITE_ROUTE, samples: [{ metric: 'LCP', value: 1200 }, { metric: 'CLS', value: 0.02 }] });
  });

  it('refuses bodies that are not a report', () => {
    for (const body of ['', 'null', '[]', '{"path":"x","metrics":[]}', '{"path":"/","metrics":[{"name":"LCP","value":1e9}]}', 'x'.repeat(3000)]) {
      expect(readSpeedBeacon(body)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (body) => { readSpeedBeacon(body); }));
  });
});

describe('isSampled', () => {
  it('reports every visit at rate 1, none at 0, and about the rate in between', () => {
    expect(isSampled(1, 0.999)).toBe(true);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.5)).toBe(false);
    expect(isSampled(Number.NaN, 0)).toBe(false);
  });
});

describe('speedFilingOf', () => {
  it('files a report on the UTC day, on one of the shards', () => {
    const body = JSON.stringify({ path: '/faqs', metrics: [{ name: 'INP', value: 40 }] });
    expect(speedFilingOf(body, Date.UTC(2026, 10, 24, 23, 59), 0.999)).toEqual({ day: '2026-11-24', route: '/faqs', shard: 7, samples: [{ metric: 'INP', value: 40 }] });
    expect(speedFilingOf(body, 0, 0)?.shard).toBe(0);
    expect(speedFilingOf('{}', 0, 0)).toBeNull();
  });
});
