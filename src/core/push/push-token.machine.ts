import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { NonReducibleUnknown, SnapshotFrom } from 'xstate';
import type { EpochMs } from '../time/time';

/** Spec section 4: a push token is refreshed 7 days (604800000 ms) after its creation. */
export const PUSH_TOKEN_REFRESH_MS = 604_800_000;
/** Longest push token stored (a token is the id of its document under fcmTokens); real ones are far shorter. */
export const PUSH_TOKEN_MAX_LENGTH = 1024;

export type PushPermission = 'granted' | 'denied' | 'default';

/** What the device remembers of the token it registered last. */
export interface PushTokenRecord {
  readonly token: string;
  readonly createdAt: EpochMs;
  /** Summary of the subscription details (e.g. VAPID key + service worker scope) at creation. */
  readonly subscriptionKey: string;
}

export type PushTokenAction = 'register' | 'refresh' | 'resubscribe' | 'keep';

/**
 * Who started a run: the member, by turning push on (permission may be asked), or a dashboard
 * visit, which only keeps up a registration the member already allowed and never asks.
 */
export type PushRunStart = 'member' | 'visit';

/** A visit registers quietly only where the member already granted permission. */
export function registersOnVisit(permission: PushPermission): boolean {
  return permission === 'granted';
}

/** Stale from the 7th day on, inclusive. A createdAt in the future (clock skew) is fresh. */
export function isPushTokenStale(createdAt: EpochMs, now: EpochMs): boolean {
  return now - createdAt >= PUSH_TOKEN_REFRESH_MS;
}

/** What to do with the device's stored token (spec section 4, "Push token"). */
export function pushTokenAction(stored: PushTokenRecord | null, currentKey: string, now: EpochMs): PushTokenAction {
  if (stored === null) return 'register';
  if (isPushTokenStale(stored.createdAt, now)) return 'refresh';
  if (stored.subscriptionKey !== currentKey) return 'resubscribe';
  return 'keep';
}

export interface PushTokenInput {
  readonly memberId: string;
  readonly startedBy: PushRunStart;
  readonly now: () => EpochMs;
  readonly stored: PushTokenRecord | null;
  readonly subscriptionKey: string;
}

export interface PushTokenContext {
  readonly memberId: string;
  readonly startedBy: PushRunStart;
  readonly now: () => EpochMs;
  /** The record last saved for this device, or null. */
  readonly stored: PushTokenRecord | null;
  readonly subscriptionKey: string;
  /** The token the messaging service gave this device most recently. */
  readonly token: string | null;
  /** The record being saved; becomes `stored` once the save succeeds. */
  readonly pending: PushTokenRecord | null;
  readonly action: PushTokenAction | null;
  readonly error: unknown;
}

export interface SaveTokenInput {
  readonly token: string;
  readonly uid: string;
  readonly createdAt: EpochMs;
  readonly subscriptionKey: string;
}

export interface DeleteTokenInput {
  readonly token: string;
  readonly uid: string;
}

export type PushTokenEvent =
  | { readonly type: 'UNSUBSCRIBE' }
  | { readonly type: 'SUBSCRIPTION_CHANGED'; readonly subscriptionKey: string };

function notProvided(name: string): Error {
  return new Error(`push-token: the ${name} actor is not provided`);
}

/** Side effects are the composition root's: until provided, each one fails and names itself. */
function stub<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notProvided(name)));
}

const checkSupport = stub<boolean>('checkSupport');
const readPermission = stub<PushPermission>('readPermission');
const requestPermission = stub<PushPermission>('requestPermission');
const getToken = stub<string>('getToken');
const saveToken = stub<void, SaveTokenInput>('saveToken');
const deleteToken = stub<void, DeleteTokenInput>('deleteToken');

/**
 * The action actually taken: a token the messaging service rotated by itself is registered as
 * new, since its stored record no longer names this device's token.
 */
function decide(context: PushTokenContext): PushTokenAction {
  const { stored } = context;
  if (stored === null) return 'register';
  const action = pushTokenAction(stored, context.subscriptionKey, context.now());
  return action === 'keep' && context.token !== stored.token ? 'register' : action;
}

/** The states that read these fields are only reachable once they are set. */
function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`push-token: ${what} is missing`);
  return value;
}

/** Capped at 7 days so a creation time in the future (clock skew) still gets re-checked. */
function delayUntilStale(context: PushTokenContext): number {
  const left = present(context.stored, 'the stored token').createdAt + PUSH_TOKEN_REFRESH_MS - context.now();
  return Math.min(PUSH_TOKEN_REFRESH_MS, Math.max(0, left));
}

const failedOnError = {
  target: 'failed',
  actions: { type: 'storeError', params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }) },
} as const;

/**
 * The device's push registration (spec sections 4 and 5): support, permission (granted is
 * required, otherwise refused without ever asking for a token; only a run the member started
 * asks when it is undecided), then register, refresh after 7
 * days, re-subscribe on changed details, delete on unsubscribe. Any failure ends in `failed`
 * with the error, which the UI logs as 'FCM error' (spec section 8).
 */
export const pushTokenMachine = setup({
  types: {
    context: {} as PushTokenContext,
    input: {} as PushTokenInput,
    events: {} as PushTokenEvent,
  },
  actors: { checkSupport, readPermission, requestPermission, getToken, saveToken, deleteToken },
  actions: {
    storeError: assign({ error: (_, params: { readonly error: unknown }) => params.error }),
    storeToken: assign({ token: (_, params: { readonly token: string }) => params.token }),
    decideAction: assign({ action: ({ context }) => decide(context) }),
    prepareRecord: assign({
      pending: ({ context }) => ({
        token: present(context.token, 'the device token'),
        createdAt: context.now(),
        subscriptionKey: context.subscriptionKey,
      }),
    }),
    commitRecord: assign({ stored: ({ context }) => context.pending, pending: null }),
    forgetStoredToken: assign({ stored: null }),
    forgetAllTokens: assign({ stored: null, token: null }),
    updateSubscriptionKey: assign({
      subscriptionKey: ({ event }) => {
        assertEvent(event, 'SUBSCRIPTION_CHANGED');
        return event.subscriptionKey;
      },
    }),
  },
  guards: {
    isSupported: ({ event }) => 'output' in event && event.output === true,
    isGranted: ({ event }) => 'output' in event && event.output === 'granted',
    mayAsk: ({ context, event }) => 'output' in event && event.output === 'default' && context.startedBy === 'member',
    isUndecided: ({ event }) => 'output' in event && event.output === 'default',
    mustRegister: ({ context }) => context.action === 'register',
    mustRenew: ({ context }) => context.action === 'refresh' || context.action === 'resubscribe',
  },
  delays: {
    untilStale: ({ context }) => delayUntilStale(context),
  },
}).createMachine({
  id: 'pushToken',
  context: ({ input }) => ({
    memberId: input.memberId,
    startedBy: input.startedBy,
    now: input.now,
    stored: input.stored,
    subscriptionKey: input.subscriptionKey,
    token: null,
    pending: null,
    action: null,
    error: null,
  }),
  initial: 'checkingSupport',
  states: {
    checkingSupport: {
      invoke: {
        src: 'checkSupport',
        onDone: [{ guard: 'isSupported', target: 'readingPermission' }, { target: 'unavailable' }],
        onError: failedOnError,
      },
    },
    readingPermission: {
      invoke: {
        src: 'readPermission',
        onDone: [
          { guard: 'isGranted', target: 'gettingToken' },
          { guard: 'mayAsk', target: 'requestingPermission' },
          { guard: 'isUndecided', target: 'notAsked' },
          { target: 'refused' },
        ],
        onError: failedOnError,
      },
    },
    requestingPermission: {
      invoke: {
        src: 'requestPermission',
        onDone: [{ guard: 'isGranted', target: 'gettingToken' }, { target: 'refused' }],
        onError: failedOnError,
      },
    },
    gettingToken: {
      invoke: {
        src: 'getToken',
        onDone: {
          target: 'deciding',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
        },
        onError: failedOnError,
      },
    },
    deciding: {
      entry: 'decideAction',
      always: [
        { guard: 'mustRegister', target: 'savingToken' },
        { guard: 'mustRenew', target: 'deletingOldToken' },
        { target: 'registered' },
      ],
    },
    /** Refresh and re-subscribe both replace the token: delete the old one, get a new one. */
    deletingOldToken: {
      invoke: {
        src: 'deleteToken',
        input: ({ context }) => ({ token: present(context.stored, 'the stored token').token, uid: context.memberId }),
        onDone: { target: 'gettingNewToken', actions: 'forgetStoredToken' },
        onError: failedOnError,
      },
    },
    gettingNewToken: {
      invoke: {
        src: 'getToken',
        onDone: {
          target: 'savingToken',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
        },
        onError: failedOnError,
      },
    },
    savingToken: {
      entry: 'prepareRecord',
      invoke: {
        src: 'saveToken',
        input: ({ context }) => ({ ...present(context.pending, 'the record to save'), uid: context.memberId }),
        onDone: { target: 'registered', actions: 'commitRecord' },
        onError: failedOnError,
      },
    },
    registered: {
      // A long-lived page refreshes its token when it turns 7 days old, not only at start.
      after: { untilStale: 'deciding' },
      on: {
        UNSUBSCRIBE: 'unsubscribing',
        SUBSCRIPTION_CHANGED: { target: 'deciding', actions: 'updateSubscriptionKey' },
      },
    },
    unsubscribing: {
      invoke: {
        src: 'deleteToken',
        input: ({ context }) => ({ token: present(context.stored, 'the stored token').token, uid: context.memberId }),
        onDone: { target: 'unsubscribed', actions: 'forgetAllTokens' },
        onError: failedOnError,
      },
    },
    unsubscribed: { type: 'final' },
    /** Push cannot work here (unsupported browser, no configuration, local mode). */
    unavailable: { type: 'final' },
    /** Notification permission denied or not granted when asked. */
    refused: { type: 'final' },
    /** A visit found permission undecided: asking is the member's choice, never a visit's. */
    notAsked: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type PushTokenSnapshot = SnapshotFrom<typeof pushTokenMachine>;

export const selectPushTokenRecord = (snapshot: PushTokenSnapshot): PushTokenRecord | null => snapshot.context.stored;

export const selectPushError = (snapshot: PushTokenSnapshot): unknown => snapshot.context.error;
