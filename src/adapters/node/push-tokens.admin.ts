import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { EpochMs } from '../../core/time/time';
import type { PushTokensPort, StoredPushToken } from '../../ports/push-tokens.port';
import { pushTokenFromDocument } from '../firebase/firestore-mappers';
import { adminGuarded } from './admin-errors';
import { adminMemberSubcollection, adminMemberSubdocument } from './admin-paths';

/** vMember/{id}/fcmTokens through the admin SDK: the server reads a member's devices to push to them. */
export class AdminPushTokens implements PushTokensPort {
  constructor(private readonly db: Firestore) {}

  save(memberId: string, token: string, createdAt: EpochMs): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberSubdocument(this.db, memberId, 'fcmTokens', token).set({ uid: memberId, createdAt: Timestamp.fromMillis(createdAt) }, { merge: true });
    });
  }

  remove(memberId: string, token: string): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberSubdocument(this.db, memberId, 'fcmTokens', token).delete();
    });
  }

  list(memberId: string): Promise<readonly StoredPushToken[]> {
    return adminGuarded(async () => {
      const snapshot = await adminMemberSubcollection(this.db, memberId, 'fcmTokens').get();
      return snapshot.docs.map((token) => pushTokenFromDocument(token.id, token.data()));
    });
  }
}
