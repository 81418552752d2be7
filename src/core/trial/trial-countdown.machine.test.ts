import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../time/time';
import {
  nextTickDelay,
  TRIAL_COUNTDOWN_TICK_MS,
  trialCountdownMachine,
} from './trial-countdown.machine';

const START = 1_700_000_000_000;

function startCountdown(activeUntil: number, start = START) {
  const clock = new SimulatedClock();
  clock.set(start);
  const actor = createActor(trialCountdownMachine, {
    clock,
    input: { activeUntil, now: () => clock.now() },
  });
  const seen: string[] = [];
  actor.subscribe((s) => {
    const r = s.context.remaining;
    seen.push(`${String(s.value)} ${r.days}d${r.hours}h${r.minutes}m${r.seconds}s`);
  });
  actor.start();
  return { clock, actor, seen };
}

describe('trialCountdownMachine', () => {
  it('refreshes every second, as the spec requires', () => {
    expect(TRIAL_COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('shows the parts of the time left at start', () => {
    const { actor } = startCountdown(START + 2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 5 * SECOND_MS);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('ticks once per second and ends exactly at activeUntil', () => {
    const { clock, actor, seen } = startCountdown(START + 3 * SECOND_MS);
    expect(seen).toEqual(['running 0d0h0m3s']);

    clock.increment(999);
    expect(seen).toHaveLength(1);
    clock.increment(1);
    expect(seen.at(-1)).toBe('running 0d0h0m2s');
    clock.increment(1000);
    expect(seen.at(-1)).toBe('running 0d0h0m1s');
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('running');
    clock.increment(1);
    expect(seen).toEqual(['running 0d0h0m3s', 'running 0d0h0m2s', 'running 0d0h0m1s', 'ended 0d0h0m0s']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('rolls minutes, hours and days over as seconds run out', () => {
    const { clock, actor } = startCountdown(START + DAY_MS);
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    clock.increment(SECOND_MS);
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });

  it('aligns the first tick to a whole second of the time left, then ticks every second', () => {
    const { clock, seen } = startCountdown(START + 2500);
    expect(seen).toEqual(['running 0d0h0m2s']);
    clock.increment(499);
    expect(seen).toHaveLength(1);
    clock.increment(1);
    expect(seen.at(-1)).toBe('running 0d0h0m2s');
    clock.increment(1000);
    expect(seen.at(-1)).toBe('running 0d0h0m1s');
    clock.increment(1000);
    expect(seen.at(-1)).toBe('ended 0d0h0m0s');
  });

  it('starts ended when activeUntil is already reached or past', () => {
    for (const activeUntil of [START, START - 1, START - DAY_MS]) {
      const { actor } = startCountdown(activeUntil);
      expect(actor.getSnapshot().value).toBe('ended');
      expect(actor.getSnapshot().context.remaining).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    }
  });

  it('ends on the next tick when the clock jumped past activeUntil (e.g. a sleeping tab)', () => {
    let jumped = false;
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(trialCountdownMachine, {
      clock,
      input: { activeUntil: START + 10 * SECOND_MS, now: () => clock.now() + (jumped ? HOUR_MS : 0) },
    }).start();
    jumped = true;
    clock.increment(SECOND_MS);
    expect(actor.getSnapshot().value).toBe('ended');
  });
});

describe('nextTickDelay', () => {
  it('lands the next tick on a whole second of the time left, at most one second away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * DAY_MS }), (ms) => {
        const delay = nextTickDelay(ms);
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(TRIAL_COUNTDOWN_TICK_MS);
        expect((ms - delay) % TRIAL_COUNTDOWN_TICK_MS).toBe(0);
      }),
    );
  });
});
