import { AppError } from '../../core/errors/error-codes';
import type { MemberMessage } from '../../core/messages/message';
import { messageLinkOf } from '../../core/messages/message';
import type { MessagesPort } from '../../ports/messages.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { MemoryDatabase, StoredDocument } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

function toMessage(doc: StoredDocument): MemberMessage {
  const { title, body, leido, createdAt, link } = doc.data;
  return {
    id: doc.id,
    title: typeof title === 'string' ? title : '',
    body: typeof body === 'string' ? body : '',
    leido: leido === true,
    createdAt: typeof createdAt === 'number' ? createdAt : 0,
    link: messageLinkOf(link),
  };
}

/**
 * Newest first. Documents arrive in write order, so sorting on createdAt alone (a stable sort)
 * after reversing keeps messages sent in the same millisecond newest first too.
 */
function newestFirst(documents: StoredDocument[]): MemberMessage[] {
  return documents
    .map(toMessage)
    .reverse()
    .sort((a, b) => b.createdAt - a.createdAt);
}

export class MemoryMessages implements MessagesPort {
  constructor(private readonly db: MemoryDatabase) {}

  watchMessages(memberId: string, listener: (messages: readonly MemberMessage[]) => void): Unsubscribe {
    return this.db.watchCollection(memberSubcollection(memberId, 'messages'), newestFirst, listener);
  }

  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return this.db.watchCollection(
      memberSubcollection(memberId, 'messages'),
      (documents) => documents.filter((doc) => doc.data['leido'] === false).length,
      listener,
    );
  }

  async markRead(memberId: string, messageId: string): Promise<void> {
    this.db.writeDocument([...memberSubcollection(memberId, 'messages'), messageId], (current) => {
      if (current === null) throw new AppError('not-found', { detail: `message ${messageId}` });
      return { ...current, leido: true };
    });
  }

  async send(memberId: string, message: { title: string; body: string; link?: string }): Promise<string> {
    const id = this.db.newId();
    this.db.setDocument([...memberSubcollection(memberId, 'messages'), id], {
      title: message.title,
      body: message.body,
      ...(messageLinkOf(message.link) === null ? {} : { link: message.link }),
      leido: false,
      createdAt: this.db.serverTime(),
    });
    return id;
  }
}
