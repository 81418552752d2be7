import type { ImageMimeType, ImagePreparationFailure } from '../../core/validation/image-upload';
import { MAX_IMAGE_BYTES, PROFILE_PICTURE_MAX_SIDE_PX } from '../../core/validation/image-upload';
import type { ImageCopy } from '../../core/storage/image-copy';

/** Where a resize that fell back is reported: the app's logger. */
interface ResizeLog {
  warn(message: string, cause?: unknown): void;
}
import type { PreparedImage } from '../../use-cases/upload-site-image.use-case';
import type { ImageSizeReply, ImageSizeRequest } from './image-size.worker';
import { WorkerClient } from './worker-client';
// The compression library runs in a Web Worker that loads the library by URL; served from this
// app, not the library's default CDN, so resizing works offline and sends nothing elsewhere.
import compressionLibraryUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

/** How large an uploaded picture may be once the browser has prepared it. */
export interface ImageSize {
  /** The longest side, in pixels, after resizing. */
  readonly maxSidePx: number;
  /** The size the compression aims for. */
  readonly maxBytes: number;
  /**
   * When the browser cannot resize (no canvas, or too slow), a picture up to this size is
   * uploaded as it is; a larger one is refused.
   */
  readonly keepUnresizedUpTo: number;
}

/** Profile pictures show as a small avatar and the site's icon. */
export const PROFILE_PICTURE_SIZE: ImageSize = { maxSidePx: PROFILE_PICTURE_MAX_SIDE_PX, maxBytes: 1024 * 1024, keepUnresizedUpTo: 1024 * 1024 };

/**
 * Website pictures (cover, gallery, products, team, logos): 1600 px stays sharp across a
 * laptop screen while a phone on a slow connection still gets them quickly. Where the browser
 * cannot resize, anything the upload rules accept is kept.
 */
export const WEBSITE_IMAGE_SIZE: ImageSize = { maxSidePx: 1600, maxBytes: 1024 * 1024, keepUnresizedUpTo: MAX_IMAGE_BYTES };

/** A picture the browser cannot decode or compress in this time is treated as not resizable. */
export const IMAGE_RESIZE_TIMEOUT_MS = 20_000;

export type ImageResizeOutcome = { readonly ok: true; readonly bytes: Blob } | { readonly ok: false; readonly failure: ImagePreparationFailure };

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

export type CompressImage = (file: File, options: { maxSizeMB: number; maxWidthOrHeight: number; useWebWorker: boolean; fileType: string; libURL: string }) => Promise<Blob>;

export interface ResizeDeps {
  readonly logger: ResizeLog;
  /** Decodes the picture and gives its size; rejects when it cannot be decoded. Null when the browser has no way to. */
  readonly decode?: ((bytes: Blob) => Promise<ImageDimensions>) | null;
  readonly compress?: CompressImage;
  readonly canDraw?: () => boolean;
  readonly timeoutMs?: number;
}

class TimedOut extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimedOut(`took longer than ${ms} ms`)), ms);
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

/** Whether this page can draw images, asked once: each ask makes a canvas and its context on the main thread. */
let drawing: boolean | undefined;

function canDrawImages(): boolean {
  if (drawing !== undefined) return drawing;
  try {
    drawing = typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    drawing = false;
  }
  return drawing;
}

/** The browser's own decoder, on the page; null where there is none. */
function pageDecoder(): ((bytes: Blob) => Promise<ImageDimensions>) | null {
  if (typeof globalThis.createImageBitmap !== 'function') return null;
  return async (bytes) => {
    const bitmap = await globalThis.createImageBitmap(bytes);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  };
}

let workerDecoder: WorkerClient<Blob, ImageDimensions, ImageSizeRequest, ImageSizeReply> | null = null;

/**
 * The browser's own decoder, off the main thread where it can: in a worker of its own
 * (image-size.worker.ts), so the decoded pixels never reach the page. Made on the first picture,
 * kept for the next; the page decodes where workers cannot start. Null where there is no decoder.
 */
function browserDecoder(): ((bytes: Blob) => Promise<ImageDimensions>) | null {
  const onPage = pageDecoder();
  if (onPage === null || typeof Worker === 'undefined') return onPage;
  workerDecoder ??= new WorkerClient({
    start: () => new Worker(new URL('./image-size.worker.ts', import.meta.url), { type: 'module' }),
    message: (bytes, id): ImageSizeRequest => ({ id, bytes }),
    // A worker may decode less than the page can (older browsers): the page has the last word.
    answer: (reply: ImageSizeReply, bytes) => ('undecodable' in reply ? onPage(bytes) : { width: reply.width, height: reply.height }),
    onPage,
  });
  const decoder = workerDecoder;
  return (bytes) => decoder.ask(bytes);
}

const compressInBrowser: CompressImage = async (file, options) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, options);
};

/**
 * Brings an accepted picture within `size` in the browser, so uploads stay small on slow
 * connections and the public site stays fast. A picture already within the limits is kept
 * untouched (no second lossy encoding). One the browser cannot decode is refused: it is not
 * the image its type says. Where the browser cannot draw, or takes too long, the picture is
 * kept as it is if it is no larger than `size.keepUnresizedUpTo`.
 */
export async function resizeImage(bytes: Blob, mimeType: ImageMimeType, size: ImageSize, deps: ResizeDeps): Promise<ImageResizeOutcome> {
  const { logger, timeoutMs = IMAGE_RESIZE_TIMEOUT_MS } = deps;
  const decode = deps.decode === undefined ? browserDecoder() : deps.decode;
  const unresized = (reason: unknown): ImageResizeOutcome => {
    if (bytes.size <= size.keepUnresizedUpTo) {
      logger.warn('Picture kept at its original size', reason);
      return { ok: true, bytes };
    }
    logger.warn('Picture could not be brought within the size limit', reason);
    return { ok: false, failure: 'too-large' };
  };

  if (decode !== null) {
    let dimensions: ImageDimensions;
    try {
      dimensions = await withTimeout(decode(bytes), timeoutMs);
    } catch (error) {
      if (error instanceof TimedOut) return unresized(error);
      logger.warn('Picture could not be decoded', error);
      return { ok: false, failure: 'undecodable' };
    }
    if (Math.max(dimensions.width, dimensions.height) <= size.maxSidePx && bytes.size <= size.maxBytes) return { ok: true, bytes };
  }

  if (!(deps.canDraw ?? canDrawImages)()) return unresized(new Error('this browser cannot draw images'));
  try {
    const file = bytes instanceof File ? bytes : new File([bytes], 'picture', { type: mimeType });
    const compress = deps.compress ?? compressInBrowser;
    const libURL = new URL(compressionLibraryUrl, globalThis.location?.href ?? 'http://localhost/').href;
    const resized = await withTimeout(compress(file, { maxSizeMB: size.maxBytes / (1024 * 1024), maxWidthOrHeight: size.maxSidePx, useWebWorker: true, fileType: mimeType, libURL }), timeoutMs);
    return { ok: true, bytes: resized };
  } catch (error) {
    return unresized(error);
  }
}

/** Raised when a profile picture cannot be prepared for upload. */
export class PictureResizeError extends Error {
  constructor(readonly failure: ImagePreparationFailure) {
    super(`picture could not be resized: ${failure}`);
    this.name = 'PictureResizeError';
  }
}

/** The profile picture's preparation: at most PROFILE_PICTURE_MAX_SIDE_PX a side and 1 MB. */
export function pictureResizer(logger: ResizeLog): (bytes: Blob, mimeType: ImageMimeType) => Promise<Blob> {
  return async (bytes, mimeType) => {
    const outcome = await resizeImage(bytes, mimeType, PROFILE_PICTURE_SIZE, { logger });
    if (outcome.ok) return outcome.bytes;
    throw new PictureResizeError(outcome.failure);
  };
}

/**
 * Website pictures' preparation: at most 1600 px, then WebP copies at the narrower widths a phone
 * or a grid needs (image-widths.ts), made in the compression library's worker so the page stays
 * responsive; the outcome says why a picture was refused. A copy the browser cannot make is left
 * out: the picture is then shown at its own size.
 */
export function websiteImageResizer(logger: ResizeLog, deps: Omit<ResizeDeps, 'logger'> = {}): (bytes: Blob, mimeType: ImageMimeType) => Promise<PreparedImage> {
  return async (bytes, mimeType) => {
    const outcome = await resizeImage(bytes, mimeType, WEBSITE_IMAGE_SIZE, { logger, ...deps });
    if (!outcome.ok) return outcome;
    const decode = deps.decode === undefined ? browserDecoder() : deps.decode;
    if (decode === null || !(deps.canDraw ?? canDrawImages)()) return outcome;
    const timeoutMs = deps.timeoutMs ?? IMAGE_RESIZE_TIMEOUT_MS;
    try {
      const { width, height } = await withTimeout(decode(outcome.bytes), timeoutMs);
      const compress = deps.compress ?? compressInBrowser;
      const libURL = new URL(compressionLibraryUrl, globalThis.location?.href ?? 'http://localhost/').href;
      const file = new File([outcome.bytes], 'picture', { type: mimeType });
      const copies: ImageCopy[] = [];
      // Loaded with the first website picture, not with the dashboard's first screen.
      const { copyWidthsFor } = await import('../../core/site/image-widths');
      for (const copyWidth of copyWidthsFor(width)) {
        // The library bounds the longest side; the copy is to be `copyWidth` wide.
        const longest = Math.round((Math.max(width, height) * copyWidth) / width);
        const copy = await withTimeout(compress(file, { maxSizeMB: WEBSITE_IMAGE_SIZE.maxBytes / (1024 * 1024), maxWidthOrHeight: longest, useWebWorker: true, fileType: 'image/webp', libURL }), timeoutMs);
        copies.push({ width: copyWidth, bytes: copy });
      }
      return { ok: true, bytes: outcome.bytes, width, copies };
    } catch (error) {
      logger.warn('Picture copies could not be made', error);
      return outcome;
    }
  };
}

/**
 * `prepare` run for one picture at a time, in the order asked: a phone has few cores, and pictures
 * resized side by side take them all from the page, while a batch's uploads need only the network
 * (one picture resized while the ones before it are sent keeps the uploads fed).
 */
export function oneAtATime<A extends readonly unknown[], R>(prepare: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const turn = last.then(() => prepare(...args));
    last = turn.catch(() => undefined);
    return turn;
  };
}
