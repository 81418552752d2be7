import { deleteDoc, doc, updateDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { FirestoreMemberRecords } from '../../src/adapters/firebase/member-records.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeMemberRecordsContract } from './member-records.contract';

const backend = sharedContractBackend('member-records');
afterAll(() => backend.dispose());

describeMemberRecordsContract('firebase', async () => {
  const { client, server } = await backend.get();
  const member = (memberId: string) => doc(server, 'vMember', memberId);
  return {
    port: new FirestoreMemberRecords(client.firestore),
    fixtures: {
      setAdminFlag: (memberId, admin) => updateDoc(member(memberId), { admin }),
      setFullAccessFlag: (memberId, fullAccess) => updateDoc(member(memberId), { fullAccess }),
      deleteMember: (memberId) => deleteDoc(member(memberId)),
    },
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
  };
});
