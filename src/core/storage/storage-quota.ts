import { IMAGE_MIME_TYPES, sniffImageType, type ImageMimeType } from '../validation/image-upload';

/**
 * How much a member may keep in Storage. Every list of the studio filled (gallery 60, products
 * and services 100 each, events and team 50 each, 30 logos, 20 articles) and half the albums'
 * 1 200 pictures come to about 1 000 images; pictures are resized to at most 1 600 px before
 * upload, about 300 kB each. Replaced and removed pictures are pruned (see PRUNE_*), so the limit
 * is about what the site shows, not its history.
 */
export const STORAGE_QUOTA = { files: 1000, bytes: 500 * 1024 * 1024 } as const;

/** A phone's pick of a whole shoot stays one batch (picture-batch.machine.ts); more would keep the member waiting minutes. */
export const MAX_PICTURES_PER_PICK = 30;

/** Pruning starts once a member's usage passes this share of either limit. */
export const PRUNE_THRESHOLD = 0.8;
/** A picture not referenced anywhere is kept this long: it may belong to an edit not saved yet. */
export const PRUNE_AGE_MS = 24 * 60 * 60 * 1000;

export interface StorageUsage {
  readonly files: number;
  readonly bytes: number;
}

export const NO_USAGE: StorageUsage = { files: 0, bytes: 0 };

/** Whether one more file of `bytes` fits (what storage.rules checks on every new upload). */
export function fitsQuota(usage: StorageUsage, bytes: number): boolean {
  return usage.files < STORAGE_QUOTA.files && usage.bytes + bytes <= STORAGE_QUOTA.bytes;
}

export function shouldPrune(usage: StorageUsage): boolean {
  return usage.files >= STORAGE_QUOTA.files * PRUNE_THRESHOLD || usage.bytes >= STORAGE_QUOTA.bytes * PRUNE_THRESHOLD;
}

const MEMBER_FILE = /^vMember\/([A-Za-z0-9_-]{1,128})\/(profilePicture|site)\/([0-9]{1,16}(?:-[0-9]{3,4})?(?:\.(?:png|jpe?g|webp))?)$/;

export interface MemberFile {
  readonly memberId: string;
  readonly folder: 'profilePicture' | 'site';
  readonly fileName: string;
}

/** The member and folder of a stored object's name, or null for any other object. */
export function memberFileOf(objectName: string): MemberFile | null {
  const match = MEMBER_FILE.exec(objectName);
  if (match === null) return null;
  return { memberId: match[1] ?? '', folder: match[2] === 'site' ? 'site' : 'profilePicture', fileName: match[3] ?? '' };
}

/** A Firestore document id for an object name ('/' is not allowed in ids). */
export function fileKeyOf(objectName: string): string {
  return objectName.replace(/\//g, '~');
}

/**
 * What the server does with a finished upload: keep it when its first bytes are the image its
 * declared type says, else remove it (a modified client can declare an HTML file image/png).
 */
export type UploadVerdict = { readonly kind: 'keep'; readonly type: ImageMimeType } | { readonly kind: 'remove'; readonly found: ImageMimeType | null };

export function uploadVerdict(declaredType: string | undefined, head: Uint8Array): UploadVerdict {
  const found = sniffImageType(head);
  const declared = (IMAGE_MIME_TYPES as readonly string[]).includes(declaredType ?? '') ? (declaredType as ImageMimeType) : null;
  return found !== null && found === declared ? { kind: 'keep', type: found } : { kind: 'remove', found };
}

/**
 * Whether a picture is used: its object name appears, as written in a download URL
 * (`vMember%2F<id>%2Fsite%2F<file>`) or as is, in something the member saved.
 */
export function isReferenced(objectName: string, savedText: string): boolean {
  // A picture's copy at a smaller width (image-widths.ts) is in use while the picture is.
  const copy = COPY_NAME.exec(objectName);
  const name = copy === null ? objectName : (copy[1] ?? objectName);
  return savedText.includes(encodeURIComponent(name)) || savedText.includes(name);
}

const COPY_NAME = /^(.+)-[0-9]{3,4}\.webp$/;

const REMOVED_TEXT = {
  EN: {
    title: 'A picture was removed',
    body: 'A file uploaded to your website was not the PNG, JPEG or WebP picture it claimed to be, so it was removed. Upload the picture again from the studio.',
  },
  ES: {
    title: 'Se quitó una imagen',
    body: 'Un archivo subido a tu sitio web no era la imagen PNG, JPEG o WebP que decía ser, así que se quitó. Vuelve a subir la imagen desde el estudio.',
  },
} as const;

/** What a member is told when the server removes an upload that was not a real picture. */
export function removedUploadNotice(language: 'EN' | 'ES', studioLink: string): { readonly title: string; readonly body: string; readonly link: string } {
  return { ...REMOVED_TEXT[language === 'ES' ? 'ES' : 'EN'], link: studioLink };
}

/** The totals once a file of `bytes` is counted; `previous` is its counted size when it was there already (an overwrite). */
export function usageAfterCounting(before: StorageUsage, previous: number | null, bytes: number): StorageUsage {
  return { files: before.files + (previous === null ? 1 : 0), bytes: before.bytes + bytes - (previous ?? 0) };
}

/** The totals once a counted file of `bytes` is forgotten (never below zero). */
export function usageAfterUncounting(before: StorageUsage, bytes: number): StorageUsage {
  return { files: Math.max(0, before.files - 1), bytes: Math.max(0, before.bytes - bytes) };
}
