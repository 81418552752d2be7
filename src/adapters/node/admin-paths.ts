import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import type { MemberSubcollection } from '../firebase/firestore-collections';
import { MEMBERS_COLLECTION, PUBLIC_SITES_COLLECTION, isSafeDocumentId } from '../firebase/firestore-collections';

/*
 * The same paths as the web adapters, built on the admin SDK. Ids are checked before they reach
 * a path: 'a/b' would silently address a document somewhere else, and the admin SDK bypasses
 * the security rules that would otherwise catch it.
 */

function refuse(what: string): never {
  throw new AppError('invalid-input', { detail: `unusable ${what} id` });
}

export function adminMembers(db: Firestore): CollectionReference {
  return db.collection(MEMBERS_COLLECTION);
}

export function adminMemberDoc(db: Firestore, memberId: string): DocumentReference {
  if (!isValidMemberId(memberId)) refuse('member');
  return adminMembers(db).doc(memberId);
}

export function adminMemberSubcollection(db: Firestore, memberId: string, name: MemberSubcollection): CollectionReference {
  return adminMemberDoc(db, memberId).collection(name);
}

export function adminMemberSubdocument(db: Firestore, memberId: string, name: MemberSubcollection, documentId: string): DocumentReference {
  if (!isSafeDocumentId(documentId)) refuse(name);
  return adminMemberSubcollection(db, memberId, name).doc(documentId);
}

export function adminPublicSiteDoc(db: Firestore, username: string): DocumentReference {
  if (!isSafeDocumentId(username)) refuse('username');
  return db.collection(PUBLIC_SITES_COLLECTION).doc(username);
}
