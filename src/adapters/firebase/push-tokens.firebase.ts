import type { Firestore } from 'firebase/firestore';
import { deleteDoc, getDocs, setDoc } from 'firebase/firestore';
import type { EpochMs } from '../../core/time/time';
import type { PushTokensPort, StoredPushToken } from '../../ports/push-tokens.port';
import { guarded } from './firebase-errors';
import { pushTokenFromDocument } from './firestore-mappers';
import { timestampFromEpoch } from './firestore-write-mappers';
import { memberSubcollection, memberSubdocument } from './firestore-paths';

/** vMember/{id}/fcmTokens/{token}: one document per device, keyed by its push token. */
export class FirestorePushTokens implements PushTokensPort {
  constructor(private readonly db: Firestore) {}

  private tokens(memberId: string) {
    return memberSubcollection(this.db, memberId, 'fcmTokens');
  }

  save(memberId: string, token: string, createdAt: EpochMs): Promise<void> {
    // Merged so that fields other writers keep on the token document survive a refresh.
    return guarded(() => setDoc(memberSubdocument(this.db, memberId, 'fcmTokens', token), { uid: memberId, createdAt: timestampFromEpoch(createdAt) }, { merge: true }));
  }

  remove(memberId: string, token: string): Promise<void> {
    return guarded(() => deleteDoc(memberSubdocument(this.db, memberId, 'fcmTokens', token)));
  }

  list(memberId: string): Promise<readonly StoredPushToken[]> {
    return guarded(async () => {
      const snapshot = await getDocs(this.tokens(memberId));
      return snapshot.docs.map((token) => pushTokenFromDocument(token.id, token.data()));
    });
  }
}
