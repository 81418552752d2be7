import type { EpochMs } from '../time/time';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../time/time';

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export const ZERO_COUNTDOWN: CountdownParts = Object.freeze({ days: 0, hours: 0, minutes: 0, seconds: 0 });

/** Milliseconds left until `activeUntil`, never negative. */
export function trialRemainingMs(activeUntil: EpochMs, now: EpochMs): number {
  const remaining = activeUntil - now;
  return Number.isFinite(remaining) && remaining > 0 ? remaining : 0;
}

/**
 * Whole days, hours, minutes and seconds in `remainingMs`, rounded down so the display never
 * shows time that is not left; zero for negative or non-finite input.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return ZERO_COUNTDOWN;
  const whole = Math.floor(remainingMs / SECOND_MS) * SECOND_MS;
  return {
    days: Math.floor(whole / DAY_MS),
    hours: Math.floor((whole % DAY_MS) / HOUR_MS),
    minutes: Math.floor((whole % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((whole % MINUTE_MS) / SECOND_MS),
  };
}
