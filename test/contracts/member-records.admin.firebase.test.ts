import { afterAll } from 'vitest';
import { AdminMemberRecords } from '../../src/adapters/node/member-records.admin';
import { FIREBASE_QUIET_PERIOD_MS } from '../support/firebase-contract-env';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeMemberRecordsContract } from './member-records.contract';

const backend = sharedAdminContractBackend('member-records');
afterAll(() => backend.dispose());

describeMemberRecordsContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  const member = (memberId: string) => firestore.collection('vMember').doc(memberId);
  return {
    port: new AdminMemberRecords(firestore),
    fixtures: {
      setAdminFlag: async (memberId, admin) => {
        await member(memberId).update({ admin });
      },
      setFullAccessFlag: async (memberId, fullAccess) => {
        await member(memberId).update({ fullAccess });
      },
      deleteMember: async (memberId) => {
        await member(memberId).delete();
      },
    },
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
  };
});
