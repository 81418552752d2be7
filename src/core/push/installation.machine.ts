import { assign, emit, fromPromise, setup } from 'xstate';
import type { NonReducibleUnknown, SnapshotFrom } from 'xstate';
import type { EpochMs } from '../time/time';
import { HOUR_MS, SECOND_MS } from '../time/time';

/** Spec section 4: a registration still in progress after 10 s is stale. */
export const INSTALLATION_IN_PROGRESS_STALE_MS = 10 * SECOND_MS;

/** Spec section 4: the auth token is refreshed when it expires within 1 hour. */
export const AUTH_TOKEN_REFRESH_WINDOW_MS = HOUR_MS;

/** Stale registrations are retried, but never forever: a dead network must end somewhere. */
export const INSTALLATION_MAX_ATTEMPTS = 3;

export interface InstallationAuthToken {
  readonly token: string;
  readonly expiresAt: EpochMs;
}

export interface InstallationRegistration {
  /** The installation id the auth token belongs to. */
  readonly fid: string;
  readonly authToken: InstallationAuthToken;
}

/** "Expires within 1 hour" includes exactly 1 hour; an expired token needs refreshing too. */
export function authTokenNeedsRefresh(expiresAt: EpochMs, now: EpochMs): boolean {
  return expiresAt - now <= AUTH_TOKEN_REFRESH_WINDOW_MS;
}

/** For a registration another page started and persisted: stale from 10 s on. */
export function isInstallationInProgressStale(startedAt: EpochMs, now: EpochMs): boolean {
  return now - startedAt >= INSTALLATION_IN_PROGRESS_STALE_MS;
}

export interface InstallationInput {
  readonly now: () => EpochMs;
  /** A registration completed earlier, if the device kept one. */
  readonly registration?: InstallationRegistration | null;
  readonly maxAttempts?: number;
}

export interface InstallationContext {
  readonly now: () => EpochMs;
  readonly registration: InstallationRegistration | null;
  /** Registration attempts started so far. */
  readonly attempts: number;
  readonly maxAttempts: number;
  /** When the current attempt started, while in progress. */
  readonly startedAt: EpochMs | null;
  readonly error: unknown;
}

export type InstallationEvent = { readonly type: 'GET_AUTH_TOKEN' };

/** Answers to GET_AUTH_TOKEN, and the token of a fresh registration. */
export type InstallationEmitted =
  | { readonly type: 'authToken'; readonly authToken: InstallationAuthToken }
  | { readonly type: 'authTokenFailed'; readonly error: unknown };

function stub<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`installation: the ${name} actor is not provided`)));
}

const registerInstallation = stub<InstallationRegistration>('registerInstallation');
const refreshAuthToken = stub<InstallationAuthToken, { readonly fid: string }>('refreshAuthToken');

/** The states that read the registration are only reachable once it is set. */
function registrationOf(context: InstallationContext): InstallationRegistration {
  if (context.registration === null) throw new Error('installation: the registration is missing');
  return context.registration;
}

/**
 * Installation registration (spec section 4): not registered, in progress (stale after 10 s,
 * then retried as not registered, a bounded number of times), registered with an auth token
 * that GET_AUTH_TOKEN refreshes only when it expires within 1 hour.
 */
export const installationMachine = setup({
  types: {
    context: {} as InstallationContext,
    input: {} as InstallationInput,
    events: {} as InstallationEvent,
    emitted: {} as InstallationEmitted,
  },
  actors: { registerInstallation, refreshAuthToken },
  actions: {
    startAttempt: assign({
      attempts: ({ context }) => context.attempts + 1,
      startedAt: ({ context }) => context.now(),
    }),
    storeRegistration: assign({
      registration: (_, params: { readonly registration: InstallationRegistration }) => params.registration,
      startedAt: null,
      error: null,
    }),
    storeAuthToken: assign({
      registration: ({ context }, params: { readonly authToken: InstallationAuthToken }) => ({
        fid: registrationOf(context).fid,
        authToken: params.authToken,
      }),
      error: null,
    }),
    storeError: assign({ error: (_, params: { readonly error: unknown }) => params.error }),
    storeStaleError: assign({
      error: ({ context }) =>
        new Error(`installation: registration still in progress after ${context.attempts} attempts`),
    }),
    emitAuthToken: emit(({ context }) => ({ type: 'authToken' as const, authToken: registrationOf(context).authToken })),
    emitAuthTokenFailed: emit((_, params: { readonly error: unknown }) => ({
      type: 'authTokenFailed' as const,
      error: params.error,
    })),
  },
  guards: {
    hasRegistration: ({ context }) => context.registration !== null,
    canAttempt: ({ context }) => context.attempts < context.maxAttempts,
    authTokenNeedsRefresh: ({ context }) =>
      authTokenNeedsRefresh(registrationOf(context).authToken.expiresAt, context.now()),
  },
  delays: {
    inProgressStale: INSTALLATION_IN_PROGRESS_STALE_MS,
  },
}).createMachine({
  id: 'installation',
  context: ({ input }) => ({
    now: input.now,
    registration: input.registration ?? null,
    attempts: 0,
    maxAttempts: input.maxAttempts ?? INSTALLATION_MAX_ATTEMPTS,
    startedAt: null,
    error: null,
  }),
  initial: 'notRegistered',
  states: {
    notRegistered: {
      always: [
        { guard: 'hasRegistration', target: 'registered' },
        { guard: 'canAttempt', target: 'inProgress' },
        { target: 'failed', actions: 'storeStaleError' },
      ],
    },
    inProgress: {
      entry: 'startAttempt',
      invoke: {
        src: 'registerInstallation',
        onDone: {
          target: 'registered',
          actions: [
            { type: 'storeRegistration', params: ({ event }) => ({ registration: event.output }) },
            'emitAuthToken',
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
      // Leaving the state abandons the stuck attempt; a late answer of it is ignored.
      after: { inProgressStale: 'notRegistered' },
    },
    registered: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            GET_AUTH_TOKEN: [{ guard: 'authTokenNeedsRefresh', target: 'refreshing' }, { actions: 'emitAuthToken' }],
          },
        },
        /** Further GET_AUTH_TOKEN wait for this refresh's answer. */
        refreshing: {
          invoke: {
            src: 'refreshAuthToken',
            input: ({ context }) => ({ fid: registrationOf(context).fid }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeAuthToken', params: ({ event }) => ({ authToken: event.output }) }, 'emitAuthToken'],
            },
            // The old token may still be valid for up to an hour: keep it, report, retry next time.
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                { type: 'emitAuthTokenFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    failed: { type: 'final' },
  },
});

export type InstallationSnapshot = SnapshotFrom<typeof installationMachine>;

export const selectInstallationAuthToken = (snapshot: InstallationSnapshot): InstallationAuthToken | null =>
  snapshot.context.registration?.authToken ?? null;

export const selectInstallationError = (snapshot: InstallationSnapshot): unknown => snapshot.context.error;
