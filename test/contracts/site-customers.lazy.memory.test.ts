import { LazySiteCustomers } from '../../src/adapters/firebase/site-customers.lazy';
import { PORTAL_DIRECTORY } from '../../src/ports/portal-directory.port';
import { SITE_CUSTOMERS } from '../../src/ports/site-customers.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeSiteCustomersContract } from './site-customers.contract';

// The dashboard's binding fetches the Firestore adapter on first use; the wrapper must keep
// every promise of the port, watches started before the code arrives included.
describeSiteCustomersContract('loaded on first use', async () => {
  const memory = createMemoryContainer();
  const inner = memory.get(SITE_CUSTOMERS);
  return {
    port: new LazySiteCustomers(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return inner;
    }),
    fixtures: {
      async addCustomer(ownerId, customer) {
        await memory.get(PORTAL_DIRECTORY).admitCustomer(ownerId, customer, null);
      },
    },
  };
});
