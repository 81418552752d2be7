import { inject, injectable } from 'inversify';
import { AppError } from '../../core/errors/error-codes';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '../../core/messages/message';
import { codePointLength, normalizeName } from '../../core/validation/normalize-name';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';


export interface OutgoingMessage {
  readonly title: string;
  readonly body: string;
}

/**
 * Sends a notification to a member's inbox (admin page and admin CLI). The title is cleaned
 * like a name (no invisible or direction-changing characters); both parts are required and
 * bounded, so a bad paste is refused with 'invalid-input' before anything is written. An unknown
 * member is refused with 'not-found': the message would create an inbox nobody reads.
 */
@injectable()
export class SendMessageUseCase {
  constructor(
    @inject(MESSAGES) private readonly messages: MessagesPort,
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
  ) {}

  /** The new message's id. */
  async execute(memberId: string, message: OutgoingMessage): Promise<string> {
    const title = normalizeName(message.title.slice(0, MESSAGE_TITLE_MAX_LENGTH * 4));
    const body = message.body.trim();
    if (title === '' || body === '' || codePointLength(title) > MESSAGE_TITLE_MAX_LENGTH || codePointLength(body) > MESSAGE_BODY_MAX_LENGTH) {
      throw new AppError('invalid-input', { detail: 'message title and body are required and bounded' });
    }
    if ((await this.memberRecords.get(memberId)) === null) throw new AppError('not-found', { detail: `member ${memberId}` });
    return this.messages.send(memberId, { title, body });
  }
}
