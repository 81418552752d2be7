import type { ClockPort } from '../../ports/clock.port';

export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }
}
