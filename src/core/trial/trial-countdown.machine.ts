import { assign, setup } from 'xstate';
import type { EpochMs } from '../time/time';
import { SECOND_MS } from '../time/time';
import type { CountdownParts } from './countdown';
import { countdownParts, trialRemainingMs } from './countdown';

/** Spec section 9: the trial countdown refreshes every 1 s. */
export const TRIAL_COUNTDOWN_TICK_MS = SECOND_MS;

export interface TrialCountdownInput {
  readonly activeUntil: EpochMs;
  readonly now: () => EpochMs;
}

export interface TrialCountdownContext {
  readonly activeUntil: EpochMs;
  readonly now: () => EpochMs;
  /** Milliseconds left, never negative; the display parts derive from it. */
  readonly remainingMs: number;
  readonly remaining: CountdownParts;
}

function measure(activeUntil: EpochMs, now: EpochMs): Pick<TrialCountdownContext, 'remainingMs' | 'remaining'> {
  const remainingMs = trialRemainingMs(activeUntil, now);
  return { remainingMs, remaining: countdownParts(remainingMs) };
}

/**
 * Delay to the next tick. Ticks land on whole seconds of the remaining time, so the shown
 * seconds change exactly when they should, a late timer does not make the display drift, and
 * the last tick falls exactly on activeUntil. With a whole-second remainder this is 1000 ms.
 */
export function nextTickDelay(remainingMs: number): number {
  const offset = remainingMs % TRIAL_COUNTDOWN_TICK_MS;
  return offset > 0 ? offset : TRIAL_COUNTDOWN_TICK_MS;
}

/**
 * The trial banner's countdown (spec section 4, "Trial banner"): `running` while activeUntil is
 * in the future, final `ended` once it is reached ('La prueba ha terminado.').
 */
export const trialCountdownMachine = setup({
  types: {
    context: {} as TrialCountdownContext,
    input: {} as TrialCountdownInput,
  },
  actions: {
    measureRemaining: assign(({ context }) => measure(context.activeUntil, context.now())),
  },
  guards: {
    hasEnded: ({ context }) => context.remainingMs <= 0,
  },
  delays: {
    tick: ({ context }) => nextTickDelay(context.remainingMs),
  },
}).createMachine({
  id: 'trialCountdown',
  context: ({ input }) => ({
    activeUntil: input.activeUntil,
    now: input.now,
    ...measure(input.activeUntil, input.now()),
  }),
  initial: 'running',
  states: {
    running: {
      // Re-checked after every tick, and at start so an already past trial starts ended.
      always: { guard: 'hasEnded', target: 'ended' },
      after: {
        tick: { target: 'running', reenter: true, actions: 'measureRemaining' },
      },
    },
    ended: { type: 'final' },
  },
});
