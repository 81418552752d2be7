import { inject, injectable } from 'inversify';
import type { ImageMimeType, ImageUploadErrorCode } from '../core/validation/image-upload';
import { IMAGE_SNIFF_BYTES, validateImageUpload } from '../core/validation/image-upload';
import { CLOCK, type ClockPort } from '../ports/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../ports/file-storage.port';
import { STORAGE_USAGE, type StorageUsagePort } from '../ports/stored-images.port';
import { fitsQuota } from '../core/storage/storage-quota';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';

export interface PictureCandidate {
  readonly name: string;
  readonly type: string;
  readonly bytes: Blob;
}

export interface UploadProfilePictureInput {
  readonly memberId: string;
  readonly file: PictureCandidate;
  /**
   * Turns the accepted file into what is stored (the browser resizes it). Runs only after the
   * file passed validation, so nothing unchecked is ever decoded.
   */
  readonly prepare?: (bytes: Blob, mimeType: ImageMimeType) => Promise<Blob>;
}

export type UploadProfilePictureResult =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly error: ImageUploadErrorCode };

async function leadingBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
}

/**
 * Replaces the member's profile picture (spec sections 4 and 7): checks the file's name, size,
 * declared type and real content, stores it under profilePicture/{timestamp} and saves its URL
 * on the record. Upload and save failures reject with the port's AppError; the picture already
 * saved stays as it was.
 */
@injectable()
export class UploadProfilePictureUseCase {
  constructor(
    @inject(FILE_STORAGE) private readonly fileStorage: FileStoragePort,
    @inject(MEMBER_RECORDS) private readonly memberRecords: MemberRecordsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(STORAGE_USAGE) private readonly storageUsage: StorageUsagePort,
  ) {}

  async execute({ memberId, file, prepare }: UploadProfilePictureInput): Promise<UploadProfilePictureResult> {
    const checked = validateImageUpload({ name: file.name, type: file.type, size: file.bytes.size, firstBytes: await leadingBytes(file.bytes) });
    if (!checked.ok) return checked;
    const bytes = prepare === undefined ? file.bytes : await prepare(file.bytes, checked.mimeType);
    // The rules refuse a new file past the quota; saying so first keeps the reason clear.
    const usage = await this.storageUsage.usage(memberId).catch(() => null);
    if (usage !== null && !fitsQuota(usage, bytes.size)) return { ok: false, error: 'quota-exceeded' };
    const url = await this.fileStorage.uploadProfilePicture(memberId, { bytes, contentType: checked.mimeType }, this.clock.now());
    await this.memberRecords.updatePicture(memberId, url);
    return { ok: true, url };
  }
}
