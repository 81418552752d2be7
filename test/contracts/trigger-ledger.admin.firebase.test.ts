import { afterAll } from 'vitest';
import { AdminTriggerLedger } from '../../src/adapters/node/trigger-ledger.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeTriggerLedgerContract } from './trigger-ledger.contract';

// Two admin SDK apps on one emulator stand for two server instances.
const first = connectAdminContractBackend('trigger-ledger-1');
const second = connectAdminContractBackend('trigger-ledger-2');
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
});

describeTriggerLedgerContract('firebase-admin', async () => ({
  port: Object.assign(new AdminTriggerLedger(first.firestore), { second: new AdminTriggerLedger(second.firestore) }),
  fixtures: {},
}));
