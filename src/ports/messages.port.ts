import type { MemberMessage } from '../core/messages/message';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/** vMember/{id}/messages: notifications for the member. */
export interface MessagesPort {
  /** Live, newest first. */
  watchMessages(memberId: string, listener: (messages: readonly MemberMessage[]) => void): Unsubscribe;
  /** Live size of the query `leido == false`. */
  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe;
  markRead(memberId: string, messageId: string): Promise<void>;
  /** Server side only (admin CLI, admin page with an admin claim). */
  send(memberId: string, message: { title: string; body: string; link?: string }): Promise<string>;
}

export const MESSAGES: PortToken<MessagesPort> = portToken<MessagesPort>('MessagesPort');
