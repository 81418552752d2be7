
/**
 * Real-user speed ("speed insights"): pages report their Core Web Vitals, stored as histograms
 * per route and day, and admins read the 75th percentile over the last 28 days.
 */
export const SPEED_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type SpeedMetric = (typeof SPEED_METRICS)[number];

export const SPEED_WINDOW_DAYS = 28;
/**
 * Documents one route's day is spread over: a busy page's reports land on a random shard, so no
 * single document takes more than about one write a second (Firestore's sustained limit).
 */
export const SPEED_SHARDS = 8;

/**
 * Upper bounds of the histogram buckets (ms for LCP and INP, unitless for CLS), finer around
 * the "good" thresholds so the p75 is precise where decisions are made; the last bucket is open.
 */
export const SPEED_BUCKETS: Readonly<Record<SpeedMetric, readonly number[]>> = {
  LCP: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000],
  INP: [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000],
  CLS: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
};

/** "Good" and "poor" limits of each metric, as web.dev defines them. */
export const SPEED_THRESHOLDS: Readonly<Record<SpeedMetric, { readonly good: number; readonly poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/** A histogram: counts per bucket of SPEED_BUCKETS[metric], plus one for the open last bucket. */
export type SpeedHistogram = readonly number[];

export interface SpeedSample {
  readonly metric: SpeedMetric;
  readonly value: number;
}

/** Where reports of pages outside the product's known routes are filed. */
export const OTHER_ROUTE = '(other)';

export function bucketOf(metric: SpeedMetric, value: number): number {
  const bounds = SPEED_BUCKETS[metric];
  const index = bounds.findIndex((upper) => value <= upper);
  return index === -1 ? bounds.length : index;
}

export function emptyHistogram(metric: SpeedMetric): number[] {
  return new Array<number>(SPEED_BUCKETS[metric].length + 1).fill(0);
}

export function addHistograms(a: SpeedHistogram, b: SpeedHistogram): number[] {
  const length = Math.max(a.length, b.length);
  return Array.from({ length }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

export function sampleCount(histogram: SpeedHistogram): number {
  return histogram.reduce((sum, n) => sum + n, 0);
}

/**
 * The 75th percentile, as the upper bound of the bucket it falls in (a report never looks
 * better than the truth); the open last bucket reports its lower bound. Null without samples.
 */
export function p75(metric: SpeedMetric, histogram: SpeedHistogram): number | null {
  const total = sampleCount(histogram);
  if (total === 0) return null;
  const bounds = SPEED_BUCKETS[metric];
  const target = Math.ceil(total * 0.75);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i] ?? 0;
    if (seen >= target) return bounds[Math.min(i, bounds.length - 1)] ?? null;
  }
  return bounds[bounds.length - 1] ?? null;
}

export type SpeedRating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(metric: SpeedMetric, value: number): SpeedRating {
  const { good, poor } = SPEED_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The document id part for a route: Firestore ids may not contain '/', and ids must stay
 * readable in the console. Routes are the bounded set speedRouteOf returns.
 */
export function speedRouteKey(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/:*()]/g, (c) => ({ '/': '~', ':': '', '*': 'all', '(': '', ')': '' })[c] ?? '');
}

/** The document of one route, day and shard. */
export function speedDocumentId(day: string, route: string, shard: number): string {
  return `${day}_${speedRouteKey(route)}_${shard}`;
}

/** One route's reports of one day, all shards added up. */
export interface RouteDayHistograms {
  readonly route: string;
  readonly day: string;
  readonly metrics: Readonly<Partial<Record<SpeedMetric, SpeedHistogram>>>;
}

/** Adds the shards of each route and day into one set of histograms (shared with the Firestore adapter). */
export function combineShards(documents: readonly Readonly<Record<string, unknown>>[]): RouteDayHistograms[] {
  const byKey = new Map<string, { route: string; day: string; metrics: Partial<Record<SpeedMetric, number[]>> }>();
  for (const data of documents) {
    const route = String(data.route);
    const day = String(data.day);
    const key = `${day} ${route}`;
    const entry = byKey.get(key) ?? { route, day, metrics: {} };
    byKey.set(key, entry);
    for (const metric of SPEED_METRICS) {
      const buckets = data[metric];
      if (typeof buckets !== 'object' || buckets === null) continue;
      const histogram = entry.metrics[metric] ?? emptyHistogram(metric);
      for (const [name, count] of Object.entries(buckets)) {
        const index = Number(name.slice(1));
        if (name.startsWith('b') && Number.isInteger(index) && index >= 0 && index < histogram.length && typeof count === 'number') histogram[index] = (histogram[index] ?? 0) + count;
      }
      entry.metrics[metric] = histogram;
    }
  }
  return [...byKey.values()];
}

/** The day a report is filed under (UTC: reports come from every time zone). */
export function speedDayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** One row of the admins' report: a route's p75 of each metric over the window. */
export interface SpeedReportRow {
  readonly route: string;
  /** Page views that reported (the largest sample count of the three metrics). */
  readonly samples: number;
  readonly p75: Readonly<Record<SpeedMetric, number | null>>;
}

/** Adds every day of each route and takes the p75s; the busiest routes first. */
export function speedReportOf(days: readonly RouteDayHistograms[]): SpeedReportRow[] {
  const byRoute = new Map<string, Partial<Record<SpeedMetric, number[]>>>();
  for (const { route, metrics } of days) {
    const total = byRoute.get(route) ?? {};
    for (const metric of SPEED_METRICS) {
      const histogram = metrics[metric];
      if (histogram !== undefined) total[metric] = addHistograms(total[metric] ?? emptyHistogram(metric), histogram);
    }
    byRoute.set(route, total);
  }
  const rows = [...byRoute.entries()].map(([route, metrics]) => ({
    route,
    samples: Math.max(0, ...SPEED_METRICS.map((m) => sampleCount(metrics[m] ?? []))),
    p75: { LCP: p75('LCP', metrics.LCP ?? []), INP: p75('INP', metrics.INP ?? []), CLS: p75('CLS', metrics.CLS ?? []) },
  }));
  return rows.sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
}
