import type { Firestore } from 'firebase/firestore';
import { addDoc, onSnapshot, orderBy, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import type { MemberMessage } from '../../core/messages/message';
import type { MessagesPort } from '../../ports/messages.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { messageFromDocument } from './firestore-mappers';
import { memberSubcollection, memberSubdocument } from './firestore-paths';

/**
 * vMember/{id}/messages. `send` is for administrators: security rules accept it only from a
 * user with the admin claim (the admin page) or from the admin SDK (the CLI).
 */
export class FirestoreMessages implements MessagesPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  private messages(memberId: string) {
    return memberSubcollection(this.db, memberId, 'messages');
  }

  watchMessages(memberId: string, listener: (messages: readonly MemberMessage[]) => void): Unsubscribe {
    return onSnapshot(
      query(this.messages(memberId), orderBy('createdAt', 'desc')),
      (snapshot) =>
        listener(
          // A message just sent from this device has no server time yet; the estimate keeps it
          // at the top instead of showing it as dated 1970.
          snapshot.docs.map((message) => messageFromDocument(message.id, message.data({ serverTimestamps: 'estimate' }))),
        ),
      (error) => this.onListenError(`watch messages of ${memberId}`, toAppError(error)),
    );
  }

  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return onSnapshot(
      query(this.messages(memberId), where('leido', '==', false)),
      (snapshot) => listener(snapshot.size),
      (error) => this.onListenError(`watch unread messages of ${memberId}`, toAppError(error)),
    );
  }

  markRead(memberId: string, messageId: string): Promise<void> {
    return guarded(() => updateDoc(memberSubdocument(this.db, memberId, 'messages', messageId), { leido: true }));
  }

  send(memberId: string, message: { title: string; body: string }): Promise<string> {
    return guarded(async () => {
      const created = await addDoc(this.messages(memberId), {
        title: message.title,
        body: message.body,
        leido: false,
        createdAt: serverTimestamp(),
      });
      return created.id;
    });
  }
}
