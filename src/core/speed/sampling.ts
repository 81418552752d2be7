/*
 * What a page needs to decide whether to report its speed, apart from the rest of
 * speed-metrics.ts so that the app's first load carries nothing more.
 */

/** Where every page of the app and of members' sites sends its beacon (the site server). */
export const SPEED_BEACON_PATH = '/s/_speed';

/** Whether this visit reports, at `rate` (0 to 1), from a uniform random number in [0, 1). */
export function isSampled(rate: number, random: number): boolean {
  return Number.isFinite(rate) && random < Math.min(1, Math.max(0, rate));
}
