import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { subscriptionToDocument } from '../../src/adapters/firebase/firestore-write-mappers';
import { FirestoreSubscriptions } from '../../src/adapters/firebase/subscriptions.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeSubscriptionsContract } from './subscriptions.contract';

const backend = sharedContractBackend('subscriptions');
afterAll(() => backend.dispose());

describeSubscriptionsContract('firebase', async () => {
  const { client, server } = await backend.get();
  const subscription = (memberId: string, id: string) => doc(server, 'vMember', memberId, 'subscriptions', id);
  return {
    port: new FirestoreSubscriptions(client.firestore),
    fixtures: {
      // Shaped as the payment extension writes it, so the adapter's reading is what is tested.
      putSubscription: (memberId, { id, ...fields }) => setDoc(subscription(memberId, id), subscriptionToDocument(fields)),
      deleteSubscription: (memberId, id) => deleteDoc(subscription(memberId, id)),
    },
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
  };
});
