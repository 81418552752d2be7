import type { ImageMimeType } from '../../../core/validation/image-upload';
import type { LoggerPort } from '../../../ports/logger.port';

export const PICTURE_MAX_SIDE_PX = 512;
export const PICTURE_MAX_BYTES = 1024 * 1024;
/** A picture the browser cannot decode in this time is treated as not resizable. */
export const PICTURE_RESIZE_TIMEOUT_MS = 20_000;

function canDrawImages(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`resizing took longer than ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Raised when a picture cannot be brought within the stored limits. */
export class PictureResizeError extends Error {
  constructor(cause: unknown) {
    super('picture could not be resized', { cause });
    this.name = 'PictureResizeError';
  }
}

/**
 * Shrinks an accepted picture to at most 512 px and 1 MB in the browser, so uploads stay small
 * on slow connections. Where the browser cannot draw it (no canvas) or takes too long, a picture already within
 * 1 MB is kept as it is rather than refused.
 */
export function pictureResizer(logger: LoggerPort): (bytes: Blob, mimeType: ImageMimeType) => Promise<Blob> {
  return async (bytes, mimeType) => {
    try {
      if (!canDrawImages()) throw new Error('this browser cannot draw images');
      const { default: imageCompression } = await import('browser-image-compression');
      const file = bytes instanceof File ? bytes : new File([bytes], 'picture', { type: mimeType });
      const options = { maxSizeMB: 1, maxWidthOrHeight: PICTURE_MAX_SIDE_PX, useWebWorker: true, fileType: mimeType };
      return await withTimeout(imageCompression(file, options), PICTURE_RESIZE_TIMEOUT_MS);
    } catch (error) {
      if (bytes.size <= PICTURE_MAX_BYTES) {
        logger.warn('Picture kept at its original size', error);
        return bytes;
      }
      throw new PictureResizeError(error);
    }
  };
}
