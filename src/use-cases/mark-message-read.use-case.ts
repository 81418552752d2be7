import { inject, injectable } from 'inversify';
import { MESSAGES, type MessagesPort } from '../ports/messages.port';

/** Marks one of the member's notifications read; the live unread count follows by itself. */
@injectable()
export class MarkMessageReadUseCase {
  constructor(@inject(MESSAGES) private readonly messages: MessagesPort) {}

  async execute(memberId: string, messageId: string): Promise<void> {
    await this.messages.markRead(memberId, messageId);
  }
}
