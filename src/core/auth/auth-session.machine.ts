import { assertEvent, assign, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { MemberRecord } from '../member/member-record';

/** The signed-in account as the authentication provider reports it. */
export interface SessionUser {
  readonly uid: string;
  readonly email: string | null;
}

export type AuthSessionEvent =
  | { readonly type: 'AUTH_CHANGED'; readonly user: SessionUser | null }
  | { readonly type: 'MEMBER_CHANGED'; readonly member: MemberRecord | null };

export interface AuthSessionContext {
  readonly user: SessionUser | null;
  readonly member: MemberRecord | null;
  /** Why a watcher stopped; the session keeps what it last knew. */
  readonly error: unknown;
}

export type AuthStatus = 'unknown' | 'signedOut' | 'signedIn';
export type MemberStatus = 'none' | 'loading' | 'ready' | 'missing' | 'error';

/** Watchers must call back once at once with the current value, then on every change. */
const watchAuthState = fromCallback<AuthSessionEvent>(() => {
  throw new Error('auth-session: the watchAuthState actor is not provided');
});

const watchMemberRecord = fromCallback<AuthSessionEvent, { readonly uid: string }>(() => {
  throw new Error('auth-session: the watchMemberRecord actor is not provided');
});

const emptySession: AuthSessionContext = { user: null, member: null, error: null };

/**
 * Spec section 4, "Authentication state": unknown (undefined) until the provider first answers,
 * then signed out (null) or signed in with the member record at vMember/{uid}.
 */
export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
  },
  actors: { watchAuthState, watchMemberRecord },
  actions: {
    resetSession: assign(() => emptySession),
    startSession: assign(({ event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return { user: event.user, member: null, error: null };
    }),
    updateUser: assign({
      user: ({ event }) => {
        assertEvent(event, 'AUTH_CHANGED');
        return event.user;
      },
    }),
    storeMember: assign({
      member: ({ event }) => {
        assertEvent(event, 'MEMBER_CHANGED');
        return event.member;
      },
      error: null,
    }),
    storeError: assign({ error: (_, params: { readonly error: unknown }) => params.error }),
  },
  guards: {
    isSignedOut: ({ event }) => event.type === 'AUTH_CHANGED' && event.user === null,
    isSameUser: ({ context, event }) =>
      event.type === 'AUTH_CHANGED' && event.user !== null && event.user.uid === context.user?.uid,
    // A record under another id is a late answer of the previous user's watcher: never show it.
    isOwnMember: ({ context, event }) =>
      event.type === 'MEMBER_CHANGED' && event.member !== null && event.member.id === context.user?.uid,
    isMemberAbsent: ({ event }) => event.type === 'MEMBER_CHANGED' && event.member === null,
  },
}).createMachine({
  id: 'authSession',
  context: emptySession,
  invoke: {
    id: 'authState',
    src: 'watchAuthState',
    onError: { target: '.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
  },
  initial: 'unknown',
  on: {
    AUTH_CHANGED: [
      { guard: 'isSignedOut', target: '.signedOut', actions: 'resetSession' },
      // Same account (e.g. a token refresh or a changed email): keep the member and its watcher.
      { guard: 'isSameUser', actions: 'updateUser' },
      // Another account: targeting a child from the root exits and re-enters `signedIn`, so the
      // member watcher restarts for the new uid while the root's auth watcher keeps running.
      { target: '.signedIn', actions: 'startSession' },
    ],
  },
  states: {
    unknown: {},
    signedOut: {},
    signedIn: {
      invoke: {
        id: 'memberRecord',
        src: 'watchMemberRecord',
        input: ({ context }) => ({ uid: context.user?.uid ?? '' }),
        onError: {
          target: '.memberError',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        MEMBER_CHANGED: [
          { guard: 'isOwnMember', target: '.ready', actions: 'storeMember' },
          { guard: 'isMemberAbsent', target: '.memberMissing', actions: 'storeMember' },
        ],
      },
      initial: 'loadingMember',
      states: {
        loadingMember: {},
        /** The member record is present. */
        ready: {},
        /** Signed in but no record yet, e.g. just after sign-up before the record lands. */
        memberMissing: {},
        /** The record could not be watched (e.g. refused by the security rules). */
        memberError: {},
      },
    },
    /** The provider's watcher failed: the session cannot be known any more. */
    failed: {},
  },
});

export type AuthSessionSnapshot = SnapshotFrom<typeof authSessionMachine>;

export const selectUser = (snapshot: AuthSessionSnapshot): SessionUser | null => snapshot.context.user;

export const selectMember = (snapshot: AuthSessionSnapshot): MemberRecord | null => snapshot.context.member;

export const selectAuthError = (snapshot: AuthSessionSnapshot): unknown => snapshot.context.error;

export function selectAuthStatus(snapshot: AuthSessionSnapshot): AuthStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'unknown';
}

export function selectMemberStatus(snapshot: AuthSessionSnapshot): MemberStatus {
  if (snapshot.matches({ signedIn: 'loadingMember' })) return 'loading';
  if (snapshot.matches({ signedIn: 'ready' })) return 'ready';
  if (snapshot.matches({ signedIn: 'memberMissing' })) return 'missing';
  if (snapshot.matches({ signedIn: 'memberError' })) return 'error';
  return 'none';
}
