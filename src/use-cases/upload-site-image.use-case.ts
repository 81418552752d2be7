import { inject, injectable } from 'inversify';
import type { ImageMimeType, ImagePreparationFailure, ImageUploadErrorCode } from '../core/validation/image-upload';
import { IMAGE_SNIFF_BYTES, imagePreparationError, validateImageUpload } from '../core/validation/image-upload';
import { CLOCK, type ClockPort } from '../ports/clock.port';
import { FILE_STORAGE, type FileStoragePort, type ImageCopy, type SiteImageUpload } from '../ports/file-storage.port';
import { STORAGE_USAGE, type StorageUsagePort } from '../ports/stored-images.port';
import { fitsQuota } from '../core/storage/storage-quota';
import { UPLOAD_NAME_SPREAD, nextUploadName } from '../core/storage/upload-name';
import type { PictureCandidate } from './upload-profile-picture.use-case';

export type UploadSiteImageResult = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: ImageUploadErrorCode };

/**
 * What preparing an accepted picture gave: the bytes to store (with their width, and WebP copies
 * at smaller widths when the browser could make them), or why there are none.
 */
export type PreparedImage =
  | { readonly ok: true; readonly bytes: Blob; readonly width?: number; readonly copies?: readonly ImageCopy[] }
  | { readonly ok: false; readonly failure: ImagePreparationFailure };

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
  /** The number this uploader last named a file after; see `fileName`. */
  private lastFileName = 0;

  constructor(
    @inject(FILE_STORAGE) private readonly fileStorage: FileStoragePort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(STORAGE_USAGE) private readonly storageUsage: StorageUsagePort,
  ) {}

  async execute(memberId: string, file: PictureCandidate, prepare?: PrepareImage, sending: Omit<SiteImageUpload, 'copies'> = {}): Promise<UploadSiteImageResult> {
    const checked = validateImageUpload({ name: file.name, type: file.type, size: file.bytes.size, firstBytes: await leadingBytes(file.bytes) });
    if (!checked.ok) return checked;
    let bytes = file.bytes;
    let width: number | undefined;
    let copies: readonly ImageCopy[] = [];
    if (prepare !== undefined) {
      const prepared = await prepare(file.bytes, checked.mimeType);
      if (!prepared.ok) return { ok: false, error: imagePreparationError(prepared.failure) };
      const recheck = validateImageUpload({ name: file.name, type: checked.mimeType, size: prepared.bytes.size, firstBytes: await leadingBytes(prepared.bytes) });
      if (!recheck.ok) return recheck;
      bytes = prepared.bytes;
      width = prepared.width;
      copies = await checkedCopies(prepared.copies ?? [], width);
    }
    const total = copies.reduce((sum, copy) => sum + copy.bytes.size, bytes.size);
    if (!(await this.hasRoomFor(memberId, 1 + copies.length, total))) return { ok: false, error: 'quota-exceeded' };
    const url = await this.fileStorage.uploadSiteImage(memberId, { bytes, contentType: checked.mimeType }, this.fileName(), { ...sending, copies });
    if (width === undefined) return { ok: true, url };
    // Loaded with the first upload, not with the dashboard's first screen.
    const { withWidths } = await import('../core/site/image-widths');
    return { ok: true, url: withWidths(url, copies.map((c) => c.width), width) };
  }

  /**
   * The number a new file is named after: the time, a random part, and never a number given before
   * (upload-name.ts). A batch sends several pictures at once, and two that finish resizing in the
   * same millisecond would otherwise share a name, the second overwriting the first while both
   * entries point to it; the random part keeps apart what another uploader (another tab, another
   * device) sends in that millisecond.
   */
  private fileName(): number {
    this.lastFileName = nextUploadName(this.lastFileName, this.clock.now(), randomBelow(UPLOAD_NAME_SPREAD));
    return this.lastFileName;
  }

  /** The rules refuse a new file past the quota; saying so first keeps the member's reason clear. An unreadable usage lets the rules decide. */
  private async hasRoomFor(memberId: string, files: number, bytes: number): Promise<boolean> {
    const usage = await this.storageUsage.usage(memberId).catch(() => null);
    return usage === null || fitsQuota({ files: usage.files + files - 1, bytes: usage.bytes }, bytes);
  }
}

/** An evenly drawn integer from 0 to `limit` - 1, from the platform's cryptographic source (browsers and Node alike). */
function randomBelow(limit: number): number {
  const draw = new Uint32Array(1);
  // Draws past the last whole multiple of `limit` are drawn again, so no value is likelier.
  const ceiling = 2 ** 32 - (2 ** 32 % limit);
  do globalThis.crypto.getRandomValues(draw);
  while ((draw[0] ?? 0) >= ceiling);
  return (draw[0] ?? 0) % limit;
}

/**
 * The copies worth storing: WebP by their bytes, each narrower than the picture, one per width.
 * A copy that fails is left out (the picture is shown at its own size there), never the picture.
 */
async function checkedCopies(copies: readonly ImageCopy[], width: number | undefined): Promise<readonly ImageCopy[]> {
  if (width === undefined) return [];
  const kept: ImageCopy[] = [];
  for (const copy of copies) {
    if (!Number.isSafeInteger(copy.width) || copy.width >= width || kept.some((k) => k.width === copy.width)) continue;
    const check = validateImageUpload({ name: 'copy.webp', type: 'image/webp', size: copy.bytes.size, firstBytes: await leadingBytes(copy.bytes) });
    if (check.ok && check.mimeType === 'image/webp') kept.push(copy);
  }
  return kept;
}
