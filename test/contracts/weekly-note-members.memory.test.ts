import { WEEKLY_NOTE_MEMBERS } from '../../src/ports/weekly-note-members.port';
import { createMemoryContainer } from '../support/memory-container';
import { memberRecordFixture } from '../support/test-ids';
import { describeWeeklyNoteMembersContract } from './weekly-note-members.contract';

describeWeeklyNoteMembersContract('memory', async () => {
  const memory = createMemoryContainer();
  return {
    port: memory.get(WEEKLY_NOTE_MEMBERS),
    fixtures: {
      seedMember: async (memberId, fields) => memory.db.setDocument(['vMember', memberId], { ...memberRecordFixture(memberId), ...fields }),
    },
  };
});
