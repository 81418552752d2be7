import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export interface StoredPushToken {
  readonly token: string;
  readonly uid: string;
  readonly createdAt: EpochMs;
}

/** vMember/{id}/fcmTokens/{token} {uid, createdAt}, written merged. */
export interface PushTokensPort {
  save(memberId: string, token: string, createdAt: EpochMs): Promise<void>;
  remove(memberId: string, token: string): Promise<void>;
  list(memberId: string): Promise<readonly StoredPushToken[]>;
}

export const PUSH_TOKENS: PortToken<PushTokensPort> = portToken<PushTokensPort>('PushTokensPort');
