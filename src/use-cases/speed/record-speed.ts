import { speedFilingOf } from '../../core/speed/speed-beacon';
import type { SpeedStatsPort } from '../../ports/speed-stats.port';

/**
 * Files one page's Core Web Vitals report (the body of its beacon) under its route and day;
 * false when the body was not a usable report. `random` in [0, 1) picks the shard. A plain
 * function, not a container class: only the site server files reports, and its composition is
 * also loaded by Vite's configuration, whose bundler does not take parameter decorators.
 */
export async function recordSpeedReport(stats: SpeedStatsPort, body: string, now: number, random: number): Promise<boolean> {
  const filing = speedFilingOf(body, now, random);
  if (filing === null) return false;
  await stats.add(filing.day, filing.route, filing.shard, filing.samples);
  return true;
}
