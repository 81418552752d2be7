import { afterAll } from 'vitest';
import { AdminMemberAdmin } from '../../src/adapters/node/member-admin.admin';
import { AdminMemberRecords } from '../../src/adapters/node/member-records.admin';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeMemberAdminContract } from './member-admin.contract';

const backend = sharedAdminContractBackend('member-admin');
afterAll(() => backend.dispose());

// The admin SDK can create accounts and read custom claims, so this run also checks the claim
// half of setRole, which the web SDK run leaves out.
describeMemberAdminContract('firebase-admin', async () => {
  const { firestore, auth } = backend.get();
  const records = new AdminMemberRecords(firestore);
  const accounts: string[] = [];
  return {
    port: new AdminMemberAdmin(firestore, auth),
    fixtures: {
      putMember: (record) => records.create(record.id, record),
      readMember: (memberId) => records.get(memberId),
      createAccount: async (memberId) => {
        await auth.createUser({ uid: memberId });
        accounts.push(memberId);
      },
      readClaims: async (memberId) => {
        const user = await auth.getUser(memberId).catch(() => null);
        return user === null ? null : (user.customClaims ?? {});
      },
    },
    cleanup: async () => {
      // Accounts live in the Auth emulator for the whole run; removing them keeps its list short.
      if (accounts.length > 0) await auth.deleteUsers(accounts.splice(0));
    },
  };
});
