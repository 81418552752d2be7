import type { EpochMs } from '../../core/time/time';
import type { PushTokensPort, StoredPushToken } from '../../ports/push-tokens.port';
import type { MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

export class MemoryPushTokens implements PushTokensPort {
  constructor(private readonly db: MemoryDatabase) {}

  async save(memberId: string, token: string, createdAt: EpochMs): Promise<void> {
    this.db.setDocument([...memberSubcollection(memberId, 'fcmTokens'), token], { uid: memberId, createdAt }, { merge: true });
  }

  async remove(memberId: string, token: string): Promise<void> {
    this.db.deleteDocument([...memberSubcollection(memberId, 'fcmTokens'), token]);
  }

  async list(memberId: string): Promise<readonly StoredPushToken[]> {
    this.db.checkReachable();
    return this.db.listDocuments(memberSubcollection(memberId, 'fcmTokens')).map((doc) => ({
      token: doc.id,
      uid: typeof doc.data['uid'] === 'string' ? doc.data['uid'] : memberId,
      createdAt: typeof doc.data['createdAt'] === 'number' ? doc.data['createdAt'] : 0,
    }));
  }
}
