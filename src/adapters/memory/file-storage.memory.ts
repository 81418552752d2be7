import { AppError } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../../core/validation/image-upload';
import type { FileStoragePort, ImageFile, SiteImageUpload } from '../../ports/file-storage.port';
import { copyObjectName } from '../../core/site/image-widths';
import { UploadCancelled } from '../../core/storage/upload-cancelled';
import type { MemoryDatabase } from './memory-database';
import { memberPath } from './member-paths.memory';

export const MEMORY_URL_PREFIX = 'memory://';
export const MEMORY_SITE_IMAGE_ORIGIN = 'https://files.memory.test';

/** The storage path a `memory://` URL points at, or null for any other URL. */
export function memoryUrlPath(url: string): string | null {
  if (url.startsWith(`${MEMORY_SITE_IMAGE_ORIGIN}/`)) return url.slice(MEMORY_SITE_IMAGE_ORIGIN.length + 1);
  return url.startsWith(MEMORY_URL_PREFIX) ? url.slice(MEMORY_URL_PREFIX.length) : null;
}

export class MemoryFileStorage implements FileStoragePort {
  constructor(private readonly db: MemoryDatabase) {}

  uploadProfilePicture(memberId: string, file: ImageFile, timestamp: EpochMs): Promise<string> {
    return this.upload(memberId, 'profilePicture', file, timestamp);
  }

  async uploadSiteImage(memberId: string, file: ImageFile, fileNumber: number, upload: SiteImageUpload = {}): Promise<string> {
    const copies = upload.copies ?? [];
    const total = file.bytes.size + copies.reduce((sum, c) => sum + c.bytes.size, 0);
    const stopped = () => {
      if (upload.signal?.aborted === true) throw new UploadCancelled();
    };
    stopped();
    for (const copy of copies) {
      if (!Number.isSafeInteger(copy.width) || copy.width < 100 || copy.width > 9999) throw new AppError('invalid-input', { detail: `copy width ${copy.width}` });
      if (copy.bytes.size === 0 || copy.bytes.size > MAX_IMAGE_BYTES) throw new AppError('invalid-input', { detail: `copy size ${copy.bytes.size}` });
    }
    const stored = await this.upload(memberId, 'site', file, fileNumber);
    let sent = file.bytes.size;
    upload.onProgress?.({ sentBytes: sent, totalBytes: total });
    for (const copy of copies) {
      stopped();
      await this.store(copyObjectName(stored.slice(MEMORY_URL_PREFIX.length), copy.width), { bytes: copy.bytes, contentType: 'image/webp' });
      sent += copy.bytes.size;
      upload.onProgress?.({ sentBytes: sent, totalBytes: total });
    }
    // Site images end up on the public site, whose rules accept only http(s) image URLs; the
    // reserved .test domain gives memory uploads that shape without pointing anywhere real.
    return `${MEMORY_SITE_IMAGE_ORIGIN}/${stored.slice(MEMORY_URL_PREFIX.length)}`;
  }

  async keepSiteImages(memberId: string, objectNames: readonly string[]): Promise<void> {
    this.db.getDocument(memberPath(memberId));
    const folder = `vMember/${memberId}/site/`;
    for (const name of objectNames) {
      if (!name.startsWith(folder) || name.slice(folder.length).includes('/')) throw new AppError('invalid-input', { detail: `not a site picture of the member: ${name}` });
      const file = this.db.readFile(name);
      // Written again as it is: the database's clock gives it its new time, as Storage's metadata update does.
      if (file !== null) this.db.putFile({ path: name, bytes: file.bytes, contentType: file.contentType });
    }
    await Promise.resolve();
  }

  /** `fileNumber`: a profile picture's timestamp, or a site picture's time and random part. */
  private async upload(memberId: string, folder: 'profilePicture' | 'site', file: ImageFile, fileNumber: number): Promise<string> {
    // The same limits the storage rules enforce: an image type and a size within bounds.
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.contentType)) throw new AppError('invalid-input', { detail: 'not an image type' });
    if (file.bytes.size === 0 || file.bytes.size > MAX_IMAGE_BYTES) throw new AppError('invalid-input', { detail: `size ${file.bytes.size}` });
    if (!Number.isSafeInteger(fileNumber) || fileNumber < 0) throw new AppError('invalid-input', { detail: `file name ${fileNumber}` });
    const path = [...memberPath(memberId), folder, String(fileNumber)].join('/');
    // Validates the member id as a path segment before anything is read.
    this.db.getDocument(memberPath(memberId));
    await this.store(path, file);
    return `${MEMORY_URL_PREFIX}${path}`;
  }

  private async store(path: string, file: ImageFile): Promise<void> {
    if (file.bytes.size === 0 || file.bytes.size > MAX_IMAGE_BYTES) throw new AppError('invalid-input', { detail: `size ${file.bytes.size}` });
    const bytes = new Uint8Array(await file.bytes.arrayBuffer());
    this.db.putFile({ path, bytes, contentType: file.contentType });
  }
}
