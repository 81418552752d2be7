import type { Firestore } from 'firebase-admin/firestore';
import type { WeeklyNoteMember, WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import { adminGuarded } from './admin-errors';
import { adminMembers } from './admin-paths';

/** The published members, with only the two fields the note needs read. */
export class AdminWeeklyNoteMembers implements WeeklyNoteMembersPort {
  constructor(private readonly db: Firestore) {}

  published(): Promise<readonly WeeklyNoteMember[]> {
    return adminGuarded(async () => {
      const snapshot = await adminMembers(this.db).where('published', '==', true).select('siteLanguage', 'weeklyNote').get();
      return snapshot.docs.map((doc) => ({ memberId: doc.id, siteLanguage: doc.get('siteLanguage') === 'ES' ? 'ES' : 'EN', weeklyNote: doc.get('weeklyNote') !== false }));
    });
  }
}
