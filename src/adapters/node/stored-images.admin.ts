import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import type { StorageUsage } from '../../core/storage/storage-quota';
import { NO_USAGE, fileKeyOf, usageAfterCounting, usageAfterUncounting } from '../../core/storage/storage-quota';
import type { StorageUsagePort, StoredImagesPort, StoredObject } from '../../ports/stored-images.port';
import { adminGuarded } from './admin-errors';

/** Members' pictures in the default bucket (the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set). */
export class AdminStoredImages implements StoredImagesPort {
  constructor(
    private readonly storage: Storage,
    private readonly bucketName?: string,
  ) {}

  private bucket() {
    return this.bucketName === undefined ? this.storage.bucket() : this.storage.bucket(this.bucketName);
  }

  head(name: string, length: number): Promise<Uint8Array | null> {
    return adminGuarded(async () => {
      const file = this.bucket().file(name);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [bytes] = await file.download({ start: 0, end: Math.max(0, length - 1) });
      return new Uint8Array(bytes.subarray(0, length));
    });
  }

  remove(name: string): Promise<void> {
    return adminGuarded(async () => {
      await this.bucket().file(name).delete({ ignoreNotFound: true });
    });
  }

  listSite(memberId: string): Promise<readonly StoredObject[]> {
    return adminGuarded(async () => {
      const [files] = await this.bucket().getFiles({ prefix: `vMember/${memberId}/site/` });
      return files.map((file) => ({
        name: file.name,
        bytes: Number(file.metadata.size ?? 0),
        updatedAt: Date.parse(String(file.metadata.updated ?? file.metadata.timeCreated ?? 0)) || 0,
      }));
    });
  }
}

function totals(data: FirebaseFirestore.DocumentData | undefined): StorageUsage {
  return data === undefined ? NO_USAGE : { files: Number(data['files'] ?? 0), bytes: Number(data['bytes'] ?? 0) };
}

/**
 * storageUsage/{memberId} with one storageUsage/{memberId}/files/{key} per counted file: a
 * transaction reads both, so an event delivered twice or two instances at once never count a
 * file twice nor lose a count.
 */
export class AdminStorageUsage implements StorageUsagePort {
  constructor(private readonly db: Firestore) {}

  private refs(memberId: string, objectName: string) {
    const total = this.db.collection('storageUsage').doc(memberId);
    return { total, entry: total.collection('files').doc(fileKeyOf(objectName)) };
  }

  usage(memberId: string): Promise<StorageUsage> {
    return adminGuarded(async () => totals((await this.db.collection('storageUsage').doc(memberId).get()).data()));
  }

  count(memberId: string, objectName: string, bytes: number): Promise<StorageUsage> {
    const { total, entry } = this.refs(memberId, objectName);
    return adminGuarded(() =>
      this.db.runTransaction(async (transaction) => {
        const [totalSnap, entrySnap] = await Promise.all([transaction.get(total), transaction.get(entry)]);
        const before = totals(totalSnap.data());
        const previous = entrySnap.exists ? Number(entrySnap.get('bytes') ?? 0) : null;
        const after = usageAfterCounting(before, previous, bytes);
        transaction.set(entry, { bytes });
        transaction.set(total, after);
        return after;
      }),
    );
  }

  membersAtLeast(files: number, bytes: number): Promise<readonly string[]> {
    return adminGuarded(async () => {
      const usage = this.db.collection('storageUsage');
      const [byFiles, byBytes] = await Promise.all([usage.where('files', '>=', files).get(), usage.where('bytes', '>=', bytes).get()]);
      return [...new Set([...byFiles.docs, ...byBytes.docs].map((d) => d.id))];
    });
  }

  uncount(memberId: string, objectName: string): Promise<StorageUsage> {
    const { total, entry } = this.refs(memberId, objectName);
    return adminGuarded(() =>
      this.db.runTransaction(async (transaction) => {
        const [totalSnap, entrySnap] = await Promise.all([transaction.get(total), transaction.get(entry)]);
        const before = totals(totalSnap.data());
        if (!entrySnap.exists) return before;
        const after = usageAfterUncounting(before, Number(entrySnap.get('bytes') ?? 0));
        transaction.delete(entry);
        transaction.set(total, after);
        return after;
      }),
    );
  }
}
