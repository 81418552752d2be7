import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import type { MemberRecord } from '../../core/member/member-record';
import type { MemberDirectoryPort } from '../../ports/member-directory.port';
import { memberFromDocument } from '../firebase/firestore-mappers';
import { adminGuarded } from './admin-errors';
import { adminMembers } from './admin-paths';

/**
 * Every member through the admin SDK (admin CLI). Cursor paging on the document id keeps memory
 * flat for any number of members, and the next page is requested while the caller works on the
 * current one, so a long listing waits on the network about once rather than once per page.
 */
export class AdminMemberDirectory implements MemberDirectoryPort {
  constructor(private readonly db: Firestore) {}

  async *pages(pageSize: number): AsyncIterable<readonly MemberRecord[]> {
    if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a positive integer, got ${pageSize}`);
    let pending: Promise<QuerySnapshot> | null = this.page(null, pageSize);
    while (pending !== null) {
      const snapshot: QuerySnapshot = await pending;
      if (snapshot.empty) return;
      const last = snapshot.docs[snapshot.docs.length - 1];
      pending = snapshot.size < pageSize || last === undefined ? null : this.page(last.id, pageSize);
      // A prefetched page that is never awaited (the caller stopped early) must not surface as
      // an unhandled rejection.
      pending?.catch(() => undefined);
      yield snapshot.docs.map((member) => memberFromDocument(member.id, member.data()));
    }
  }

  async count(): Promise<number> {
    // An aggregation query: the server counts, no member document is downloaded.
    return adminGuarded(async () => (await adminMembers(this.db).count().get()).data().count);
  }

  async findByEmail(email: string): Promise<MemberRecord | null> {
    const typed = email.trim();
    if (typed === '') return null;
    // Records keep the address as typed at sign-up; the auth provider keeps it lowercased.
    for (const candidate of new Set([typed, typed.toLowerCase()])) {
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
    return adminGuarded(async () => {
      const snapshot = await adminMembers(this.db).where('admin', '==', true).get();
      return snapshot.docs.map((member) => memberFromDocument(member.id, member.data()));
    });
  }

  private page(after: string | null, pageSize: number): Promise<QuerySnapshot> {
    let query = adminMembers(this.db).orderBy(FieldPath.documentId());
    if (after !== null) query = query.startAfter(after);
    return adminGuarded(() => query.limit(pageSize).get());
  }

  private findOneWhere(field: 'email' | 'username', value: string): Promise<MemberRecord | null> {
    return adminGuarded(async () => {
      const snapshot = await adminMembers(this.db).where(field, '==', value).limit(1).get();
      const member = snapshot.docs[0];
      return member === undefined ? null : memberFromDocument(member.id, member.data());
    });
  }
}
