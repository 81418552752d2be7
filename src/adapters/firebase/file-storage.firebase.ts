import type { FirebaseStorage } from 'firebase/storage';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../../core/validation/image-upload';
import type { EpochMs } from '../../core/time/time';
import type { FileStoragePort, ImageFile, SiteImageUpload } from '../../ports/file-storage.port';
import { UploadCancelled } from '../../core/storage/upload-cancelled';
import { guarded, toAppError } from './firebase-errors';

/** An attachment, as storage.rules requires: opened on its own, an upload is never shown as a page. */
function metadataOf(file: ImageFile) {
  return { contentType: file.contentType, contentDisposition: 'attachment', cacheControl: 'public, max-age=31536000' };
}

/** Cloud Storage: profile pictures under vMember/{id}/profilePicture/{timestamp}, website images under vMember/{id}/site/{fileNumber}. */
export class FirebaseFileStorage implements FileStoragePort {
  /** `storage` is asked for on the first upload, so the Storage SDK loads only then. */
  constructor(private readonly storage: () => Promise<FirebaseStorage>) {}

  async keepSiteImages(memberId: string, objectNames: readonly string[]): Promise<void> {
    if (!isValidMemberId(memberId)) throw new AppError('invalid-input', { detail: 'member id' });
    const folder = `vMember/${memberId}/site/`;
    for (const name of objectNames) {
      if (!name.startsWith(folder) || name.slice(folder.length).includes('/')) throw new AppError('invalid-input', { detail: `not a site picture of the member: ${name}` });
    }
    if (objectNames.length === 0) return;
    const [{ ref, updateMetadata }, storage] = await Promise.all([import('firebase/storage'), this.storage()]);
    // A metadata update changes the object's 'updated' time, which pruning reads; storage.rules
    // let the owner update a picture whose type and disposition stay as they were.
    await Promise.all(
      objectNames.map((name) =>
        updateMetadata(ref(storage, name), { customMetadata: { keptAt: new Date().toISOString() } }).catch((error: unknown) => {
          if ((error as { code?: string }).code !== 'storage/object-not-found') throw toAppError(error);
        }),
      ),
    );
  }

  uploadProfilePicture(memberId: string, file: ImageFile, timestamp: EpochMs): Promise<string> {
    return this.upload(memberId, 'profilePicture', file, timestamp);
  }

  async uploadSiteImage(memberId: string, file: ImageFile, fileNumber: number, upload: SiteImageUpload = {}): Promise<string> {
    this.check(memberId, 'site', file, fileNumber);
    const copies = upload.copies ?? [];
    for (const copy of copies) {
      if (!Number.isSafeInteger(copy.width) || copy.width < 100 || copy.width > 9999) throw new AppError('invalid-input', { detail: `copy width ${copy.width}` });
      this.checkFile({ bytes: copy.bytes, contentType: 'image/webp' }, 'site copy');
    }
    const aborted = (): boolean => upload.signal?.aborted === true;
    if (aborted()) throw new UploadCancelled();
    const [{ getDownloadURL, ref, uploadBytesResumable }, storage, { copyObjectName }] = await Promise.all([import('firebase/storage'), this.storage(), import('../../core/site/image-widths')]);
    const name = `vMember/${memberId}/site/${fileNumber}`;
    const pieces = [
      { name, file },
      ...copies.map((copy) => ({ name: copyObjectName(name, copy.width), file: { bytes: copy.bytes, contentType: 'image/webp' as const } })),
    ];
    const total = pieces.reduce((sum, piece) => sum + piece.file.bytes.size, 0);
    const sent = pieces.map(() => 0);
    // Resumable uploads report their progress and can be cancelled; all pieces go at once.
    const tasks = pieces.map((piece) => uploadBytesResumable(ref(storage, piece.name), piece.file.bytes, metadataOf(piece.file)));
    const cancel = () => tasks.forEach((task) => task.cancel());
    upload.signal?.addEventListener('abort', cancel, { once: true });
    try {
      await Promise.all(
        tasks.map(
          (task, i) =>
            new Promise<void>((resolve, reject) => {
              task.on(
                'state_changed',
                (snapshot) => {
                  sent[i] = snapshot.bytesTransferred;
                  upload.onProgress?.({ sentBytes: sent.reduce((a, b) => a + b, 0), totalBytes: total });
                },
                reject,
                () => resolve(),
              );
            }),
        ),
      );
    } catch (error) {
      cancel();
      if (aborted()) throw new UploadCancelled();
      throw toAppError(error);
    } finally {
      upload.signal?.removeEventListener('abort', cancel);
    }
    return guarded(() => getDownloadURL(ref(storage, name)));
  }

  private check(memberId: string, folder: 'profilePicture' | 'site', file: ImageFile, fileNumber: number): void {
    // The path is built from these values, so they are checked before anything is sent.
    if (!isValidMemberId(memberId) || !Number.isSafeInteger(fileNumber) || fileNumber < 0) throw new AppError('invalid-input', { detail: `${folder} path` });
    this.checkFile(file, folder);
  }

  private checkFile(file: ImageFile, what: string): void {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.contentType) || file.bytes.size === 0 || file.bytes.size > MAX_IMAGE_BYTES) {
      throw new AppError('invalid-input', { detail: `${what} file` });
    }
  }

  private async upload(memberId: string, folder: 'profilePicture' | 'site', file: ImageFile, timestamp: EpochMs): Promise<string> {
    this.check(memberId, folder, file, timestamp);
    return guarded(async () => {
      const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([import('firebase/storage'), this.storage()]);
      const target = ref(storage, `vMember/${memberId}/${folder}/${timestamp}`);
      const uploaded = await uploadBytes(target, file.bytes, metadataOf(file));
      return getDownloadURL(uploaded.ref);
    });
  }
}
