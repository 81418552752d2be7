import { afterAll } from 'vitest';
import { AdminSiteAnalytics } from '../../src/adapters/node/site-analytics.admin';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeSiteAnalyticsContract } from './site-analytics.contract';

const backend = sharedAdminContractBackend('site-analytics');
afterAll(() => backend.dispose());

describeSiteAnalyticsContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  return { port: new AdminSiteAnalytics(firestore), fixtures: {} };
});
