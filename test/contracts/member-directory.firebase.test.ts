import { afterAll } from 'vitest';
import { FirestoreMemberDirectory } from '../../src/adapters/firebase/member-directory.firebase';
import { FirestoreMemberRecords } from '../../src/adapters/firebase/member-records.firebase';
import { sharedContractBackend } from '../support/firebase-contract-env';
import { describeMemberDirectoryContract } from './member-directory.contract';

const backend = sharedContractBackend('member-directory');
afterAll(() => backend.dispose());

describeMemberDirectoryContract('firebase', async () => {
  const { client, server } = await backend.get();
  const records = new FirestoreMemberRecords(server);
  return {
    port: new FirestoreMemberDirectory(client.firestore),
    fixtures: { putMember: (record) => records.create(record.id, record) },
  };
});
