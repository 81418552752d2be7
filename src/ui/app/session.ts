import { createActor, fromCallback } from 'xstate';
import { authSessionMachine, type AuthSessionEvent } from '../../core/auth/auth-session.machine';
import type { AuthPort } from '../../ports/auth.port';
import type { MemberRecordsPort } from '../../ports/member-records.port';
import type { SessionActor } from '../services/app-services';

/** Starts the auth session machine with its watchers provided by the auth and member ports. */
export function startSession(auth: AuthPort, memberRecords: MemberRecordsPort): SessionActor {
  const machine = authSessionMachine.provide({
    actors: {
      watchAuthState: fromCallback<AuthSessionEvent>(({ sendBack }) =>
        auth.watchAuthState((user) => sendBack({ type: 'AUTH_CHANGED', user: user ? { uid: user.uid, email: user.email } : null })),
      ),
      watchMemberRecord: fromCallback<AuthSessionEvent, { readonly uid: string }>(({ sendBack, input }) =>
        memberRecords.watch(input.uid, (member) => sendBack({ type: 'MEMBER_CHANGED', member })),
      ),
    },
  });
  const actor = createActor(machine);
  actor.start();
  return actor;
}
