import { afterAll } from 'vitest';
import { FirestoreInquiries } from '../../src/adapters/firebase/inquiries.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeInquiriesContract } from './inquiries.contract';

const backend = sharedContractBackend('inquiries');
afterAll(() => backend.dispose());

describeInquiriesContract('firebase', async () => {
  const { client } = await backend.get();
  return { port: new FirestoreInquiries(client.firestore), fixtures: {}, quietPeriodMs: FIREBASE_QUIET_PERIOD_MS };
});
