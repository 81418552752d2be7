import type { StorageUsage } from '../../core/storage/storage-quota';
import { NO_USAGE, fileKeyOf, usageAfterCounting, usageAfterUncounting } from '../../core/storage/storage-quota';
import type { StorageUsagePort, StoredImagesPort, StoredObject } from '../../ports/stored-images.port';
import type { MemoryDatabase } from './memory-database';

export class MemoryStoredImages implements StoredImagesPort {
  constructor(private readonly db: MemoryDatabase) {}

  async head(name: string, length: number): Promise<Uint8Array | null> {
    return this.db.readFile(name)?.bytes.slice(0, length) ?? null;
  }

  async remove(name: string): Promise<void> {
    this.db.deleteFile(name);
  }

  async listSite(memberId: string): Promise<readonly StoredObject[]> {
    return this.db.listFiles(`vMember/${memberId}/site/`).map((file) => ({ name: file.path, bytes: file.bytes.length, updatedAt: file.updatedAt ?? 0 }));
  }
}

const USAGE = 'storageUsage';

function totals(data: Readonly<Record<string, unknown>> | null): StorageUsage {
  return data === null ? NO_USAGE : { files: Number(data.files ?? 0), bytes: Number(data.bytes ?? 0) };
}

/** The same documents as the Firestore adapter: storageUsage/{id} and storageUsage/{id}/files/{key}. */
export class MemoryStorageUsage implements StorageUsagePort {
  constructor(private readonly db: MemoryDatabase) {}

  async usage(memberId: string): Promise<StorageUsage> {
    return totals(this.db.getDocument([USAGE, memberId]));
  }

  async count(memberId: string, objectName: string, bytes: number): Promise<StorageUsage> {
    let after = NO_USAGE;
    this.db.runBatch(() => {
      const entry = this.db.getDocument([USAGE, memberId, 'files', fileKeyOf(objectName)]);
      const before = totals(this.db.getDocument([USAGE, memberId]));
      const previous = entry === null ? null : Number(entry.bytes ?? 0);
      after = usageAfterCounting(before, previous, bytes);
      this.db.setDocument([USAGE, memberId, 'files', fileKeyOf(objectName)], { bytes });
      this.db.setDocument([USAGE, memberId], { ...after });
    });
    return after;
  }

  async membersAtLeast(files: number, bytes: number): Promise<readonly string[]> {
    return this.db
      .listDocuments([USAGE])
      .filter((d) => Number(d.data.files ?? 0) >= files || Number(d.data.bytes ?? 0) >= bytes)
      .map((d) => d.id);
  }

  async uncount(memberId: string, objectName: string): Promise<StorageUsage> {
    let after = NO_USAGE;
    this.db.runBatch(() => {
      const before = totals(this.db.getDocument([USAGE, memberId]));
      const entry = this.db.getDocument([USAGE, memberId, 'files', fileKeyOf(objectName)]);
      if (entry === null) {
        after = before;
        return;
      }
      after = usageAfterUncounting(before, Number(entry.bytes ?? 0));
      this.db.deleteDocument([USAGE, memberId, 'files', fileKeyOf(objectName)]);
      this.db.setDocument([USAGE, memberId], { ...after });
    });
    return after;
  }
}
