import type { EpochMs } from '../../core/time/time';
import type { ClockPort } from '../../ports/clock.port';

/** 2024-01-15T12:00:00Z: a fixed, unremarkable start so tests never depend on the real date. */
export const DEFAULT_FAKE_NOW: EpochMs = Date.UTC(2024, 0, 15, 12, 0, 0);

/** A clock that only moves when told to, shared by the store and the adapters of one container. */
export class FakeClock implements ClockPort {
  private current: EpochMs;

  constructor(start: EpochMs = DEFAULT_FAKE_NOW) {
    this.current = start;
  }

  now(): EpochMs {
    return this.current;
  }

  advance(ms: number): EpochMs {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`FakeClock.advance needs a finite, non-negative step, got ${ms}`);
    this.current += ms;
    return this.current;
  }

  set(ms: EpochMs): void {
    if (!Number.isFinite(ms)) throw new RangeError(`FakeClock.set needs a finite time, got ${ms}`);
    this.current = ms;
  }
}
