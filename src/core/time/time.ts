/** Milliseconds since the Unix epoch. The core never reads the system clock itself. */
export type EpochMs = number;

/** What reads the time: the real clock in production, a fixed or stepped one in tests. */
export interface Clock {
  now(): EpochMs;
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `time` moved forward by whole or fractional days; used for trial end dates. */
export function addDays(time: EpochMs, days: number): EpochMs {
  return time + days * DAY_MS;
}
