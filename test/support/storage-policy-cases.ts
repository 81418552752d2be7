import type { StorageRequest } from '../../scripts/lib/storage-policy.mjs';
import { STORAGE_QUOTA } from '../../src/core/storage/storage-quota';
import { MAX_IMAGE_BYTES } from '../../src/core/validation/image-upload';

/*
 * What storage.rules means, as one table: test/unit/storage-policy-parity.test.ts runs it
 * against the local emulator's policy (scripts/lib/storage-policy.mjs), and
 * test/rules/storage-rules-parity.test.ts against storage.rules' own conditions on a real rules
 * engine, so the two cannot drift apart silently. The limits' cases are written from the core's
 * constants (MAX_IMAGE_BYTES, STORAGE_QUOTA), so storage.rules is held to them too.
 */

export const OWNER = { uid: 'aliceUid0000000000000000001' };
export const OTHER = { uid: 'bobUid00000000000000000000002' };
const MB = 1024 * 1024;
export const picture = (size: number, contentType = 'image/png', contentDisposition: string | null = 'attachment') => ({ size, contentType, ...(contentDisposition === null ? {} : { contentDisposition }) });
export const objectPath = (uid: string, folder: string, file: string) => `vMember/${uid}/${folder}/${file}`;

export type StorageCase = readonly [label: string, request: StorageRequest, allowed: boolean];

export const STORAGE_CASES: readonly StorageCase[] = [
  ['owner uploads a 200 kB PNG profile picture', { method: 'create', objectPath: objectPath(OWNER.uid, 'profilePicture', '1700000000000'), after: picture(200_000), auth: OWNER }, true],
  ['owner uploads a website image with an extension', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1700000000000.webp'), after: picture(1000, 'image/webp'), auth: OWNER }, true],
  ['owner uploads exactly MAX_IMAGE_BYTES', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(MAX_IMAGE_BYTES), auth: OWNER }, true],
  ['MAX_IMAGE_BYTES and one byte', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(MAX_IMAGE_BYTES + 1), auth: OWNER }, false],
  ['a 0-byte file', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(0), auth: OWNER }, false],
  ['a 50 MB file', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(50 * MB), auth: OWNER }, false],
  ['another member’s folder', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(10), auth: OTHER }, false],
  ['a visitor uploading', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(10), auth: null }, false],
  ['an SVG', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(10, 'image/svg+xml'), auth: OWNER }, false],
  ['an HTML file declared as such', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(10, 'text/html'), auth: OWNER }, false],
  ['an upload to be shown inline, as a page could be', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(10, 'image/png', 'inline'), auth: OWNER }, false],
  ['an upload without a disposition', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '1'), after: picture(10, 'image/png', null), auth: OWNER }, false],
  ['a file name that is not a timestamp', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', 'page.html'), after: picture(10), auth: OWNER }, false],
  ['a path outside the two folders', { method: 'create', objectPath: `vMember/${OWNER.uid}/other/1`, after: picture(10), auth: OWNER }, false],
  ['a new file with one file short of the quota kept', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '2'), after: picture(10), auth: OWNER, usage: { files: STORAGE_QUOTA.files - 1, bytes: 0 } }, true],
  ['a new file with the quota’s files kept', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '2'), after: picture(10), auth: OWNER, usage: { files: STORAGE_QUOTA.files, bytes: 0 } }, false],
  ['a new file filling the quota’s bytes exactly', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '2'), after: picture(MB), auth: OWNER, usage: { files: 1, bytes: STORAGE_QUOTA.bytes - MB } }, true],
  ['a new file past the quota’s bytes', { method: 'create', objectPath: objectPath(OWNER.uid, 'site', '2'), after: picture(MB + 1), auth: OWNER, usage: { files: 1, bytes: STORAGE_QUOTA.bytes - MB } }, false],
  ['an overwrite at the quota (no new file)', { method: 'update', objectPath: objectPath(OWNER.uid, 'site', '3'), before: picture(10), after: picture(10), auth: OWNER, usage: { files: STORAGE_QUOTA.files, bytes: 0 } }, true],
  // The studio keeps a picture its undo could bring back by updating its metadata (FileStoragePort.keepSiteImages).
  ['the owner marks a picture’s copy as kept (its metadata, nothing else, changes)', { method: 'update', objectPath: objectPath(OWNER.uid, 'site', '3-480.webp'), before: picture(10, 'image/webp'), after: picture(10, 'image/webp'), auth: OWNER }, true],
  ['another member marks a picture as kept', { method: 'update', objectPath: objectPath(OWNER.uid, 'site', '3'), before: picture(10), after: picture(10), auth: OTHER }, false],
  ['anyone reads a picture', { method: 'get', objectPath: objectPath(OWNER.uid, 'profilePicture', '1'), auth: null }, true],
  ['nobody lists a folder', { method: 'list', objectPath: objectPath(OWNER.uid, 'profilePicture', '1'), auth: OWNER }, false],
  ['the owner deletes', { method: 'delete', objectPath: objectPath(OWNER.uid, 'site', '1'), auth: OWNER }, true],
  ['another member deletes', { method: 'delete', objectPath: objectPath(OWNER.uid, 'site', '1'), auth: OTHER }, false],
];
