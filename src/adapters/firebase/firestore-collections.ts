/*
 * Names of the collections and the check of a path segment, apart from firestore-paths.ts (which
 * builds the browser SDK's references): the first screen's REST reads and the server's Admin SDK
 * adapters use them without loading, or bundling, the browser SDK.
 */
export const MEMBERS_COLLECTION = 'vMember';

/** publicSites/{username}: the public projection of a member's site. */
export const PUBLIC_SITES_COLLECTION = 'publicSites';

export type MemberSubcollection = 'messages' | 'fcmTokens' | 'analytics' | 'subscriptions' | 'formLimits' | 'forms' | 'results' | 'resultThrottle' | 'addressCaps' | 'bookings' | 'bookingDays' | 'bookingSettings' | 'bookingFeed';

/** Firestore's own limit on a document id, in UTF-8 bytes. */
const DOCUMENT_ID_MAX_BYTES = 1500;

/**
 * Whether a value can be one path segment. Ids reach paths from callers and from push services;
 * 'a/b' would silently address a document somewhere else, so such ids are refused outright.
 */
export function isSafeDocumentId(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (new TextEncoder().encode(value).length > DOCUMENT_ID_MAX_BYTES) return false;
  if (value === '.' || value === '..' || /^__.*__$/.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  return !/[/\u0000-\u001F\u007F]/.test(value);
}
