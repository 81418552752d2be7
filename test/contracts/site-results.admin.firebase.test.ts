import { afterAll } from 'vitest';
import { AdminSiteAnalytics } from '../../src/adapters/node/site-analytics.admin';
import { AdminSiteResults } from '../../src/adapters/node/site-results.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeSiteResultsContract } from './site-results.contract';

// Two admin SDK apps, each with its own Firestore client, on one emulator stand for two server
// instances.
const first = connectAdminContractBackend('site-results-1');
const second = connectAdminContractBackend('site-results-2');
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
});

describeSiteResultsContract('firebase-admin', async () => {
  const viewsTotal = async (memberId: string) => (await new AdminSiteAnalytics(first.firestore).readViews(memberId)).total;
  return { port: Object.assign(new AdminSiteResults(first.firestore), { second: new AdminSiteResults(second.firestore), viewsTotal }), fixtures: {} };
});
