import type { Metric } from 'web-vitals';
import { isSampled } from '../../core/speed/sampling';

type OnMetric = (report: (metric: Metric) => void) => void;
export interface WebVitals {
  readonly onLCP: OnMetric;
  readonly onINP: OnMetric;
  readonly onCLS: OnMetric;
}

export interface SpeedReporterOptions {
  /** Where beacons go: the site server's `/s/_speed`. */
  readonly endpoint: string;
  /** The page's path (or its route pattern), filed by the server under one of the product's routes. */
  readonly path: string;
  /** Share of visits that report, 0 to 1 (configuration; every visit locally and in tests). */
  readonly rate: number;
}

/**
 * Reports this page view's Core Web Vitals once each: whatever is known when the page is hidden
 * or left goes in one `sendBeacon` (it survives the page closing; no cookie, no third party).
 * A metric already sent is not sent again, so one view is one sample.
 */
export async function startSpeedReporting(options: SpeedReporterOptions, load: () => Promise<WebVitals>): Promise<void> {
  if (!isSampled(options.rate, Math.random()) || typeof navigator.sendBeacon !== 'function') return;
  const vitals = await load();
  const pending = new Map<string, number>();
  const sent = new Set<string>();
  const keep = (metric: Metric) => {
    if (!sent.has(metric.name)) pending.set(metric.name, metric.value);
  };
  vitals.onLCP(keep);
  vitals.onINP(keep);
  vitals.onCLS(keep);
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    navigator.sendBeacon(options.endpoint, JSON.stringify({ path: options.path, metrics }));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
