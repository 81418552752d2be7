import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { AppError } from '../errors/error-codes';
import type { AutosaveInput, SaveAnswer } from './autosave.machine';
import { autosaveStatus, createAutosaveMachine, SAVE_ACK_TIMEOUT_MS, SAVE_DEBOUNCE_MS, SAVE_RETRY_MS } from './autosave.machine';

type Errors = Readonly<Record<string, string>>;

interface Call {
  readonly value: string;
  answer(answer: SaveAnswer<Errors>): Promise<void>;
  fail(error: unknown): Promise<void>;
}

/** Lets every promise that is already settled run its handlers. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The machine on a simulated clock, with a backend that answers only when the test says so. */
function start(input: AutosaveInput<string>) {
  const clock = new SimulatedClock();
  const calls: Call[] = [];
  const drafts: string[] = [];
  let dropped = 0;
  const machine = createAutosaveMachine<string, Errors>().provide({
    actors: {
      save: fromPromise<SaveAnswer<Errors>, { readonly value: string }>(
        ({ input: sent }) =>
          new Promise((resolve, reject) => {
            calls.push({
              value: sent.value,
              answer: async (answer) => {
                resolve(answer);
                await settle();
              },
              fail: async (error) => {
                reject(error);
                await settle();
              },
            });
          }),
      ),
    },
    actions: {
      keepDraft: (_, params) => {
        drafts.push(params.value);
      },
      dropDraft: () => {
        dropped += 1;
      },
    },
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  return {
    clock,
    calls,
    drafts,
    dropped: () => dropped,
    actor,
    status: () => autosaveStatus(actor.getSnapshot()),
    value: () => actor.getSnapshot().context.value,
    last: (): Call => {
      const call = calls.at(-1);
      if (call === undefined) throw new Error('nothing was saved');
      return call;
    },
  };
}

function loaded(stored = 'v0', draft: string | null = null) {
  const run = start({ mode: 'autosave', draft });
  run.actor.send({ type: 'STORED', value: stored });
  return run;
}

describe('autosave machine: loading', () => {
  it('waits for the stored value, then shows it with nothing to save', () => {
    const run = start({ mode: 'autosave' });
    expect(run.status()).toBe('loading');
    run.actor.send({ type: 'EDIT', value: 'too early' });
    run.actor.send({ type: 'SAVE' });
    expect(run.value()).toBeNull();
    run.actor.send({ type: 'STORED', value: 'Sol' });
    expect(run.status()).toBe('idle');
    expect(run.value()).toBe('Sol');
    expect(run.calls).toHaveLength(0);
  });

  it('prefers this device’s draft and saves it at once', async () => {
    const run = loaded('stored', 'draft');
    expect(run.status()).toBe('saving');
    expect(run.value()).toBe('draft');
    expect(run.actor.getSnapshot().context.recovered).toBe(true);
    await run.last().answer({ outcome: 'saved' });
    expect(run.status()).toBe('saved');
    expect(run.dropped()).toBe(1);
    // The notice stays until the member edits, so a fast save cannot hide it.
    expect(run.actor.getSnapshot().context.recovered).toBe(true);
    run.actor.send({ type: 'EDIT', value: 'draft 2' });
    expect(run.actor.getSnapshot().context.recovered).toBe(false);
  });

  it('starts from a value given up front', () => {
    const run = start({ mode: 'on-request', initial: 'form' });
    expect(run.status()).toBe('idle');
    expect(run.value()).toBe('form');
  });

  it('follows changes made elsewhere while nothing is pending, and only then', () => {
    const run = loaded();
    run.actor.send({ type: 'STORED', value: 'from another tab' });
    expect(run.value()).toBe('from another tab');
    run.actor.send({ type: 'EDIT', value: 'mine' });
    run.actor.send({ type: 'STORED', value: 'from another device' });
    expect(run.value()).toBe('mine');
  });
});

describe('autosave machine: debounce', () => {
  it('keeps every edit on the device and saves the last one after a pause', async () => {
    const run = loaded();
    run.actor.send({ type: 'EDIT', value: 'S' });
    run.clock.increment(SAVE_DEBOUNCE_MS - 1);
    run.actor.send({ type: 'EDIT', value: 'So' });
    run.clock.increment(SAVE_DEBOUNCE_MS - 1);
    run.actor.send({ type: 'EDIT', value: 'Sol' });
    expect(run.status()).toBe('unsaved');
    run.clock.increment(SAVE_DEBOUNCE_MS - 1);
    expect(run.calls).toHaveLength(0);
    run.clock.increment(1);
    expect(run.calls.map((c) => c.value)).toEqual(['Sol']);
    expect(run.drafts).toEqual(['S', 'So', 'Sol']);
    expect(run.status()).toBe('saving');
    await run.last().answer({ outcome: 'saved' });
    expect(run.status()).toBe('saved');
    expect(run.dropped()).toBe(1);
  });

  it('sends one save per pause, always the value on screen (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * SAVE_DEBOUNCE_MS }), { minLength: 1, maxLength: 20 }), (gaps) => {
        const run = loaded();
        const expected: string[] = [];
        gaps.forEach((gap, index) => {
          run.actor.send({ type: 'EDIT', value: `v${index}` });
          run.clock.increment(gap);
          if (gap >= SAVE_DEBOUNCE_MS) expected.push(`v${index}`);
        });
        run.clock.increment(SAVE_DEBOUNCE_MS);
        if (expected.at(-1) !== `v${gaps.length - 1}`) expected.push(`v${gaps.length - 1}`);
        expect(run.calls.map((c) => c.value)).toEqual(expected);
        expect(run.drafts).toHaveLength(gaps.length);
      }),
    );
  });

  it('saves at once when asked, and not when there is nothing new', () => {
    const run = loaded();
    run.actor.send({ type: 'SAVE' });
    expect(run.calls).toHaveLength(0);
    run.actor.send({ type: 'EDIT', value: 'Sol' });
    run.actor.send({ type: 'SAVE' });
    expect(run.calls.map((c) => c.value)).toEqual(['Sol']);
  });
});

describe('autosave machine: acknowledgement and stale answers', () => {
  it('says it is waiting once the backend is silent for the acknowledgement timeout', async () => {
    const run = loaded();
    run.actor.send({ type: 'EDIT', value: 'Sol' });
    run.clock.increment(SAVE_DEBOUNCE_MS);
    run.clock.increment(SAVE_ACK_TIMEOUT_MS - 1);
    expect(run.status()).toBe('saving');
    run.clock.increment(1);
    expect(run.status()).toBe('waiting');
    await run.last().answer({ outcome: 'saved' });
    expect(run.status()).toBe('saved');
  });

  it('ignores the answer to a version the member has already changed', async () => {
    const run = loaded();
    run.actor.send({ type: 'EDIT', value: 'first' });
    run.clock.increment(SAVE_DEBOUNCE_MS);
    const first = run.last();
    run.actor.send({ type: 'EDIT', value: 'second' });
    await first.answer({ outcome: 'saved' });
    expect(run.status()).toBe('unsaved');
    expect(run.dropped()).toBe(0);
    run.clock.increment(SAVE_DEBOUNCE_MS);
    expect(run.last().value).toBe('second');
    await run.last().answer({ outcome: 'invalid', errors: { name: 'too-long' } });
    expect(run.status()).toBe('invalid');
  });

  // Each run waits for real promise turns, so fewer runs and more time than the pure properties.
  it('never leaves a stale answer on screen, whatever the order of edits and answers (property)', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (answerEarly) => {
        const run = loaded();
        const pending: Call[] = [];
        for (const [index, early] of answerEarly.entries()) {
          run.actor.send({ type: 'EDIT', value: `v${index}` });
          run.clock.increment(SAVE_DEBOUNCE_MS);
          pending.push(run.last());
          if (early) await run.last().answer({ outcome: 'saved' });
        }
        // Late answers of older versions, all refused: none may describe the screen.
        for (const call of pending.slice(0, -1)) await call.answer({ outcome: 'invalid', errors: { stale: 'yes' } });
        expect(run.actor.getSnapshot().context.errors).toBeNull();
        expect(run.value()).toBe(`v${answerEarly.length - 1}`);
      }),
      { numRuns: 40 },
    );
  });
});

describe('autosave machine: offline and failures', () => {
  it('keeps the draft while unreachable and tries again after a while or when the browser is online', async () => {
    const run = loaded();
    run.actor.send({ type: 'EDIT', value: 'Sol' });
    run.clock.increment(SAVE_DEBOUNCE_MS);
    await run.last().answer({ outcome: 'failed', code: 'unavailable' });
    expect(run.status()).toBe('offline');
    expect(run.actor.getSnapshot().context.error).toBe('unavailable');
    expect(run.dropped()).toBe(0);
    run.clock.increment(SAVE_RETRY_MS - 1);
    expect(run.calls).toHaveLength(1);
    run.clock.increment(1);
    expect(run.calls).toHaveLength(2);
    await run.last().answer({ outcome: 'failed', code: 'network' });
    run.actor.send({ type: 'ONLINE' });
    expect(run.calls).toHaveLength(3);
    await run.last().answer({ outcome: 'saved' });
    expect(run.status()).toBe('saved');
    expect(run.actor.getSnapshot().context.error).toBeNull();
    expect(run.dropped()).toBe(1);
  });

  it('reports a refusal as failed, and a save that throws with its code', async () => {
    const run = loaded();
    run.actor.send({ type: 'EDIT', value: 'Sol' });
    run.clock.increment(SAVE_DEBOUNCE_MS);
    await run.last().answer({ outcome: 'failed', code: 'permission-denied' });
    expect(run.status()).toBe('failed');
    run.actor.send({ type: 'SAVE' });
    await run.last().fail(new AppError('too-many-requests'));
    expect(run.status()).toBe('failed');
    expect(run.actor.getSnapshot().context.error).toBe('too-many-requests');
    run.actor.send({ type: 'ONLINE' });
    expect(run.calls).toHaveLength(3);
  });

  it('shows field errors until an edit is saved', async () => {
    const run = loaded();
    run.actor.send({ type: 'EDIT', value: 'x'.repeat(99) });
    run.clock.increment(SAVE_DEBOUNCE_MS);
    await run.last().answer({ outcome: 'invalid', errors: { name: 'too-long' } });
    expect(run.status()).toBe('invalid');
    expect(run.actor.getSnapshot().context.errors).toEqual({ name: 'too-long' });
    // Bad input is never lost: it stays on screen and on the device.
    expect(run.value()).toBe('x'.repeat(99));
    expect(run.dropped()).toBe(0);
    run.clock.increment(10 * SAVE_RETRY_MS);
    expect(run.calls).toHaveLength(1);
    run.actor.send({ type: 'EDIT', value: 'Sol' });
    run.clock.increment(SAVE_DEBOUNCE_MS);
    await run.last().answer({ outcome: 'saved' });
    expect(run.actor.getSnapshot().context.errors).toBeNull();
  });
});

describe('autosave machine: on request (a form with a Save button)', () => {
  it('saves only when asked, even with nothing new', async () => {
    const run = start({ mode: 'on-request', initial: 'a' });
    run.actor.send({ type: 'EDIT', value: 'b' });
    run.clock.increment(10 * SAVE_DEBOUNCE_MS);
    expect(run.calls).toHaveLength(0);
    expect(run.status()).toBe('unsaved');
    expect(run.drafts).toEqual([]);
    run.actor.send({ type: 'SAVE' });
    await run.last().answer({ outcome: 'saved' });
    run.actor.send({ type: 'SAVE' });
    expect(run.calls.map((c) => c.value)).toEqual(['b', 'b']);
  });

  it('waits for the member to ask again after a failure', async () => {
    const run = start({ mode: 'on-request', initial: 'a' });
    run.actor.send({ type: 'SAVE' });
    await run.last().answer({ outcome: 'failed', code: 'unavailable' });
    expect(run.status()).toBe('offline');
    run.clock.increment(10 * SAVE_RETRY_MS);
    run.actor.send({ type: 'ONLINE' });
    expect(run.calls).toHaveLength(1);
    run.actor.send({ type: 'SAVE' });
    expect(run.calls).toHaveLength(2);
  });

  it('lets typing go on during a save, and knows the typing is not saved yet', async () => {
    const run = start({ mode: 'on-request', initial: 'a' });
    run.actor.send({ type: 'SAVE' });
    run.actor.send({ type: 'EDIT', value: 'b' });
    expect(run.status()).toBe('saving');
    await run.last().answer({ outcome: 'saved' });
    expect(run.status()).toBe('unsaved');
    expect(run.value()).toBe('b');
  });

  it('answers for the latest request only', async () => {
    const run = start({ mode: 'on-request', initial: 'a' });
    run.actor.send({ type: 'SAVE' });
    run.clock.increment(SAVE_ACK_TIMEOUT_MS);
    expect(run.status()).toBe('waiting');
    const first = run.last();
    run.actor.send({ type: 'EDIT', value: 'b' });
    run.actor.send({ type: 'SAVE' });
    expect(run.status()).toBe('saving');
    await first.answer({ outcome: 'failed', code: 'permission-denied' });
    expect(run.status()).toBe('saving');
    await run.last().answer({ outcome: 'saved' });
    expect(run.status()).toBe('saved');
  });
});

describe('autosave machine: what the caller must provide', () => {
  it('fails with a code, not a crash, when no save is provided', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(createAutosaveMachine<string, Errors>(), { clock, input: { mode: 'on-request', initial: 'a' } }).start();
    actor.send({ type: 'SAVE' });
    await settle();
    expect(autosaveStatus(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('unknown');
  });

  it('keeps no draft when no draft store is provided', async () => {
    const clock = new SimulatedClock();
    const machine = createAutosaveMachine<string, Errors>().provide({
      actors: { save: fromPromise<SaveAnswer<Errors>, { readonly value: string }>(() => Promise.resolve({ outcome: 'saved' })) },
    });
    const actor = createActor(machine, { clock, input: { mode: 'autosave', initial: 'a' } }).start();
    actor.send({ type: 'EDIT', value: 'b' });
    clock.increment(SAVE_DEBOUNCE_MS);
    await settle();
    expect(autosaveStatus(actor.getSnapshot())).toBe('saved');
  });
});
