import { inject, injectable } from 'inversify';
import type { ImageUploadErrorCode } from '../core/validation/image-upload';
import { IMAGE_SNIFF_BYTES, validateImageUpload } from '../core/validation/image-upload';
import { CLOCK, type ClockPort } from '../ports/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../ports/file-storage.port';
import type { PictureCandidate } from './upload-profile-picture.use-case';

export type UploadSiteImageResult = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: ImageUploadErrorCode };

/**
 * Stores a picture for the member's website (cover, gallery, products, team, logos) after the
 * same checks as a profile picture: name, size, declared type and the file's real content, so
 * an HTML or SVG file renamed '.png' is refused before anything is sent. The URL it returns is
 * saved with the section that uses it.
 */
@injectable()
export class UploadSiteImageUseCase {
  constructor(
    @inject(FILE_STORAGE) private readonly fileStorage: FileStoragePort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(memberId: string, file: PictureCandidate): Promise<UploadSiteImageResult> {
    const firstBytes = new Uint8Array(await file.bytes.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
    const checked = validateImageUpload({ name: file.name, type: file.type, size: file.bytes.size, firstBytes });
    if (!checked.ok) return checked;
    const url = await this.fileStorage.uploadSiteImage(memberId, { bytes: file.bytes, contentType: checked.mimeType }, this.clock.now());
    return { ok: true, url };
  }
}
