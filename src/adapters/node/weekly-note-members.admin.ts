import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import type { WeeklyNoteMembersPage, WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import { adminGuarded } from './admin-errors';
import { adminMembers } from './admin-paths';

/** The published members a page at a time, in id order, with only the two fields the note needs read. */
export class AdminWeeklyNoteMembers implements WeeklyNoteMembersPort {
  constructor(private readonly db: Firestore) {}

  published(after: string | null, limit: number): Promise<WeeklyNoteMembersPage> {
    return adminGuarded(async () => {
      const ordered = adminMembers(this.db).where('published', '==', true).orderBy(FieldPath.documentId()).select('siteLanguage', 'weeklyNote');
      const snapshot = await (after === null ? ordered : ordered.startAfter(after)).limit(limit).get();
      const members = snapshot.docs.map((doc) => ({ memberId: doc.id, siteLanguage: doc.get('siteLanguage') === 'ES' ? ('ES' as const) : ('EN' as const), weeklyNote: doc.get('weeklyNote') !== false }));
      return { members, next: members.length === limit ? (members.at(-1)?.memberId ?? null) : null };
    });
  }
}
