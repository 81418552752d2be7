import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isConnectivityError } from '../errors/connectivity-error';
import { toErrorCode, type ErrorCode } from '../errors/error-codes';
import { SECOND_MS } from '../time/time';

/** Typing pauses this long before a save: short enough to feel live, long enough to batch keys. */
export const SAVE_DEBOUNCE_MS = 800;
/**
 * A save the backend has not acknowledged after this long is reported as waiting for the
 * connection: the Firestore SDK keeps the write and sends it when it can, but never fails it.
 */
export const SAVE_ACK_TIMEOUT_MS = 6 * SECOND_MS;
/** While offline, how often an autosave is tried again besides the browser's 'online' event. */
export const SAVE_RETRY_MS = 10 * SECOND_MS;

/** What one save attempt came to, in the words of the use-cases that save. */
export type SaveAnswer<E> =
  | { readonly outcome: 'saved' }
  | { readonly outcome: 'invalid'; readonly errors: E }
  | { readonly outcome: 'failed'; readonly code: ErrorCode };

/**
 * `autosave`: every edit is kept on the device and saved after a pause, and a save that could
 * not reach the backend is tried again (the studio). `on-request`: a save happens only when
 * asked, and a failed one waits for the member to ask again (a form with a Save button).
 */
export type AutosaveMode = 'autosave' | 'on-request';

/** Where the edits are, for the screen to say: one word per state of the machine. */
export type AutosaveStatus = 'loading' | 'idle' | 'unsaved' | 'saving' | 'waiting' | 'saved' | 'offline' | 'invalid' | 'failed';

export interface AutosaveInput<T> {
  readonly mode: AutosaveMode;
  /** The value to start from when it is known at once; otherwise STORED brings it. */
  readonly initial?: T;
  /** This device's unsaved edit from an earlier visit: it wins over the stored value. */
  readonly draft?: T | null;
}

export interface AutosaveContext<T, E> {
  readonly mode: AutosaveMode;
  readonly draft: T | null;
  /** What the screen shows and the next save sends; null until the first value is known. */
  readonly value: T | null;
  /** Bumped by every edit, so an answer can be matched to the version it saved. */
  readonly version: number;
  /** The version the save in flight carries. */
  readonly sending: number;
  /** True while the value on screen is not known to be saved. */
  readonly dirty: boolean;
  /** True when the value came from this device's draft, until the member edits again. */
  readonly recovered: boolean;
  readonly errors: E | null;
  readonly error: ErrorCode | null;
}

export type AutosaveEvent<T> =
  /** The value the backend holds, on load and whenever it changes (another tab or device). */
  | { readonly type: 'STORED'; readonly value: T }
  | { readonly type: 'EDIT'; readonly value: T }
  /** Save now: the Save button, the retry button, or a submitted form. */
  | { readonly type: 'SAVE' }
  /** The browser says the connection is back. */
  | { readonly type: 'ONLINE' };

/** The states that read the value are only reachable once it is set. */
function present<T>(value: T | null): T {
  if (value === null) throw new Error('autosave: nothing to save yet');
  return value;
}

/**
 * Saving edits of one document (spec: nothing typed is lost): debounced, acknowledged within a
 * time limit or reported as waiting, retried while the backend is unreachable, kept on the device
 * until the backend has that very version, and never overwritten by an answer or a stored value
 * that no longer describes what is on screen. Delays run on the actor's clock, so tests drive
 * them with a simulated one. The save and the device's draft store are the caller's: provide
 * the `save` actor and the `keepDraft` / `dropDraft` actions.
 */
export function createAutosaveMachine<T, E>() {
  return setup({
    types: {
      context: {} as AutosaveContext<T, E>,
      input: {} as AutosaveInput<T>,
      events: {} as AutosaveEvent<T>,
    },
    actors: {
      save: fromPromise<SaveAnswer<E>, { readonly value: T }>(() => Promise.reject(new Error('autosave: the save actor is not provided'))),
    },
    actions: {
      // Side effects on the device are the caller's; without a draft store nothing is kept.
      keepDraft: (_, _params: { readonly value: T }) => {},
      dropDraft: () => {},
      adoptStored: assign(({ event }) => {
        assertEvent(event, 'STORED');
        return { value: event.value };
      }),
      adoptDraft: assign(({ context }) => ({ value: context.draft, dirty: true, recovered: true })),
      applyEdit: assign(({ context, event }) => {
        assertEvent(event, 'EDIT');
        return { value: event.value, version: context.version + 1, dirty: true, recovered: false };
      }),
      markSending: assign(({ context }) => ({ sending: context.version, error: null })),
      markSaved: assign(({ context }) => ({ dirty: context.version !== context.sending, errors: null, error: null })),
      markInvalid: assign((_, params: { readonly errors: E }) => ({ errors: params.errors, error: null })),
      // Field errors described the version sent; an unreachable backend says nothing about them.
      markFailed: assign((_, params: { readonly code: ErrorCode }) => ({ errors: null, error: params.code })),
    },
    guards: {
      autosaves: ({ context }) => context.mode === 'autosave',
      hasValue: ({ context }) => context.value !== null,
      hasDraft: ({ context }) => context.draft !== null,
      isClean: ({ context }) => !context.dirty,
      // An autosave with nothing new has nothing to send; a Save button always sends.
      canSave: ({ context }) => context.value !== null && (context.mode === 'on-request' || context.dirty),
    },
    delays: {
      debounce: SAVE_DEBOUNCE_MS,
      acknowledgement: SAVE_ACK_TIMEOUT_MS,
      retry: SAVE_RETRY_MS,
    },
  }).createMachine({
    id: 'autosave',
    context: ({ input }) => ({
      mode: input.mode,
      draft: input.draft ?? null,
      value: input.initial ?? null,
      version: 0,
      sending: 0,
      dirty: false,
      recovered: false,
      errors: null,
      error: null,
    }),
    initial: 'starting',
    on: {
      // A change made elsewhere shows up only while nothing is pending here.
      STORED: { guard: 'isClean', actions: 'adoptStored' },
      EDIT: [
        {
          guard: 'autosaves',
          target: '.editing',
          reenter: true,
          actions: ['applyEdit', { type: 'keepDraft', params: ({ event }) => ({ value: event.value }) }],
        },
        // A form keeps what is typed; a save in flight still answers for what it sent.
        { actions: 'applyEdit' },
      ],
      SAVE: { guard: 'canSave', target: '.saving', reenter: true },
    },
    states: {
      starting: {
        always: [{ guard: 'hasValue', target: 'idle' }, { target: 'loading' }],
      },
      loading: {
        on: {
          STORED: [
            { guard: 'hasDraft', target: 'saving', actions: ['adoptStored', 'adoptDraft'] },
            { target: 'idle', actions: 'adoptStored' },
          ],
          EDIT: {},
          SAVE: {},
        },
      },
      idle: {},
      editing: {
        after: { debounce: 'saving' },
      },
      saving: {
        entry: 'markSending',
        invoke: {
          src: 'save',
          input: ({ context }) => ({ value: present(context.value) }),
          onDone: [
            {
              guard: ({ event }) => event.output.outcome === 'saved',
              target: 'saved',
              actions: ['markSaved', { type: 'dropDraft' }],
            },
            {
              guard: ({ event }) => event.output.outcome === 'invalid',
              target: 'invalid',
              actions: { type: 'markInvalid', params: ({ event }) => ({ errors: (event.output as { readonly errors: E }).errors }) },
            },
            {
              guard: ({ event }) => event.output.outcome === 'failed' && isConnectivityError(event.output.code),
              target: 'offline',
              actions: { type: 'markFailed', params: ({ event }) => ({ code: (event.output as { readonly code: ErrorCode }).code }) },
            },
            {
              target: 'failed',
              actions: { type: 'markFailed', params: ({ event }) => ({ code: (event.output as { readonly code: ErrorCode }).code }) },
            },
          ],
          onError: { target: 'failed', actions: { type: 'markFailed', params: ({ event }) => ({ code: toErrorCode(event.error) }) } },
        },
        initial: 'sent',
        states: {
          sent: { after: { acknowledgement: 'unacknowledged' } },
          unacknowledged: {},
        },
      },
      saved: {},
      invalid: {},
      offline: {
        after: { retry: { guard: 'autosaves', target: 'saving' } },
        on: { ONLINE: { guard: 'autosaves', target: 'saving' } },
      },
      failed: {
        after: { retry: { guard: 'autosaves', target: 'saving' } },
        on: { ONLINE: { guard: 'autosaves', target: 'saving' } },
      },
    },
  });
}

export type AutosaveMachine<T, E> = ReturnType<typeof createAutosaveMachine<T, E>>;

/** The one word the screen shows for a snapshot of the machine. */
export function autosaveStatus<T, E>(snapshot: SnapshotFrom<AutosaveMachine<T, E>>): AutosaveStatus {
  if (snapshot.matches('starting') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('editing')) return 'unsaved';
  if (snapshot.matches({ saving: 'unacknowledged' })) return 'waiting';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('saved')) return snapshot.context.dirty ? 'unsaved' : 'saved';
  if (snapshot.matches('offline')) return 'offline';
  if (snapshot.matches('invalid')) return 'invalid';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.context.dirty ? 'unsaved' : 'idle';
}
