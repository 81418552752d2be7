import { LOCALIZED_MARKETING_PATHS, ROUTES, localizedPath, normalizePath } from '../dashboard/route-paths';
import type { SpeedMetric, SpeedSample } from './speed-metrics';
import { OTHER_ROUTE, SPEED_METRICS, SPEED_SHARDS, speedDayOf } from './speed-metrics';

/** Largest beacon body the endpoint reads. */
export const SPEED_BEACON_MAX_BYTES = 2048;

/** The public site's two kinds of page: a member's home page and anything below it. */
export const MEMBER_SITE_ROUTE = '/s/:site';
export const MEMBER_SITE_PAGE_ROUTE = '/s/:site/*';

const STUDIO_SECTION_ROUTE = `${ROUTES.websiteStudio}/:section`;
// The Spanish marketing pages ('/es/pricing') are pages of their own, filed apart from the English ones.
const SPANISH_PAGES = LOCALIZED_MARKETING_PATHS.map((path) => localizedPath(path, 'ES'));
const KNOWN_ROUTES: ReadonlySet<string> = new Set([...Object.values(ROUTES), ...SPANISH_PAGES, STUDIO_SECTION_ROUTE, '/', MEMBER_SITE_ROUTE, MEMBER_SITE_PAGE_ROUTE]);

/**
 * The route a page's report is filed under. Only the product's own routes are kept (one
 * pattern for every member site), so reports can never create unbounded keys.
 */
export function speedRouteOf(path: string): string {
  if (path === MEMBER_SITE_ROUTE || path === MEMBER_SITE_PAGE_ROUTE) return path;
  const trimmed = normalizePath(path);
  if (/^\/s\/[a-z0-9]{1,63}$/.test(trimmed)) return MEMBER_SITE_ROUTE;
  if (/^\/s\/[a-z0-9]{1,63}\/./.test(trimmed)) return MEMBER_SITE_PAGE_ROUTE;
  if (trimmed.startsWith(`${ROUTES.websiteStudio}/`) && trimmed.split('/').length === 4) return STUDIO_SECTION_ROUTE;
  return KNOWN_ROUTES.has(trimmed) ? trimmed : OTHER_ROUTE;
}


export interface SpeedBeacon {
  readonly route: string;
  readonly samples: readonly SpeedSample[];
}

// A value past these is a broken or forged report, not a slow page.
const MAX_VALUE: Readonly<Record<SpeedMetric, number>> = { LCP: 120_000, INP: 60_000, CLS: 100 };

function isMetric(value: unknown): value is SpeedMetric {
  return typeof value === 'string' && (SPEED_METRICS as readonly string[]).includes(value);
}

/**
 * Reads a beacon's body: `{"path": "/pricing", "metrics": [{"name": "LCP", "value": 1234}]}`.
 * Each metric at most once; unknown metrics and impossible values are dropped. Null when
 * nothing usable is left.
 */
export function readSpeedBeacon(body: string): SpeedBeacon | null {
  if (body.length > SPEED_BEACON_MAX_BYTES) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { path, metrics } = raw as { path?: unknown; metrics?: unknown };
  if (typeof path !== 'string' || path.length > 300 || !path.startsWith('/') || !Array.isArray(metrics)) return null;
  const samples: SpeedSample[] = [];
  for (const entry of metrics.slice(0, SPEED_METRICS.length * 2)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, value } = entry as { name?: unknown; value?: unknown };
    if (!isMetric(name) || typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VALUE[name]) continue;
    if (samples.some((s) => s.metric === name)) continue;
    samples.push({ metric: name, value });
  }
  return samples.length === 0 ? null : { route: speedRouteOf(path), samples };
}

/** Where one beacon's samples are filed: its day, route and shard. */
export interface SpeedFiling {
  readonly day: string;
  readonly route: string;
  readonly shard: number;
  readonly samples: readonly SpeedSample[];
}

/** Reads a beacon body received at `now`; `random` in [0, 1) picks the shard. Null when unusable. */
export function speedFilingOf(body: string, now: number, random: number): SpeedFiling | null {
  const beacon = readSpeedBeacon(body);
  if (beacon === null) return null;
  const shard = Math.min(SPEED_SHARDS - 1, Math.max(0, Math.floor(random * SPEED_SHARDS)));
  return { day: speedDayOf(now), route: beacon.route, shard, samples: beacon.samples };
}
