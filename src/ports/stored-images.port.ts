import type { StorageUsage } from '../core/storage/storage-quota';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export interface StoredObject {
  /** The object's name in the bucket, e.g. 'vMember/<id>/site/1700000000000.webp'. */
  readonly name: string;
  readonly bytes: number;
  readonly updatedAt: number;
}

/** Members' uploaded pictures as the server sees them (Admin SDK; a memory double in tests). */
export interface StoredImagesPort {
  /** The first `length` bytes of an object, or null when it is gone. */
  head(name: string, length: number): Promise<Uint8Array | null>;
  /** Removes an object; removing one that is gone is not an error. */
  remove(name: string): Promise<void>;
  /** Every object under vMember/<memberId>/site/. */
  listSite(memberId: string): Promise<readonly StoredObject[]>;
}

/**
 * What each member keeps in Storage (storageUsage/{memberId}, and one entry per counted file
 * under it), kept by the server on every finished upload and every removal, in transactions, so
 * events from many function instances never lose a count. storage.rules reads the totals.
 */
export interface StorageUsagePort {
  usage(memberId: string): Promise<StorageUsage>;
  /** Counts a finished file (again after an overwrite, by its new size); the totals after. */
  count(memberId: string, objectName: string, bytes: number): Promise<StorageUsage>;
  /** Forgets a removed file, if it was counted; the totals after. */
  uncount(memberId: string, objectName: string): Promise<StorageUsage>;
  /** Members whose usage reached `files` files or `bytes` bytes. */
  membersAtLeast(files: number, bytes: number): Promise<readonly string[]>;
}

export const STORED_IMAGES: PortToken<StoredImagesPort> = portToken<StoredImagesPort>('StoredImagesPort');
export const STORAGE_USAGE: PortToken<StorageUsagePort> = portToken<StorageUsagePort>('StorageUsagePort');
