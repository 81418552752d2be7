import { inject, injectable } from 'inversify';
import type { ImageMimeType, ImagePreparationFailure, ImageUploadErrorCode } from '../core/validation/image-upload';
import { IMAGE_SNIFF_BYTES, imagePreparationError, validateImageUpload } from '../core/validation/image-upload';
import { CLOCK, type ClockPort } from '../ports/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../ports/file-storage.port';
import { STORAGE_USAGE, type StorageUsagePort } from '../ports/stored-images.port';
import { fitsQuota } from '../core/storage/storage-quota';
import type { PictureCandidate } from './upload-profile-picture.use-case';

export type UploadSiteImageResult = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: ImageUploadErrorCode };

/** What preparing an accepted picture gave: the bytes to store, or why there are none. */
export type PreparedImage = { readonly ok: true; readonly bytes: Blob } | { readonly ok: false; readonly failure: ImagePreparationFailure };

/**
 * Turns an accepted picture into what is stored (the browser resizes it). Runs only after the
 * file passed validation, so nothing unchecked is ever decoded.
 */
export type PrepareImage = (bytes: Blob, mimeType: ImageMimeType) => Promise<PreparedImage>;

async function leadingBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
}

/**
 * Stores a picture for the member's website (cover, gallery, products, team, logos) after the
 * same checks as a profile picture: name, size, declared type and the file's real content, so
 * an HTML or SVG file renamed '.png' is refused before anything is sent. What `prepare` makes
 * of it is checked again before it is stored. The URL it returns is saved with the section
 * that uses it; nothing is saved when the picture is refused.
 */
@injectable()
export class UploadSiteImageUseCase {
  constructor(
    @inject(FILE_STORAGE) private readonly fileStorage: FileStoragePort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(STORAGE_USAGE) private readonly storageUsage: StorageUsagePort,
  ) {}

  async execute(memberId: string, file: PictureCandidate, prepare?: PrepareImage): Promise<UploadSiteImageResult> {
    const checked = validateImageUpload({ name: file.name, type: file.type, size: file.bytes.size, firstBytes: await leadingBytes(file.bytes) });
    if (!checked.ok) return checked;
    let bytes = file.bytes;
    if (prepare !== undefined) {
      const prepared = await prepare(file.bytes, checked.mimeType);
      if (!prepared.ok) return { ok: false, error: imagePreparationError(prepared.failure) };
      const recheck = validateImageUpload({ name: file.name, type: checked.mimeType, size: prepared.bytes.size, firstBytes: await leadingBytes(prepared.bytes) });
      if (!recheck.ok) return recheck;
      bytes = prepared.bytes;
    }
    if (!(await this.hasRoomFor(memberId, bytes.size))) return { ok: false, error: 'quota-exceeded' };
    const url = await this.fileStorage.uploadSiteImage(memberId, { bytes, contentType: checked.mimeType }, this.clock.now());
    return { ok: true, url };
  }

  /** The rules refuse a new file past the quota; saying so first keeps the member's reason clear. An unreadable usage lets the rules decide. */
  private async hasRoomFor(memberId: string, bytes: number): Promise<boolean> {
    const usage = await this.storageUsage.usage(memberId).catch(() => null);
    return usage === null || fitsQuota(usage, bytes);
  }
}
