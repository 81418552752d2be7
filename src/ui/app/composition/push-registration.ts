import { fromPromise } from 'xstate';
import type { DeleteTokenInput, PushPermission, SaveTokenInput } from '../../../core/push/push-token.machine';
import { pushTokenMachine } from '../../../core/push/push-token.machine';
import type { ClockPort } from '../../../ports/clock.port';
import type { LoggerPort } from '../../../ports/logger.port';
import type { PushMessagingPort } from '../../../ports/push-messaging.port';
import type { PushTokenRecordPort } from '../../../ports/push-token-record.port';
import type { PushTokensPort } from '../../../ports/push-tokens.port';
import type { PushRegistration, TimerClock } from '../../services/app-services';
import { createMemberPush, type StoppableMemberPush } from './member-push';

export interface PushRegistrationPorts {
  readonly clock: ClockPort;
  readonly pushMessaging: PushMessagingPort;
  readonly pushTokens: PushTokensPort;
  readonly pushTokenRecord: PushTokenRecordPort;
  readonly logger: LoggerPort;
  /** The machines' timers: the browser's, or the simulated clock of component tests. */
  readonly timers?: TimerClock;
}

export interface ProvidedPushRegistration extends PushRegistration {
  /** Follows the session: every member's run but the signed-in one's stops. */
  keepOnly(signedInMemberId: string | null): void;
}

/**
 * The push-token machine on this runtime's ports. The device's record is read when a run starts
 * and written whenever the member's token is saved or deleted, so the next visit decides on
 * what this one left: refresh after 7 days, re-subscribe when the details changed.
 */
export function providePushRegistration({ clock, pushMessaging, pushTokens, pushTokenRecord, logger, timers }: PushRegistrationPorts): ProvidedPushRegistration {
  const machine = pushTokenMachine.provide({
    actors: {
      checkSupport: fromPromise(() => pushMessaging.isSupported()),
      readPermission: fromPromise<PushPermission>(async () => pushMessaging.permission()),
      requestPermission: fromPromise(() => pushMessaging.requestPermission()),
      getToken: fromPromise(() => pushMessaging.getToken()),
      saveToken: fromPromise<void, SaveTokenInput>(async ({ input }) => {
        await pushTokens.save(input.uid, input.token, input.createdAt);
        pushTokenRecord.write(input.uid, { token: input.token, createdAt: input.createdAt, subscriptionKey: input.subscriptionKey });
      }),
      deleteToken: fromPromise<void, DeleteTokenInput>(async ({ input }) => {
        await pushMessaging.deleteToken();
        await pushTokens.remove(input.uid, input.token);
        pushTokenRecord.clear(input.uid);
      }),
    },
  });
  const input: PushRegistration['input'] = (memberId, startedBy = 'member') => ({
    memberId,
    startedBy,
    now: () => clock.now(),
    stored: pushTokenRecord.read(memberId),
    subscriptionKey: pushMessaging.subscriptionKey(),
  });
  const members = new Map<string, StoppableMemberPush>();
  return {
    machine,
    input,
    forMember(memberId) {
      let member = members.get(memberId);
      if (member === undefined) {
        member = createMemberPush({ memberId, machine, input, permission: () => pushMessaging.permission(), logger, timers });
        members.set(memberId, member);
      }
      return member;
    },
    keepOnly(signedInMemberId) {
      for (const [memberId, member] of members) {
        if (memberId === signedInMemberId) continue;
        member.stop();
        members.delete(memberId);
      }
    },
  };
}
