import { afterAll } from 'vitest';
import { AdminFormPostLimits } from '../../src/adapters/node/form-post-limits.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeFormPostLimitsContract } from './form-post-limits.contract';

// Two admin SDK apps, each with its own Firestore client, on one emulator stand for two server
// instances.
const first = connectAdminContractBackend('form-post-limits-1');
const second = connectAdminContractBackend('form-post-limits-2');
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
});

describeFormPostLimitsContract('firebase-admin', async () => ({
  port: Object.assign(new AdminFormPostLimits(first.firestore), { second: new AdminFormPostLimits(second.firestore) }),
  fixtures: {},
}));
