import { afterAll } from 'vitest';
import { AdminSubscriptionAdmin } from '../../src/adapters/node/subscription-admin.admin';
import { AdminSubscriptions } from '../../src/adapters/node/subscriptions.admin';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeSubscriptionAdminContract } from './subscription-admin.contract';

const backend = sharedAdminContractBackend('subscription-admin');
afterAll(() => backend.dispose());

describeSubscriptionAdminContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  const subscriptions = new AdminSubscriptions(firestore);
  return {
    port: new AdminSubscriptionAdmin(firestore),
    fixtures: { readSubscriptions: (memberId) => subscriptions.listSubscriptions(memberId) },
  };
});
