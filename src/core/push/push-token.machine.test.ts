import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DAY_MS } from '../time/time';
import type { DeleteTokenInput, PushPermission, PushRunStart, PushTokenRecord, SaveTokenInput } from './push-token.machine';
import {
  isPushTokenStale,
  PUSH_TOKEN_REFRESH_MS,
  pushTokenAction,
  pushTokenMachine,
  registersOnVisit,
  selectPushError,
  selectPushTokenRecord,
} from './push-token.machine';

const NOW = 1_700_000_000_000;
const KEY = 'vapid-A|/firebase-messaging-sw.js';

interface FakeOptions {
  readonly supported?: boolean;
  readonly permission?: PushPermission;
  readonly answer?: PushPermission;
  readonly tokens?: readonly string[];
  readonly failing?: string;
}

/** A fake device and database that log every call in order. */
function fakeActors(options: FakeOptions = {}) {
  const calls: string[] = [];
  const tokens = [...(options.tokens ?? ['tok-1', 'tok-2', 'tok-3'])];
  const saved: SaveTokenInput[] = [];
  const deleted: DeleteTokenInput[] = [];
  const step = <T>(name: string, result: () => T): Promise<T> => {
    calls.push(name);
    return options.failing === name ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(result());
  };
  const actors = {
    checkSupport: fromPromise<boolean>(() => step('checkSupport', () => options.supported ?? true)),
    readPermission: fromPromise<PushPermission>(() => step('readPermission', () => options.permission ?? 'granted')),
    requestPermission: fromPromise<PushPermission>(() => step('requestPermission', () => options.answer ?? 'granted')),
    getToken: fromPromise<string>(() => step('getToken', () => tokens.shift() ?? 'tok-last')),
    saveToken: fromPromise<void, SaveTokenInput>(({ input }) =>
      step('saveToken', () => {
        saved.push(input);
      }),
    ),
    deleteToken: fromPromise<void, DeleteTokenInput>(({ input }) =>
      step('deleteToken', () => {
        deleted.push(input);
      }),
    ),
  };
  return { calls, saved, deleted, actors };
}

/** Lets every promise-backed step that is already settled run to completion. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function run(options: FakeOptions & { stored?: PushTokenRecord | null; subscriptionKey?: string; startedBy?: PushRunStart } = {}) {
  const clock = new SimulatedClock();
  clock.set(NOW);
  const fake = fakeActors(options);
  const actor = createActor(pushTokenMachine.provide({ actors: fake.actors }), {
    clock,
    input: {
      memberId: 'member-1',
      startedBy: options.startedBy ?? 'member',
      now: () => clock.now(),
      stored: options.stored ?? null,
      subscriptionKey: options.subscriptionKey ?? KEY,
    },
  });
  const states: string[] = [];
  actor.subscribe((s) => {
    const value = String(s.value);
    if (states.at(-1) !== value) states.push(value);
  });
  actor.start();
  await settle();
  return { ...fake, clock, actor, states };
}

describe('pushTokenMachine', () => {
  it('ends unavailable where push is unsupported, without asking for permission', async () => {
    const r = await run({ supported: false });
    expect(r.states).toEqual(['checkingSupport', 'unavailable']);
    expect(r.calls).toEqual(['checkSupport']);
  });

  it('is refused when permission is denied, and never calls getToken', async () => {
    const r = await run({ permission: 'denied' });
    expect(r.actor.getSnapshot().value).toBe('refused');
    expect(r.calls).toEqual(['checkSupport', 'readPermission']);
  });

  it('asks for permission when undecided, and is refused if the answer is not granted', async () => {
    for (const answer of ['denied', 'default'] as const) {
      const r = await run({ permission: 'default', answer });
      expect(r.actor.getSnapshot().value).toBe('refused');
      expect(r.calls).toEqual(['checkSupport', 'readPermission', 'requestPermission']);
    }
  });

  it('registers a first token once permission is granted on request', async () => {
    const r = await run({ permission: 'default', answer: 'granted' });
    expect(r.states).toEqual([
      'checkingSupport',
      'readingPermission',
      'requestingPermission',
      'gettingToken',
      'savingToken',
      'registered',
    ]);
    expect(r.saved).toEqual([{ token: 'tok-1', uid: 'member-1', createdAt: NOW, subscriptionKey: KEY }]);
    expect(selectPushTokenRecord(r.actor.getSnapshot())).toEqual({ token: 'tok-1', createdAt: NOW, subscriptionKey: KEY });
    expect(r.actor.getSnapshot().context.action).toBe('register');
  });

  it('keeps a fresh token with unchanged details: no save, no delete', async () => {
    const stored = { token: 'tok-1', createdAt: NOW - PUSH_TOKEN_REFRESH_MS + 1, subscriptionKey: KEY };
    const r = await run({ stored });
    expect(r.actor.getSnapshot().value).toBe('registered');
    expect(r.actor.getSnapshot().context.action).toBe('keep');
    expect(r.calls).toEqual(['checkSupport', 'readPermission', 'getToken']);
    expect(selectPushTokenRecord(r.actor.getSnapshot())).toEqual(stored);
  });

  it('refreshes a token 7 days old: deletes the old one, gets and saves a new one', async () => {
    const stored = { token: 'tok-1', createdAt: NOW - PUSH_TOKEN_REFRESH_MS, subscriptionKey: KEY };
    const r = await run({ stored });
    expect(r.actor.getSnapshot().context.action).toBe('refresh');
    expect(r.calls).toEqual(['checkSupport', 'readPermission', 'getToken', 'deleteToken', 'getToken', 'saveToken']);
    expect(r.deleted).toEqual([{ token: 'tok-1', uid: 'member-1' }]);
    expect(r.saved).toEqual([{ token: 'tok-2', uid: 'member-1', createdAt: NOW, subscriptionKey: KEY }]);
    expect(r.actor.getSnapshot().value).toBe('registered');
  });

  it('re-subscribes when the subscription details changed', async () => {
    const stored = { token: 'tok-1', createdAt: NOW - DAY_MS, subscriptionKey: 'vapid-OLD|/firebase-messaging-sw.js' };
    const r = await run({ stored });
    expect(r.actor.getSnapshot().context.action).toBe('resubscribe');
    expect(r.deleted).toEqual([{ token: 'tok-1', uid: 'member-1' }]);
    expect(r.saved).toEqual([{ token: 'tok-2', uid: 'member-1', createdAt: NOW, subscriptionKey: KEY }]);
    expect(selectPushTokenRecord(r.actor.getSnapshot())?.subscriptionKey).toBe(KEY);
  });

  it('registers a token the messaging service rotated by itself, without deleting it', async () => {
    const stored = { token: 'tok-0', createdAt: NOW - DAY_MS, subscriptionKey: KEY };
    const r = await run({ stored });
    expect(r.actor.getSnapshot().context.action).toBe('register');
    expect(r.deleted).toEqual([]);
    expect(r.saved.map((s) => s.token)).toEqual(['tok-1']);
  });

  it('refreshes a registered token when it turns 7 days old, and not before', async () => {
    const r = await run();
    expect(r.saved).toHaveLength(1);
    r.clock.increment(PUSH_TOKEN_REFRESH_MS - 1);
    await settle();
    expect(r.calls.filter((c) => c === 'deleteToken')).toHaveLength(0);
    expect(r.actor.getSnapshot().value).toBe('registered');

    r.clock.increment(1);
    await settle();
    expect(r.deleted).toEqual([{ token: 'tok-1', uid: 'member-1' }]);
    expect(r.saved.at(-1)).toEqual({ token: 'tok-2', uid: 'member-1', createdAt: NOW + PUSH_TOKEN_REFRESH_MS, subscriptionKey: KEY });
    expect(r.actor.getSnapshot().value).toBe('registered');

    // The next refresh is counted from the new token's creation.
    r.clock.increment(PUSH_TOKEN_REFRESH_MS - 1);
    await settle();
    expect(r.saved).toHaveLength(2);
    r.clock.increment(1);
    await settle();
    expect(r.saved).toHaveLength(3);
  });

  it('schedules the refresh of a kept token from its own creation time', async () => {
    const stored = { token: 'tok-1', createdAt: NOW - 6 * DAY_MS, subscriptionKey: KEY };
    const r = await run({ stored });
    r.clock.increment(DAY_MS - 1);
    await settle();
    expect(r.deleted).toHaveLength(0);
    r.clock.increment(1);
    await settle();
    expect(r.deleted).toEqual([{ token: 'tok-1', uid: 'member-1' }]);
  });

  it('keeps a token stamped in the future (clock skew) until it is really 7 days old', async () => {
    const stored = { token: 'tok-1', createdAt: NOW + DAY_MS, subscriptionKey: KEY };
    const r = await run({ stored });
    expect(r.actor.getSnapshot().context.action).toBe('keep');
    // Timers never wait longer than 7 days; the check at that point still finds it fresh.
    r.clock.increment(PUSH_TOKEN_REFRESH_MS);
    await settle();
    expect(r.deleted).toEqual([]);
    expect(r.actor.getSnapshot().value).toBe('registered');
    r.clock.increment(DAY_MS);
    await settle();
    expect(r.deleted).toEqual([{ token: 'tok-1', uid: 'member-1' }]);
    expect(r.saved.at(-1)?.createdAt).toBe(NOW + PUSH_TOKEN_REFRESH_MS + DAY_MS);
  });

  it('re-subscribes a registered token when told the details changed', async () => {
    const r = await run();
    r.actor.send({ type: 'SUBSCRIPTION_CHANGED', subscriptionKey: 'vapid-B|/firebase-messaging-sw.js' });
    await settle();
    expect(r.actor.getSnapshot().context.action).toBe('resubscribe');
    expect(r.deleted).toEqual([{ token: 'tok-1', uid: 'member-1' }]);
    expect(r.saved.at(-1)?.subscriptionKey).toBe('vapid-B|/firebase-messaging-sw.js');
  });

  it('deletes the token on unsubscribe', async () => {
    const r = await run();
    r.actor.send({ type: 'UNSUBSCRIBE' });
    await settle();
    expect(r.deleted).toEqual([{ token: 'tok-1', uid: 'member-1' }]);
    expect(r.actor.getSnapshot().value).toBe('unsubscribed');
    expect(r.actor.getSnapshot().status).toBe('done');
    expect(selectPushTokenRecord(r.actor.getSnapshot())).toBeNull();
  });

  const stale = { token: 'tok-1', createdAt: NOW - PUSH_TOKEN_REFRESH_MS, subscriptionKey: KEY };
  it.each([
    ['checkSupport', null],
    ['readPermission', null],
    ['getToken', null],
    ['saveToken', null],
    ['deleteToken', stale],
  ] as const)('ends failed with the error when %s fails', async (failing, stored) => {
    const r = await run({ failing, stored });
    expect(r.actor.getSnapshot().value).toBe('failed');
    expect(String(selectPushError(r.actor.getSnapshot()))).toContain(`${failing} failed`);
  });

  it('ends failed when asking for permission fails', async () => {
    const r = await run({ permission: 'default', failing: 'requestPermission' });
    expect(r.actor.getSnapshot().value).toBe('failed');
  });

  it('ends failed when getting the new token of a refresh fails', async () => {
    const fake = fakeActors({ tokens: ['tok-1'] });
    const actor = createActor(
      pushTokenMachine.provide({
        actors: {
          ...fake.actors,
          getToken: fromPromise<string>(() => {
            fake.calls.push('getToken');
            return fake.calls.filter((c) => c === 'getToken').length === 1
              ? Promise.resolve('tok-1')
              : Promise.reject(new Error('second getToken failed'));
          }),
        },
      }),
      { input: { memberId: 'member-1', startedBy: 'member', now: () => NOW, stored: stale, subscriptionKey: KEY } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(String(selectPushError(actor.getSnapshot()))).toContain('second getToken failed');
  });

  it('ends failed when deleting on unsubscribe fails', async () => {
    const fake = fakeActors();
    const actor = createActor(
      pushTokenMachine.provide({
        actors: { ...fake.actors, deleteToken: fromPromise<void, DeleteTokenInput>(() => Promise.reject(new Error('offline'))) },
      }),
      { input: { memberId: 'member-1', startedBy: 'member', now: () => NOW, stored: null, subscriptionKey: KEY } },
    ).start();
    await settle();
    actor.send({ type: 'UNSUBSCRIBE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('names the actor the composition root forgot to provide', async () => {
    const actor = createActor(pushTokenMachine, {
      input: { memberId: 'member-1', startedBy: 'member', now: () => NOW, stored: null, subscriptionKey: KEY },
    }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(String(selectPushError(actor.getSnapshot()))).toContain('checkSupport actor is not provided');
  });
});

const arbRecord = fc.record({
  token: fc.string({ minLength: 1 }),
  createdAt: fc.integer({ min: 0, max: 2 * NOW }),
  subscriptionKey: fc.string(),
});

describe('pushTokenMachine started by a visit', () => {
  it('never asks for an undecided permission: it ends not asked, with no token', async () => {
    const r = await run({ startedBy: 'visit', permission: 'default', answer: 'granted' });
    expect(r.states).toEqual(['checkingSupport', 'readingPermission', 'notAsked']);
    expect(r.calls).toEqual(['checkSupport', 'readPermission']);
    expect(r.saved).toEqual([]);
  });

  it('is refused when permission is denied, without asking', async () => {
    const r = await run({ startedBy: 'visit', permission: 'denied' });
    expect(r.actor.getSnapshot().value).toBe('refused');
    expect(r.calls).toEqual(['checkSupport', 'readPermission']);
  });

  it('refreshes a 7-day-old token with permission granted, as a run the member started does', async () => {
    const stored = { token: 'tok-0', createdAt: NOW - PUSH_TOKEN_REFRESH_MS, subscriptionKey: KEY };
    const r = await run({ startedBy: 'visit', stored });
    expect(r.actor.getSnapshot().value).toBe('registered');
    expect(r.actor.getSnapshot().context.action).toBe('refresh');
    expect(r.deleted).toEqual([{ token: 'tok-0', uid: 'member-1' }]);
    expect(r.saved).toEqual([{ token: 'tok-2', uid: 'member-1', createdAt: NOW, subscriptionKey: KEY }]);
    expect(r.calls).not.toContain('requestPermission');
  });

  it('re-subscribes with changed details and permission granted', async () => {
    const stored = { token: 'tok-0', createdAt: NOW - DAY_MS, subscriptionKey: 'vapid-old' };
    const r = await run({ startedBy: 'visit', stored });
    expect(r.actor.getSnapshot().context.action).toBe('resubscribe');
    expect(selectPushTokenRecord(r.actor.getSnapshot())).toEqual({ token: 'tok-2', createdAt: NOW, subscriptionKey: KEY });
  });
});

describe('registersOnVisit', () => {
  it('runs only where permission is already granted', () => {
    expect(registersOnVisit('granted')).toBe(true);
    expect(registersOnVisit('default')).toBe(false);
    expect(registersOnVisit('denied')).toBe(false);
  });
});

describe('isPushTokenStale', () => {
  it('is stale exactly from 7 days after creation on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NOW }), fc.integer({ min: -DAY_MS, max: 30 * DAY_MS }), (createdAt, age) => {
        expect(isPushTokenStale(createdAt, createdAt + age)).toBe(age >= PUSH_TOKEN_REFRESH_MS);
      }),
    );
    expect(PUSH_TOKEN_REFRESH_MS).toBe(7 * DAY_MS);
  });
});

describe('pushTokenAction', () => {
  it('always registers without a stored token', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (key, now) => {
        expect(pushTokenAction(null, key, now)).toBe('register');
      }),
    );
  });

  it('never keeps a token 7 days old or older, whatever the details', () => {
    fc.assert(
      fc.property(arbRecord, fc.string(), fc.integer({ min: 0, max: 365 * DAY_MS }), (stored, key, extra) => {
        expect(pushTokenAction(stored, key, stored.createdAt + PUSH_TOKEN_REFRESH_MS + extra)).toBe('refresh');
      }),
    );
  });

  it('keeps a fresh token exactly when the details are unchanged, else re-subscribes', () => {
    fc.assert(
      fc.property(arbRecord, fc.string(), fc.integer({ min: 0, max: PUSH_TOKEN_REFRESH_MS - 1 }), (stored, key, age) => {
        const action = pushTokenAction(stored, key, stored.createdAt + age);
        expect(action).toBe(key === stored.subscriptionKey ? 'keep' : 'resubscribe');
        expect(pushTokenAction(stored, stored.subscriptionKey, stored.createdAt + age)).toBe('keep');
      }),
    );
  });
});
