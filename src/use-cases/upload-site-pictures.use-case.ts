import { inject, injectable } from 'inversify';
import { isUploadCancelled } from '../core/storage/upload-cancelled';
import type { MachineClock, PictureBatchActor, PictureUploadOutcome } from '../core/storage/picture-batch.machine';
import { STORAGE_USAGE, type StorageUsagePort } from '../ports/stored-images.port';
import type { PictureCandidate } from './upload-profile-picture.use-case';
import { UploadSiteImageUseCase, type PrepareImage } from './upload-site-image.use-case';

/** One picked file, known to the batch by `id`. */
export interface PictureToSend {
  readonly id: string;
  readonly file: PictureCandidate;
}

/**
 * Turns a picked file the upload checks would refuse into one they accept (an iPhone's HEIC into
 * a JPEG, in the browser); the file itself when there is nothing to do, null when it cannot.
 */
export type ConvertPicture = (file: PictureCandidate) => Promise<PictureCandidate | null>;

export interface PictureBatchOptions {
  /** How many entries the list still takes. */
  readonly room: number;
  readonly prepare?: PrepareImage;
  readonly convert?: ConvertPicture;
  /** Called as each picture is stored, with its saved reference. */
  readonly landed: (id: string, url: string) => void;
  readonly clock?: MachineClock;
  readonly parallel?: number;
}

/**
 * Sends a pick of pictures for one list of the member's website (gallery, an album, products):
 * the storage quota is read once before the batch starts, then each picture goes through the
 * same checks, preparation and resumable upload as a single one (UploadSiteImageUseCase). The
 * batch, with its progress, cancelling and retries, is the core's machine; the screen follows it.
 */
@injectable()
export class UploadSitePicturesUseCase {
  constructor(
    @inject(UploadSiteImageUseCase) private readonly uploadOne: UploadSiteImageUseCase,
    @inject(STORAGE_USAGE) private readonly storageUsage: StorageUsagePort,
  ) {}

  async start(memberId: string, pictures: readonly PictureToSend[], options: PictureBatchOptions): Promise<PictureBatchActor> {
    const files = new Map(pictures.map((p) => [p.id, p.file]));
    // Loaded with the first pick of many pictures, not with the dashboard's first screen.
    const { startPictureBatch, storageRoomOf } = await import('../core/storage/picture-batch.machine');
    return startPictureBatch({
      input: { pictures: pictures.map((p) => ({ id: p.id, name: p.file.name, bytes: p.file.bytes.size })), room: options.room, parallel: options.parallel },
      room: async () => storageRoomOf(await this.storageUsage.usage(memberId)),
      run: async (id, progress, signal): Promise<PictureUploadOutcome> => {
        const picked = files.get(id);
        if (picked === undefined) return { ok: false, failure: 'empty-file' };
        const file = options.convert === undefined ? picked : await options.convert(picked);
        if (file === null) return { ok: false, failure: 'content-mismatch' };
        try {
          const result = await this.uploadOne.execute(memberId, file, options.prepare, { signal, onProgress: (p) => progress(p.sentBytes, p.totalBytes) });
          return result.ok ? result : { ok: false, failure: result.error };
        } catch (error) {
          // A cancelled upload's answer is not read; anything else may pass with a retry.
          if (isUploadCancelled(error)) throw error;
          return { ok: false, failure: 'failed' };
        }
      },
      landed: options.landed,
      clock: options.clock,
    });
  }
}
