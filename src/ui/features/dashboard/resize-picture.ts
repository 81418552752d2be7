import type { ImageMimeType } from '../../../core/validation/image-upload';
import type { LoggerPort } from '../../../ports/logger.port';

export const PICTURE_MAX_SIDE_PX = 512;
export const PICTURE_MAX_BYTES = 1024 * 1024;

/** Raised when a picture cannot be brought within the stored limits. */
export class PictureResizeError extends Error {
  constructor(cause: unknown) {
    super('picture could not be resized', { cause });
    this.name = 'PictureResizeError';
  }
}

/**
 * Shrinks an accepted picture to at most 512 px and 1 MB in the browser, so uploads stay small
 * on slow connections. Where the browser cannot decode it (no canvas), a picture already within
 * 1 MB is kept as it is rather than refused.
 */
export function pictureResizer(logger: LoggerPort): (bytes: Blob, mimeType: ImageMimeType) => Promise<Blob> {
  return async (bytes, mimeType) => {
    try {
      const { default: imageCompression } = await import('browser-image-compression');
      const file = bytes instanceof File ? bytes : new File([bytes], 'picture', { type: mimeType });
      return await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: PICTURE_MAX_SIDE_PX, useWebWorker: true, fileType: mimeType });
    } catch (error) {
      if (bytes.size <= PICTURE_MAX_BYTES) {
        logger.warn('Picture kept at its original size', error);
        return bytes;
      }
      throw new PictureResizeError(error);
    }
  };
}
