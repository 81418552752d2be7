import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { MemberRecord } from '../member/member-record';
import type { AuthSessionEvent, AuthSessionSnapshot, SessionUser } from './auth-session.machine';
import {
  authSessionMachine,
  selectAuthError,
  selectAuthStatus,
  selectMember,
  selectMemberStatus,
  selectUser,
} from './auth-session.machine';

function member(id: string, overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    id,
    vID: id,
    name: 'Ana',
    namePublico: 'Ana',
    username: id.slice(0, 7).toLowerCase(),
    domain: `${id.slice(0, 7).toLowerCase()}.sitio.app`,
    email: 'ana@example.com',
    emailPublico: 'ana@example.com',
    picture: '/images/empty-profile.svg',
    coverPicture: '/images/default-cover.svg',
    esAdministrador: false,
    verified: false,
    setup: false,
    published: true,
    alertPayment: false,
    ads: false,
    businessName: null,
    businessEmail: null,
    status: false,
    trial: false,
    createdAt: 1_700_000_000_000,
    activeUntil: 1_700_000_000_000,
    siteLanguage: 'EN',
    font: 'Roboto',
    coverTemplate: 1,
    accountType: 'business',
    themeColor: '#0D0D0D',
    phoneNumber: '+15550100',
    ...overrides,
  };
}

/** Fake provider and database: the test pushes changes through the captured callbacks. */
function harness() {
  let sendAuth: ((event: AuthSessionEvent) => void) | null = null;
  const authWatchers = { started: 0, stopped: 0 };
  const memberWatchers: { uid: string; send: (event: AuthSessionEvent) => void; stopped: boolean }[] = [];

  const machine = authSessionMachine.provide({
    actors: {
      watchAuthState: fromCallback<AuthSessionEvent>(({ sendBack }) => {
        authWatchers.started += 1;
        sendAuth = sendBack;
        return () => {
          authWatchers.stopped += 1;
        };
      }),
      watchMemberRecord: fromCallback<AuthSessionEvent, { readonly uid: string }>(({ sendBack, input }) => {
        const watcher = { uid: input.uid, send: sendBack, stopped: false };
        memberWatchers.push(watcher);
        return () => {
          watcher.stopped = true;
        };
      }),
    },
  });
  const actor = createActor(machine);
  const states: string[] = [];
  actor.subscribe((s) => {
    const label = describeState(s);
    if (states.at(-1) !== label) states.push(label);
  });
  actor.start();

  return {
    actor,
    states,
    authWatchers,
    memberWatchers,
    auth(user: SessionUser | null) {
      if (!sendAuth) throw new Error('auth watcher not started');
      sendAuth({ type: 'AUTH_CHANGED', user });
    },
    memberChanged(record: MemberRecord | null) {
      const current = memberWatchers.at(-1);
      if (!current) throw new Error('member watcher not started');
      current.send({ type: 'MEMBER_CHANGED', member: record });
    },
  };
}

function describeState(s: AuthSessionSnapshot): string {
  const status = selectAuthStatus(s);
  return status === 'signedIn' ? `signedIn.${selectMemberStatus(s)}` : status;
}

const ana: SessionUser = { uid: 'uidAna12345', email: 'ana@example.com' };
const bob: SessionUser = { uid: 'uidBob67890', email: 'bob@example.com' };

describe('authSessionMachine', () => {
  it('starts unknown, with no user and no member', () => {
    const { actor } = harness();
    const s = actor.getSnapshot();
    expect(selectAuthStatus(s)).toBe('unknown');
    expect(selectMemberStatus(s)).toBe('none');
    expect(selectUser(s)).toBeNull();
    expect(selectMember(s)).toBeNull();
  });

  it('goes unknown -> signedIn.loadingMember -> ready and back to signedOut', () => {
    const h = harness();
    h.auth(ana);
    expect(h.memberWatchers.map((w) => w.uid)).toEqual([ana.uid]);
    h.memberChanged(member(ana.uid));
    expect(selectMember(h.actor.getSnapshot())?.id).toBe(ana.uid);
    expect(selectUser(h.actor.getSnapshot())).toEqual(ana);

    h.auth(null);
    const s = h.actor.getSnapshot();
    expect(h.states).toEqual(['unknown', 'signedIn.loading', 'signedIn.ready', 'signedOut']);
    expect(selectUser(s)).toBeNull();
    expect(selectMember(s)).toBeNull();
    expect(h.memberWatchers[0]?.stopped).toBe(true);
  });

  it('goes straight to signedOut when the provider answers with no user', () => {
    const h = harness();
    h.auth(null);
    expect(h.states).toEqual(['unknown', 'signedOut']);
    expect(h.memberWatchers).toHaveLength(0);
  });

  it('is memberMissing while the record is absent, and ready once it lands', () => {
    const h = harness();
    h.auth(ana);
    h.memberChanged(null);
    expect(selectMemberStatus(h.actor.getSnapshot())).toBe('missing');
    expect(selectMember(h.actor.getSnapshot())).toBeNull();
    h.memberChanged(member(ana.uid));
    expect(h.states).toEqual(['unknown', 'signedIn.loading', 'signedIn.missing', 'signedIn.ready']);
  });

  it('follows live changes of the record, and its deletion', () => {
    const h = harness();
    h.auth(ana);
    h.memberChanged(member(ana.uid, { themeColor: '#0D0D0D' }));
    h.memberChanged(member(ana.uid, { themeColor: '#123456' }));
    expect(selectMember(h.actor.getSnapshot())?.themeColor).toBe('#123456');
    h.memberChanged(null);
    expect(selectMemberStatus(h.actor.getSnapshot())).toBe('missing');
    expect(selectMember(h.actor.getSnapshot())).toBeNull();
  });

  it('resets the member and rewatches when a different uid signs in', () => {
    const h = harness();
    h.auth(ana);
    h.memberChanged(member(ana.uid));
    h.auth(bob);
    const s = h.actor.getSnapshot();
    expect(selectMemberStatus(s)).toBe('loading');
    expect(selectUser(s)).toEqual(bob);
    expect(selectMember(s)).toBeNull();
    expect(h.memberWatchers.map((w) => [w.uid, w.stopped])).toEqual([
      [ana.uid, true],
      [bob.uid, false],
    ]);
    // The auth watcher itself is never restarted by a change of account.
    expect(h.authWatchers).toEqual({ started: 1, stopped: 0 });
  });

  it('ignores a record of another member arriving late', () => {
    const h = harness();
    h.auth(ana);
    h.auth(bob);
    h.memberChanged(member(ana.uid));
    expect(selectMemberStatus(h.actor.getSnapshot())).toBe('loading');
    expect(selectMember(h.actor.getSnapshot())).toBeNull();
  });

  it('keeps the member and its watcher when the same uid is reported again', () => {
    const h = harness();
    h.auth(ana);
    h.memberChanged(member(ana.uid));
    h.auth({ uid: ana.uid, email: 'ana@new.example.com' });
    const s = h.actor.getSnapshot();
    expect(selectMemberStatus(s)).toBe('ready');
    expect(selectUser(s)?.email).toBe('ana@new.example.com');
    expect(selectMember(s)?.id).toBe(ana.uid);
    expect(h.memberWatchers).toHaveLength(1);
  });

  it('can sign in again after signing out', () => {
    const h = harness();
    h.auth(ana);
    h.auth(null);
    h.auth(ana);
    expect(h.states).toEqual(['unknown', 'signedIn.loading', 'signedOut', 'signedIn.loading']);
    expect(h.memberWatchers).toHaveLength(2);
  });

  it('reports a failing member watcher as memberError, and recovers on the next sign-in', () => {
    const boom = new Error('permission-denied');
    let sendAuth: ((event: AuthSessionEvent) => void) | null = null;
    let calls = 0;
    const actor = createActor(
      authSessionMachine.provide({
        actors: {
          watchAuthState: fromCallback<AuthSessionEvent>(({ sendBack }) => {
            sendAuth = sendBack;
          }),
          watchMemberRecord: fromCallback<AuthSessionEvent, { readonly uid: string }>(({ sendBack, input }) => {
            calls += 1;
            if (calls === 1) throw boom;
            sendBack({ type: 'MEMBER_CHANGED', member: member(input.uid) });
          }),
        },
      }),
    ).start();
    const send = (user: SessionUser | null) => sendAuth?.({ type: 'AUTH_CHANGED', user });

    send(ana);
    expect(selectMemberStatus(actor.getSnapshot())).toBe('error');
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedIn');
    expect(selectAuthError(actor.getSnapshot())).toBe(boom);

    send(bob);
    expect(selectMemberStatus(actor.getSnapshot())).toBe('ready');
    expect(selectAuthError(actor.getSnapshot())).toBeNull();
  });

  it('goes to failed, status unknown, when the auth watcher fails', () => {
    const boom = new Error('auth/network-request-failed');
    const actor = createActor(
      authSessionMachine.provide({
        actors: {
          watchAuthState: fromCallback<AuthSessionEvent>(() => {
            throw boom;
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectAuthStatus(actor.getSnapshot())).toBe('unknown');
    expect(selectAuthError(actor.getSnapshot())).toBe(boom);
  });

  it('fails with a clear error when the composition root did not provide the watchers', () => {
    const actor = createActor(authSessionMachine).start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(String(selectAuthError(actor.getSnapshot()))).toContain('watchAuthState actor is not provided');
  });

  it('names the missing member watcher when only the auth watcher is provided', () => {
    const actor = createActor(
      authSessionMachine.provide({
        actors: {
          watchAuthState: fromCallback<AuthSessionEvent>(({ sendBack }) => {
            sendBack({ type: 'AUTH_CHANGED', user: ana });
          }),
        },
      }),
    ).start();
    expect(selectMemberStatus(actor.getSnapshot())).toBe('error');
    expect(String(selectAuthError(actor.getSnapshot()))).toContain('watchMemberRecord actor is not provided');
  });
});
