import { afterAll } from 'vitest';
import { AdminWeeklyNoteMembers } from '../../src/adapters/node/weekly-note-members.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { memberRecordFixture } from '../support/test-ids';
import { describeWeeklyNoteMembersContract } from './weekly-note-members.contract';

const backend = connectAdminContractBackend('weekly-note-members');
afterAll(async () => {
  await backend.dispose();
});

describeWeeklyNoteMembersContract('firebase-admin', async () => ({
  port: new AdminWeeklyNoteMembers(backend.firestore),
  fixtures: {
    seedMember: async (memberId, fields) => {
      await backend.firestore.doc(`vMember/${memberId}`).set({ ...memberRecordFixture(memberId), ...fields });
    },
  },
}));
