import { PORTAL_DIRECTORY } from '../../src/ports/portal-directory.port';
import { SITE_CUSTOMERS } from '../../src/ports/site-customers.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeSiteCustomersContract } from './site-customers.contract';

describeSiteCustomersContract('memory', async () => {
  const memory = createMemoryContainer();
  return {
    port: memory.get(SITE_CUSTOMERS),
    fixtures: {
      async addCustomer(ownerId, customer) {
        await memory.get(PORTAL_DIRECTORY).admitCustomer(ownerId, customer, null);
      },
    },
  };
});
