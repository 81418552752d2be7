import type { MemberRecord } from '../../core/member/member-record';
import type { MemberSubcollection } from '../firebase/firestore-collections';
import type { DocumentData, PathSegments } from './memory-database';

/** Collection of member records (spec section 3). */
export const MEMBERS_COLLECTION = 'vMember';

export function memberPath(memberId: string): PathSegments {
  return [MEMBERS_COLLECTION, memberId];
}

export function memberSubcollection(memberId: string, name: MemberSubcollection): PathSegments {
  return [MEMBERS_COLLECTION, memberId, name];
}

/** The store keeps records exactly as written, so reading one back is a copy, not a conversion. */
export function toMemberRecord(data: DocumentData | null): MemberRecord | null {
  return data === null ? null : (data as unknown as MemberRecord);
}

/** Drops keys whose value is undefined: Firestore rejects them, and they must not erase fields. */
export function definedFields(patch: object): DocumentData {
  const fields: DocumentData = {};
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) fields[key] = value;
  return fields;
}
