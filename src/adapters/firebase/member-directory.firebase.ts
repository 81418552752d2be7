import type { Firestore, QueryConstraint } from 'firebase/firestore';
import { collection, documentId, getCountFromServer, getDocs, limit, orderBy, query, startAfter, where } from 'firebase/firestore';
import type { MemberRecord } from '../../core/member/member-record';
import type { MemberDirectoryPort } from '../../ports/member-directory.port';
import { guarded } from './firebase-errors';
import { memberFromDocument } from './firestore-mappers';
import { MEMBERS_COLLECTION } from './firestore-paths';

/**
 * Reads across all members. Security rules allow the whole collection only to a user with the
 * admin claim, so this adapter serves the admin page; the CLI has its own on the admin SDK.
 */
export class FirestoreMemberDirectory implements MemberDirectoryPort {
  constructor(private readonly db: Firestore) {}

  async *pages(pageSize: number): AsyncIterable<readonly MemberRecord[]> {
    if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a positive integer, got ${pageSize}`);
    const members = collection(this.db, MEMBERS_COLLECTION);
    let after: string | null = null;
    // Cursor paging on the id: members added or removed meanwhile never shift a page, and
    // memory stays flat whatever the number of members.
    for (;;) {
      const constraints: QueryConstraint[] = [orderBy(documentId())];
      if (after !== null) constraints.push(startAfter(after));
      constraints.push(limit(pageSize));
      const snapshot = await guarded(() => getDocs(query(members, ...constraints)));
      if (snapshot.empty) return;
      yield snapshot.docs.map((member) => memberFromDocument(member.id, member.data()));
      if (snapshot.size < pageSize) return;
      after = snapshot.docs[snapshot.docs.length - 1]?.id ?? null;
    }
  }

  async count(): Promise<number> {
    // An aggregation query: the server counts, no member document is downloaded.
    const snapshot = await guarded(() => getCountFromServer(collection(this.db, MEMBERS_COLLECTION)));
    return snapshot.data().count;
  }

  async findByEmail(email: string): Promise<MemberRecord | null> {
    const typed = email.trim();
    if (typed === '') return null;
    // Firestore has no case-insensitive match: records keep the address as typed at sign-up,
    // so try it as given and then in the lowercase form the auth provider uses.
    const candidates = [...new Set([typed, typed.toLowerCase()])];
    for (const candidate of candidates) {
      const found = await this.findOneWhere('email', candidate);
      if (found !== null) return found;
    }
    return null;
  }

  findByUsername(username: string): Promise<MemberRecord | null> {
    // Usernames are stored lowercased (spec section 3).
    const wanted = username.trim().toLowerCase();
    return wanted === '' ? Promise.resolve(null) : this.findOneWhere('username', wanted);
  }

  listAdmins(): Promise<readonly MemberRecord[]> {
    return guarded(async () => {
      const snapshot = await getDocs(query(collection(this.db, MEMBERS_COLLECTION), where('admin', '==', true)));
      return snapshot.docs.map((member) => memberFromDocument(member.id, member.data()));
    });
  }

  private findOneWhere(field: 'email' | 'username', value: string): Promise<MemberRecord | null> {
    return guarded(async () => {
      const snapshot = await getDocs(query(collection(this.db, MEMBERS_COLLECTION), where(field, '==', value), limit(1)));
      const member = snapshot.docs[0];
      return member === undefined ? null : memberFromDocument(member.id, member.data());
    });
  }
}
