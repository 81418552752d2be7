import { afterAll } from 'vitest';
import { Timestamp, doc, setDoc } from 'firebase/firestore';
import { FirestoreSiteCustomers } from '../../src/adapters/firebase/site-customers.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeSiteCustomersContract } from './site-customers.contract';

const backend = sharedContractBackend('site-customers');
afterAll(() => backend.dispose());

describeSiteCustomersContract('firebase', async () => {
  const { client, server } = await backend.get();
  return {
    port: new FirestoreSiteCustomers(client.firestore),
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
    fixtures: {
      // The "server side" stores a customer as the site server does: Timestamps, a null last visit.
      addCustomer: async (ownerId, customer) => {
        await setDoc(doc(server, `vMember/${ownerId}/siteUsers/${customer.uid}`), {
          name: customer.name,
          email: customer.email,
          status: customer.status,
          groups: [...customer.groups],
          joinedAt: Timestamp.fromMillis(customer.joinedAt),
          lastVisitAt: customer.lastVisitAt === null ? null : Timestamp.fromMillis(customer.lastVisitAt),
        });
      },
    },
  };
});
