import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { MemberMessage } from '../../core/messages/message';
import { messageLinkOf } from '../../core/messages/message';
import type { MessagesPort } from '../../ports/messages.port';
import type { Unsubscribe } from '../../ports/port-token';
import { messageFromDocument } from '../firebase/firestore-mappers';
import type { AdminListenErrorHandler } from './admin-listen';
import { watchAdminQuery } from './admin-listen';
import { adminGuarded } from './admin-errors';
import { adminMemberSubcollection, adminMemberSubdocument } from './admin-paths';

/** vMember/{id}/messages through the admin SDK: the CLI sends notifications and reads counts. */
export class AdminMessages implements MessagesPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError?: AdminListenErrorHandler,
  ) {}

  watchMessages(memberId: string, listener: (messages: readonly MemberMessage[]) => void): Unsubscribe {
    return watchAdminQuery(
      this.messages(memberId).orderBy('createdAt', 'desc'),
      `watch messages of ${memberId}`,
      (snapshot) => listener(snapshot.docs.map((message) => messageFromDocument(message.id, message.data()))),
      this.onListenError,
    );
  }

  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return watchAdminQuery(
      this.messages(memberId).where('leido', '==', false),
      `watch unread messages of ${memberId}`,
      (snapshot) => listener(snapshot.size),
      this.onListenError,
    );
  }

  markRead(memberId: string, messageId: string): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberSubdocument(this.db, memberId, 'messages', messageId).update({ leido: true });
    });
  }

  send(memberId: string, message: { title: string; body: string; link?: string }): Promise<string> {
    return adminGuarded(async () => {
      const created = await this.messages(memberId).add({
        title: message.title,
        body: message.body,
        ...(messageLinkOf(message.link) === null ? {} : { link: message.link }),
        leido: false,
        createdAt: FieldValue.serverTimestamp(),
      });
      return created.id;
    });
  }

  private messages(memberId: string) {
    return adminMemberSubcollection(this.db, memberId, 'messages');
  }
}
