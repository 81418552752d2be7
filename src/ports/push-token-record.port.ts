import type { PushTokenRecord } from '../core/push/push-token.machine';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * What this device remembers of the push token it registered last for a member, kept between
 * visits so the 7-day refresh and the re-subscribe on changed details (spec section 4) can be
 * decided when the page opens again. One record per member: two members sharing a browser
 * each register their own token.
 */
export interface PushTokenRecordPort {
  read(memberId: string): PushTokenRecord | null;
  write(memberId: string, record: PushTokenRecord): void;
  clear(memberId: string): void;
}

export const PUSH_TOKEN_RECORD: PortToken<PushTokenRecordPort> = portToken<PushTokenRecordPort>('PushTokenRecordPort');
