import { inject, injectable } from 'inversify';
import type { MemberMessage } from '../../core/messages/message';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import type { Unsubscribe } from '../../ports/port-token';

/** The member's notifications as they arrive: the Notifications page's list and the menu's badge. */
@injectable()
export class WatchMessagesUseCase {
  constructor(@inject(MESSAGES) private readonly messages: MessagesPort) {}

  watch(memberId: string, listener: (messages: readonly MemberMessage[]) => void): Unsubscribe {
    return this.messages.watchMessages(memberId, listener);
  }

  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return this.messages.watchUnreadCount(memberId, listener);
  }
}
