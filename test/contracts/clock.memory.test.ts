import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/adapters/memory/clock.memory';
import { describeClockContract } from './clock.contract';

describeClockContract('memory', async () => {
  const clock = new FakeClock();
  return { port: clock, fixtures: { advance: (ms) => clock.advance(ms) } };
});

describe('FakeClock beyond the contract', () => {
  it('stands still until moved, and can be set to any time', () => {
    const clock = new FakeClock(1_000);
    expect(clock.now()).toBe(1_000);
    expect(clock.now()).toBe(1_000);
    clock.set(50);
    expect(clock.now()).toBe(50);
  });

  it('refuses to step backwards or by a non-finite amount', () => {
    const clock = new FakeClock(1_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.set(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(clock.now()).toBe(1_000);
  });
});
