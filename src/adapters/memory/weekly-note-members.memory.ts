import type { WeeklyNoteMembersPage, WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import type { MemoryDatabase } from './memory-database';
import { MEMBERS_COLLECTION } from './member-paths.memory';

export class MemoryWeeklyNoteMembers implements WeeklyNoteMembersPort {
  constructor(private readonly db: MemoryDatabase) {}

  async published(after: string | null, limit: number): Promise<WeeklyNoteMembersPage> {
    this.db.checkReachable();
    const members = this.db
      .listDocuments([MEMBERS_COLLECTION])
      .filter((doc) => doc.data.published === true && (after === null || doc.id > after))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit)
      .map((doc) => ({ memberId: doc.id, siteLanguage: doc.data.siteLanguage === 'ES' ? ('ES' as const) : ('EN' as const), weeklyNote: doc.data.weeklyNote !== false }));
    return { members, next: members.length === limit ? (members.at(-1)?.memberId ?? null) : null };
  }
}
