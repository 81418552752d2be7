import type { CollectionReference, DocumentReference, Firestore } from 'firebase/firestore';
import { collection, doc } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import { MEMBERS_COLLECTION, PUBLIC_SITES_COLLECTION } from './firestore-collections';

export { MEMBERS_COLLECTION, PUBLIC_SITES_COLLECTION };

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

function refuse(what: string): never {
  throw new AppError('invalid-input', { detail: `unusable ${what} id` });
}

export function memberDoc(db: Firestore, memberId: string): DocumentReference {
  if (!isValidMemberId(memberId)) refuse('member');
  return doc(db, MEMBERS_COLLECTION, memberId);
}

export function memberSubcollection(db: Firestore, memberId: string, name: MemberSubcollection): CollectionReference {
  return collection(memberDoc(db, memberId), name);
}

export function memberSubdocument(db: Firestore, memberId: string, name: MemberSubcollection, documentId: string): DocumentReference {
  if (!isSafeDocumentId(documentId)) refuse(name);
  return doc(memberSubcollection(db, memberId, name), documentId);
}

/** publicSites/{username}: the public projection of a member's site. */
export function publicSiteDoc(db: Firestore, username: string): DocumentReference {
  if (!isSafeDocumentId(username)) refuse('username');
  return doc(db, PUBLIC_SITES_COLLECTION, username);
}
