import type { Notice } from '../core/notifications/notice';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export interface PushDelivery {
  /** Devices the push service accepted the message for. */
  readonly sent: number;
  /** Tokens the push service says are gone (app removed, permission withdrawn): to be forgotten. */
  readonly staleTokens: readonly string[];
}

/**
 * The server side of web push: sends one notice to a member's device tokens. Firebase Cloud
 * Messaging in production; locally, where no push service is reachable, a recorder.
 */
export interface PushSenderPort {
  send(tokens: readonly string[], notice: Notice): Promise<PushDelivery>;
}

export const PUSH_SENDER: PortToken<PushSenderPort> = portToken<PushSenderPort>('PushSenderPort');
