import { afterAll } from 'vitest';
import { FirestoreSubscriptionAdmin } from '../../src/adapters/firebase/subscription-admin.firebase';
import { FirestoreSubscriptions } from '../../src/adapters/firebase/subscriptions.firebase';
import { sharedContractBackend } from '../support/firebase-contract-env';
import { describeSubscriptionAdminContract } from './subscription-admin.contract';

const backend = sharedContractBackend('subscription-admin');
afterAll(() => backend.dispose());

describeSubscriptionAdminContract('firebase', async () => {
  const { client, server } = await backend.get();
  const subscriptions = new FirestoreSubscriptions(server);
  return {
    port: new FirestoreSubscriptionAdmin(client.firestore),
    fixtures: { readSubscriptions: (memberId) => subscriptions.listSubscriptions(memberId) },
  };
});
