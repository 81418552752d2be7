import { afterAll } from 'vitest';
import { AdminMessages } from '../../src/adapters/node/messages.admin';
import { FIREBASE_QUIET_PERIOD_MS } from '../support/firebase-contract-env';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeMessagesContract } from './messages.contract';

const backend = sharedAdminContractBackend('messages');
afterAll(() => backend.dispose());

describeMessagesContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  return { port: new AdminMessages(firestore), fixtures: {}, quietPeriodMs: FIREBASE_QUIET_PERIOD_MS };
});
