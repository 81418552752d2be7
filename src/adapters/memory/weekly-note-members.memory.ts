import type { WeeklyNoteMember, WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import type { MemoryDatabase } from './memory-database';
import { MEMBERS_COLLECTION } from './member-paths.memory';

export class MemoryWeeklyNoteMembers implements WeeklyNoteMembersPort {
  constructor(private readonly db: MemoryDatabase) {}

  async published(): Promise<readonly WeeklyNoteMember[]> {
    this.db.checkReachable();
    return this.db
      .listDocuments([MEMBERS_COLLECTION])
      .filter((doc) => doc.data.published === true)
      .map((doc) => ({ memberId: doc.id, siteLanguage: doc.data.siteLanguage === 'ES' ? 'ES' : 'EN', weeklyNote: doc.data.weeklyNote !== false }));
  }
}
