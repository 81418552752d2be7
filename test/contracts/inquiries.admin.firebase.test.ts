import { afterAll } from 'vitest';
import { AdminInquiries } from '../../src/adapters/node/inquiries.admin';
import { FIREBASE_QUIET_PERIOD_MS } from '../support/firebase-contract-env';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeInquiriesContract } from './inquiries.contract';

const backend = sharedAdminContractBackend('inquiries');
afterAll(() => backend.dispose());

describeInquiriesContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  return { port: new AdminInquiries(firestore), fixtures: {}, quietPeriodMs: FIREBASE_QUIET_PERIOD_MS };
});
