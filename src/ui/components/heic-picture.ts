import type { PictureCandidate } from '../../use-cases/upload-profile-picture.use-case';

const HEIC_TYPES: ReadonlySet<string> = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** An iPhone picture: by its type, or by its name where the browser gives no type (Chrome on Windows). */
export function isHeicPicture(file: { readonly name: string; readonly type: string }): boolean {
  return HEIC_TYPES.has(file.type.toLowerCase()) || (file.type === '' && /\.(heic|heif)$/i.test(file.name));
}

/** JPEG quality of a converted picture: it is resized again before upload, so little is lost twice. */
const HEIC_JPEG_QUALITY = 0.9;

/**
 * An iPhone's HEIC picture as a JPEG the upload checks accept; any other file as it is; null when
 * it cannot be read. The converter (libheif in WebAssembly, about 3 MB) is loaded only when such
 * a file is picked, and converts in a worker of its own.
 */
export async function convertHeicPicture(file: PictureCandidate): Promise<PictureCandidate | null> {
  if (!isHeicPicture(file)) return file;
  try {
    // The build without `new Function`, which the app's Content-Security-Policy refuses.
    const { heicTo } = await import('heic-to/csp');
    const jpeg = await heicTo({ blob: file.bytes, type: 'image/jpeg', quality: HEIC_JPEG_QUALITY });
    return { name: file.name.replace(/\.(heic|heif)$/i, '') + '.jpg', type: 'image/jpeg', bytes: jpeg };
  } catch {
    return null;
  }
}
