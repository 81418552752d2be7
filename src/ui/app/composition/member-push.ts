import { createActor, type Actor, type Subscription } from 'xstate';
import { registersOnVisit, type PushRunStart, type PushTokenSnapshot } from '../../../core/push/push-token.machine';
import type { LoggerPort } from '../../../ports/logger.port';
import type { PushPermission } from '../../../ports/push-messaging.port';
import type { MemberPush, PushRegistration, TimerClock } from '../../services/app-services';

export interface MemberPushDeps {
  readonly memberId: string;
  readonly machine: PushRegistration['machine'];
  readonly input: PushRegistration['input'];
  /** The device's notification permission, read without asking. */
  readonly permission: () => PushPermission;
  readonly logger: LoggerPort;
  /** The machine's timers (the 7-day refresh); the browser's unless given. */
  readonly timers?: TimerClock;
}

export interface StoppableMemberPush extends MemberPush {
  /** The member signed out: the run stops (the token stays registered for their next visit). */
  stop(): void;
}

/**
 * Holds at most one live run of the push-token machine for a member: a visit starts one only
 * where none is live, and the Enable button keeps a live one, so one page never registers twice.
 */
export function createMemberPush({ memberId, machine, input, permission, logger, timers }: MemberPushDeps): StoppableMemberPush {
  const listeners = new Set<() => void>();
  let actor: Actor<PushRegistration['machine']> | null = null;
  let subscription: Subscription | null = null;
  let visited = false;
  let stopped = false;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const live = () => actor !== null && actor.getSnapshot().status === 'active';

  function start(startedBy: PushRunStart) {
    subscription?.unsubscribe();
    const run = createActor(machine, { input: input(memberId, startedBy), ...(timers === undefined ? {} : { clock: timers }) });
    let logged = false;
    subscription = run.subscribe((snapshot) => {
      // Spec section 8: a push failure is logged, never shown as an error of the page.
      if (snapshot.matches('failed') && !logged) {
        logged = true;
        logger.error('FCM error', snapshot.context.error);
      }
      notify();
    });
    actor = run;
    run.start();
    notify();
  }

  return {
    snapshot: (): PushTokenSnapshot | null => actor?.getSnapshot() ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    visit() {
      if (visited || stopped) return;
      visited = true;
      if (live() || !registersOnVisit(permission())) return;
      start('visit');
    },
    enable() {
      if (stopped || live()) return;
      start('member');
    },
    disable() {
      actor?.send({ type: 'UNSUBSCRIBE' });
    },
    stop() {
      stopped = true;
      subscription?.unsubscribe();
      subscription = null;
      actor?.stop();
      listeners.clear();
    },
  };
}
