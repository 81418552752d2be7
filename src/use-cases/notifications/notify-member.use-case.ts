import { inject, injectable } from 'inversify';
import type { Notice } from '../../core/notifications/notice';
import { boundedNotice } from '../../core/notifications/notice';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { PUSH_SENDER, type PushSenderPort } from '../../ports/push-sender.port';
import { PUSH_TOKENS, type PushTokensPort } from '../../ports/push-tokens.port';

export interface NotifyOutcome {
  readonly messageId: string;
  /** Devices the push went to (0 when the member turned push on nowhere, or it failed). */
  readonly pushed: number;
}

/**
 * Tells a member something: a notification in their messages (the bell's badge rises) and a
 * web push to every device that turned push on. The notification is the record: a push that
 * fails is logged, never lost silently, and never undoes it. Tokens the push service says are
 * gone are forgotten.
 */
@injectable()
export class NotifyMemberUseCase {
  constructor(
    @inject(MESSAGES) private readonly messages: MessagesPort,
    @inject(PUSH_TOKENS) private readonly pushTokens: PushTokensPort,
    @inject(PUSH_SENDER) private readonly pushSender: PushSenderPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute(memberId: string, notice: Notice): Promise<NotifyOutcome> {
    const bounded = boundedNotice(notice);
    const messageId = await this.messages.send(memberId, { title: bounded.title, body: bounded.body, link: bounded.link });
    try {
      const tokens = (await this.pushTokens.list(memberId)).map((stored) => stored.token);
      if (tokens.length === 0) return { messageId, pushed: 0 };
      const delivery = await this.pushSender.send(tokens, bounded);
      for (const token of delivery.staleTokens) {
        await this.pushTokens.remove(memberId, token).catch((error: unknown) => this.logger.warn(`could not forget a stale push token of ${memberId}`, error));
      }
      return { messageId, pushed: delivery.sent };
    } catch (error) {
      this.logger.error(`push to ${memberId} failed`, error);
      return { messageId, pushed: 0 };
    }
  }
}
