// The access check the local Storage emulator applies instead of evaluating storage.rules.
//
// firebase-tools evaluates Storage rules in a Java "rules runtime" that it downloads on first
// use; machines without network or without Java 21 cannot run it. This module states the intent
// of storage.rules in plain code so the local stack still refuses what production refuses for
// the product's one Storage path. It is not a rules engine: a change to storage.rules must be
// mirrored here by hand (docs/local-stack.md lists what is and is not covered).

/** vMember/{uid}/profilePicture/{file} and vMember/{uid}/site/{file}: the only places the product writes files. */
export const MEMBER_FILE = /^vMember\/([^/]+)\/(?:profilePicture|site)\/([^/]+)$/;
/** Same limits as src/core/validation/image-upload.ts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** STORAGE_QUOTA of src/core/storage/storage-quota.ts (storage.rules repeats it too). */
export const QUOTA = { files: 1000, bytes: 500 * 1024 * 1024 };
/** storage.rules: every upload is served as an attachment, never shown as a page. */
export const UPLOAD_DISPOSITION = 'attachment';
/** storage.rules: the upload's timestamp, optionally with an image extension. */
const UPLOAD_FILE_NAME = /^[0-9]{1,16}(-[0-9]{3,4})?(\.(png|jpe?g|webp))?$/;

/**
 * The caller's claims from an `Authorization: Firebase <ID token>` header, or null. The Auth
 * emulator signs nothing (its tokens use alg "none"), so the one check that still means
 * something locally is that the token was issued for this project. Like firebase-tools' rules
 * runtime, expiry is not checked: test tools send mock tokens that expired in 1970.
 */
export function claimsFromAuthorization(authorization, projectId) {
  if (typeof authorization !== 'string') return null;
  const [scheme, token] = authorization.split(' ');
  if (!token || !['Firebase', 'Bearer'].includes(scheme)) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  let claims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (claims.aud !== projectId || claims.iss !== `https://securetoken.google.com/${projectId}`) return null;
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || uid.length === 0) return null;
  return { ...claims, uid };
}

function isAcceptableImage(resource) {
  if (!resource) return false;
  const size = Number(resource.size);
  return Number.isFinite(size) && size > 0 && size <= MAX_UPLOAD_BYTES && UPLOAD_CONTENT_TYPES.includes(resource.contentType) && resource.contentDisposition === UPLOAD_DISPOSITION;
}

/** What the member keeps, as storageUsage/{uid} says (none stored: nothing kept). */
function fitsQuota(usage, resource) {
  const files = Number(usage?.files ?? 0);
  const bytes = Number(usage?.bytes ?? 0);
  return files < QUOTA.files && bytes + Number(resource?.size ?? 0) <= QUOTA.bytes;
}

/**
 * Whether a client request may proceed. `method` is get, list, create, update or delete;
 * `objectPath` the object name inside the bucket; `after` the resource as it would be stored;
 * `usage` the owner's storageUsage document (or null). Anything the product does not do is
 * refused, listing included.
 */
export function isAllowed({ method, objectPath, before, after, auth, usage = null }) {
  const match = MEMBER_FILE.exec(objectPath ?? '');
  if (!match) return false;
  const [, ownerUid, fileName] = match;
  const isOwner = auth !== null && auth !== undefined && auth.uid === ownerUid;
  switch (method) {
    case 'get':
      // Profile pictures are shown on the member's public website.
      return true;
    case 'create':
      return isOwner && UPLOAD_FILE_NAME.test(fileName) && isAcceptableImage(after) && fitsQuota(usage, after);
    case 'update':
      return isOwner && UPLOAD_FILE_NAME.test(fileName) && isAcceptableImage(after) && before !== undefined;
    case 'delete':
      return isOwner;
    default:
      return false;
  }
}
