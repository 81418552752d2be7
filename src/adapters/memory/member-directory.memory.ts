import type { MemberRecord } from '../../core/member/member-record';
import type { MemberDirectoryPort } from '../../ports/member-directory.port';
import type { MemoryDatabase } from './memory-database';
import { MEMBERS_COLLECTION, toMemberRecord } from './member-paths.memory';

export class MemoryMemberDirectory implements MemberDirectoryPort {
  constructor(private readonly db: MemoryDatabase) {}

  async *pages(pageSize: number): AsyncIterable<readonly MemberRecord[]> {
    if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a positive integer, got ${pageSize}`);
    this.db.checkReachable();
    let after = null as string | null;
    // Cursor paging like the Firestore adapter: each page starts after the last id seen, so
    // members added or removed meanwhile never shift a page.
    for (;;) {
      const cursor: string | null = after;
      const page = this.db
        .listDocuments([MEMBERS_COLLECTION])
        .filter((doc) => cursor === null || doc.id > cursor)
        .slice(0, pageSize);
      if (page.length === 0) return;
      yield page.map((doc) => toMemberRecord(doc.data) as MemberRecord);
      if (page.length < pageSize) return;
      after = page[page.length - 1]?.id ?? null;
      this.db.checkReachable();
    }
  }

  async count(): Promise<number> {
    this.db.checkReachable();
    return this.db.listDocuments([MEMBERS_COLLECTION]).length;
  }

  async findByEmail(email: string): Promise<MemberRecord | null> {
    this.db.checkReachable();
    const wanted = email.trim().toLowerCase();
    if (wanted === '') return null;
    const doc = this.db
      .listDocuments([MEMBERS_COLLECTION])
      .find((candidate) => typeof candidate.data['email'] === 'string' && candidate.data['email'].trim().toLowerCase() === wanted);
    return doc === undefined ? null : toMemberRecord(doc.data);
  }

  async findByUsername(username: string): Promise<MemberRecord | null> {
    this.db.checkReachable();
    // Usernames are stored lowercased (spec section 3).
    const wanted = username.trim().toLowerCase();
    if (wanted === '') return null;
    const doc = this.db.listDocuments([MEMBERS_COLLECTION]).find((candidate) => candidate.data['username'] === wanted);
    return doc === undefined ? null : toMemberRecord(doc.data);
  }

  async listAdmins(): Promise<readonly MemberRecord[]> {
    this.db.checkReachable();
    return this.db
      .listDocuments([MEMBERS_COLLECTION])
      .filter((doc) => doc.data['admin'] === true)
      .map((doc) => toMemberRecord(doc.data) as MemberRecord);
  }
}
