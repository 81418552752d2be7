/** Largest image a member may upload (profile picture, gallery). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A profile picture is resized to at most this many pixels a side before it is stored. */
export const PROFILE_PICTURE_MAX_SIDE_PX = 512;
/** How many leading bytes the caller should read for `firstBytes`. */
export const IMAGE_SNIFF_BYTES = 12;
export const IMAGE_NAME_MAX_LENGTH = 255;

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export type ImageUploadErrorCode =
  | 'invalid-file-name'
  | 'empty-file'
  | 'file-too-large'
  | 'unsupported-type'
  | 'content-mismatch'
  /** The member's storage is full (STORAGE_QUOTA of src/core/storage/storage-quota.ts). */
  | 'quota-exceeded';

export interface ImageUploadCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly firstBytes?: Uint8Array;
}

export type ImageUploadResult =
  | { readonly ok: true; readonly mimeType: ImageMimeType }
  | { readonly ok: false; readonly error: ImageUploadErrorCode };

const EXTENSION_TYPES: Readonly<Record<string, ImageMimeType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

// Path separators make '../' traversal impossible; NUL and other controls can truncate names
// in storage back ends.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001F\u007F/\\]|^\.+$/;

function isImageMimeType(type: string): type is ImageMimeType {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The image type the content really is, from its magic bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Decides whether a file may be uploaded as an image. The declared type, the extension and
 * (when given) the magic bytes must all agree, so an HTML page renamed '.png' or an SVG
 * carrying script is refused before it is stored.
 */
export function validateImageUpload(file: ImageUploadCandidate): ImageUploadResult {
  const { name, size, firstBytes } = file;
  if (name.length === 0 || name.length > IMAGE_NAME_MAX_LENGTH || UNSAFE_NAME.test(name)) {
    return { ok: false, error: 'invalid-file-name' };
  }
  if (!Number.isFinite(size) || size <= 0) return { ok: false, error: 'empty-file' };
  if (size > MAX_IMAGE_BYTES) return { ok: false, error: 'file-too-large' };

  const type = file.type.trim().toLowerCase();
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  const extensionType = Object.hasOwn(EXTENSION_TYPES, extension) ? EXTENSION_TYPES[extension] : undefined;
  if (!isImageMimeType(type) || extensionType === undefined) return { ok: false, error: 'unsupported-type' };
  if (extensionType !== type) return { ok: false, error: 'content-mismatch' };

  if (firstBytes !== undefined && sniffImageType(firstBytes) !== type) {
    return { ok: false, error: 'content-mismatch' };
  }
  return { ok: true, mimeType: type };
}

/**
 * What preparing an accepted image for upload (resizing it in the browser) can find: the
 * image cannot be decoded, or it cannot be brought within the size limit.
 */
export type ImagePreparationFailure = 'undecodable' | 'too-large';

/**
 * The upload error a failed preparation is reported as. An image its own type's decoder
 * cannot read is not the image it claims to be, whatever its first bytes say.
 */
export function imagePreparationError(failure: ImagePreparationFailure): ImageUploadErrorCode {
  return failure === 'undecodable' ? 'content-mismatch' : 'file-too-large';
}
