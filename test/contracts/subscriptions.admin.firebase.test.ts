import { Timestamp } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { subscriptionToDocument } from '../../src/adapters/firebase/firestore-write-mappers';
import { AdminSubscriptions } from '../../src/adapters/node/subscriptions.admin';
import { FIREBASE_QUIET_PERIOD_MS } from '../support/firebase-contract-env';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeSubscriptionsContract } from './subscriptions.contract';

const backend = sharedAdminContractBackend('subscriptions');
afterAll(() => backend.dispose());

describeSubscriptionsContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  const subscription = (memberId: string, id: string) => firestore.collection('vMember').doc(memberId).collection('subscriptions').doc(id);
  return {
    port: new AdminSubscriptions(firestore),
    fixtures: {
      // Shaped as the payment extension writes it; the period end must be the admin SDK's own
      // Timestamp, which is what the extension stores and what this SDK can serialize.
      putSubscription: async (memberId, { id, ...fields }) => {
        const currentPeriodEnd = fields.currentPeriodEnd === null ? null : Timestamp.fromMillis(fields.currentPeriodEnd);
        await subscription(memberId, id).set({ ...subscriptionToDocument(fields), current_period_end: currentPeriodEnd });
      },
      deleteSubscription: async (memberId, id) => {
        await subscription(memberId, id).delete();
      },
    },
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
  };
});
