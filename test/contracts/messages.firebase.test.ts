import { afterAll } from 'vitest';
import { FirestoreMessages } from '../../src/adapters/firebase/messages.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeMessagesContract } from './messages.contract';

const backend = sharedContractBackend('messages');
afterAll(() => backend.dispose());

describeMessagesContract('firebase', async () => {
  const { client } = await backend.get();
  return { port: new FirestoreMessages(client.firestore), fixtures: {}, quietPeriodMs: FIREBASE_QUIET_PERIOD_MS };
});
