import { afterAll } from 'vitest';
import { AdminMemberDirectory } from '../../src/adapters/node/member-directory.admin';
import { AdminMemberRecords } from '../../src/adapters/node/member-records.admin';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeMemberDirectoryContract } from './member-directory.contract';

const backend = sharedAdminContractBackend('member-directory');
afterAll(() => backend.dispose());

describeMemberDirectoryContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  const records = new AdminMemberRecords(firestore);
  return {
    port: new AdminMemberDirectory(firestore),
    fixtures: { putMember: (record) => records.create(record.id, record) },
  };
});
