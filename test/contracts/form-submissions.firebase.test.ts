import { afterAll } from 'vitest';
import { Timestamp, addDoc, collection } from 'firebase/firestore';
import { FirestoreFormSubmissions } from '../../src/adapters/firebase/form-submissions.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeFormSubmissionsContract } from './form-submissions.contract';

const backend = sharedContractBackend('form-submissions');
afterAll(() => backend.dispose());

describeFormSubmissionsContract('firebase', async () => {
  const { client, server } = await backend.get();
  // The "server side" writes as the site server does: a Timestamp, unread, not archived.
  const write = async (memberId: string, data: Record<string, unknown>) => {
    const createdAt = typeof data['createdAt'] === 'number' ? Timestamp.fromMillis(data['createdAt']) : data['createdAt'];
    return (await addDoc(collection(server, `vMember/${memberId}/forms`), { ...data, createdAt })).id;
  };
  return {
    port: new FirestoreFormSubmissions(client.firestore),
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
    fixtures: {
      store: (memberId, submission) => write(memberId, { ...submission, answers: submission.answers.map((a) => ({ ...a })), read: false, archived: false }),
      storeRaw: write,
    },
  };
});
