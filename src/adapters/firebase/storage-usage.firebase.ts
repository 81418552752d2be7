import type { Firestore } from 'firebase/firestore';
import { doc, getDoc } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { StorageUsage } from '../../core/storage/storage-quota';
import { NO_USAGE } from '../../core/storage/storage-quota';
import type { StorageUsagePort } from '../../ports/stored-images.port';
import { guarded } from './firebase-errors';
import { isSafeDocumentId } from './firestore-paths';

/**
 * storageUsage/{memberId} from the browser: the member reads their own usage before an upload.
 * The server's Storage triggers keep it; the rules refuse every client write, so the writing
 * methods refuse here without a round trip.
 */
export class FirestoreStorageUsage implements StorageUsagePort {
  constructor(private readonly db: Firestore) {}

  usage(memberId: string): Promise<StorageUsage> {
    if (!isSafeDocumentId(memberId)) return Promise.reject(new AppError('invalid-input', { detail: 'member id' }));
    return guarded(async () => {
      const data = (await getDoc(doc(this.db, 'storageUsage', memberId))).data();
      return data === undefined ? NO_USAGE : { files: Number(data['files'] ?? 0), bytes: Number(data['bytes'] ?? 0) };
    });
  }

  private serverOnly(): Promise<never> {
    return Promise.reject(new AppError('permission-denied', { detail: 'storage usage is kept by the server' }));
  }

  count(): Promise<StorageUsage> {
    return this.serverOnly();
  }

  uncount(): Promise<StorageUsage> {
    return this.serverOnly();
  }

  membersAtLeast(): Promise<readonly string[]> {
    return this.serverOnly();
  }
}
