import type { FirebaseStorage } from 'firebase/storage';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../../core/validation/image-upload';
import type { EpochMs } from '../../core/time/time';
import type { FileStoragePort, ImageFile } from '../../ports/file-storage.port';
import { guarded } from './firebase-errors';

/** Cloud Storage: profile pictures and website images under vMember/{id}/{profilePicture|site}/{timestamp}. */
export class FirebaseFileStorage implements FileStoragePort {
  /** `storage` is asked for on the first upload, so the Storage SDK loads only then. */
  constructor(private readonly storage: () => Promise<FirebaseStorage>) {}

  uploadProfilePicture(memberId: string, file: ImageFile, timestamp: EpochMs): Promise<string> {
    return this.upload(memberId, 'profilePicture', file, timestamp);
  }

  uploadSiteImage(memberId: string, file: ImageFile, timestamp: EpochMs): Promise<string> {
    return this.upload(memberId, 'site', file, timestamp);
  }

  private upload(memberId: string, folder: 'profilePicture' | 'site', file: ImageFile, timestamp: EpochMs): Promise<string> {
    // The path is built from these values, so they are checked before anything is sent.
    if (!isValidMemberId(memberId) || !Number.isSafeInteger(timestamp) || timestamp < 0) {
      return Promise.reject(new AppError('invalid-input', { detail: `${folder} path` }));
    }
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.contentType) || file.bytes.size === 0 || file.bytes.size > MAX_IMAGE_BYTES) {
      return Promise.reject(new AppError('invalid-input', { detail: `${folder} file` }));
    }
    return guarded(async () => {
      const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([import('firebase/storage'), this.storage()]);
      const target = ref(storage, `vMember/${memberId}/${folder}/${timestamp}`);
      // An attachment, as storage.rules requires: opened on its own, an upload is never shown as a page.
      const uploaded = await uploadBytes(target, file.bytes, { contentType: file.contentType, contentDisposition: 'attachment', cacheControl: 'public, max-age=31536000' });
      return getDownloadURL(uploaded.ref);
    });
  }
}
