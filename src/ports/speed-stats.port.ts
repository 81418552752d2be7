import type { RouteDayHistograms, SpeedSample } from '../core/speed/speed-metrics';

export type { RouteDayHistograms };
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * Real-user speed reports, as histograms per route and day (speedStats/{day}_{routeKey}_{shard}).
 * Written only by the server side; administrators read them.
 */
export interface SpeedStatsPort {
  /** Adds one page's samples to the day's histograms of `route`, on shard `shard`. */
  add(day: string, route: string, shard: number, samples: readonly SpeedSample[]): Promise<void>;
  /** Every route's histograms for the days from `fromDay` to `toDay` (yyyy-mm-dd, inclusive). */
  read(fromDay: string, toDay: string): Promise<readonly RouteDayHistograms[]>;
}

export const SPEED_STATS: PortToken<SpeedStatsPort> = portToken<SpeedStatsPort>('SpeedStatsPort');
