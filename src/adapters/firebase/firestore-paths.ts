import type { CollectionReference, DocumentReference, Firestore } from 'firebase/firestore';
import { collection, doc } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import type { MemberSubcollection } from './firestore-collections';
import { MEMBERS_COLLECTION, PUBLIC_SITES_COLLECTION, isSafeDocumentId } from './firestore-collections';

export { MEMBERS_COLLECTION, PUBLIC_SITES_COLLECTION, isSafeDocumentId };
export type { MemberSubcollection };

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
