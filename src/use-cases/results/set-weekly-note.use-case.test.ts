import { describe, expect, it } from 'vitest';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { WEEKLY_NOTE_MEMBERS, type WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { SetWeeklyNoteUseCase } from './set-weekly-note.use-case';

const UID = 'memberUidWeeklyNote000000001';

describe('SetWeeklyNoteUseCase', () => {
  it('turns the note off and on again, on the record the Monday run reads', async () => {
    const memory = useCaseContainer();
    memory.container.bind(SetWeeklyNoteUseCase).toSelf();
    const set = memory.container.get(SetWeeklyNoteUseCase);
    const records = memory.get<MemberRecordsPort>(MEMBER_RECORDS);
    const members = memory.get<WeeklyNoteMembersPort>(WEEKLY_NOTE_MEMBERS);
    await seedMember(memory.container, UID, { published: true });
    expect((await members.published(null, 10)).members.map((m) => m.weeklyNote)).toEqual([true]);
    expect(await set.execute(UID, false)).toEqual({ outcome: 'saved' });
    expect((await records.get(UID))?.weeklyNote).toBe(false);
    expect((await members.published(null, 10)).members.map((m) => m.weeklyNote)).toEqual([false]);
    await set.execute(UID, true);
    expect((await members.published(null, 10)).members.map((m) => m.weeklyNote)).toEqual([true]);
  });

  it('says so when the record cannot be written', async () => {
    const memory = useCaseContainer();
    memory.container.bind(SetWeeklyNoteUseCase).toSelf();
    await seedMember(memory.container, UID);
    memory.db.failNextWrites(1);
    expect(await memory.container.get(SetWeeklyNoteUseCase).execute(UID, false)).toEqual({ outcome: 'failed', code: 'unavailable' });
  });
});
