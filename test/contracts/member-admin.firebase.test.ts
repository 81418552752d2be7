import { afterAll } from 'vitest';
import { FirestoreMemberAdmin } from '../../src/adapters/firebase/member-admin.firebase';
import { FirestoreMemberRecords } from '../../src/adapters/firebase/member-records.firebase';
import { sharedContractBackend } from '../support/firebase-contract-env';
import { describeMemberAdminContract } from './member-admin.contract';

const backend = sharedContractBackend('member-admin');
afterAll(() => backend.dispose());

// No readClaims/createAccount fixtures: the web SDK cannot set custom claims, so the claim half
// of setRole belongs to the admin SDK adapter and its own contract run.
describeMemberAdminContract('firebase', async () => {
  const { client, server } = await backend.get();
  const records = new FirestoreMemberRecords(server);
  return {
    port: new FirestoreMemberAdmin(client.firestore),
    fixtures: {
      putMember: (record) => records.create(record.id, record),
      readMember: (memberId) => records.get(memberId),
    },
  };
});
