import { afterAll } from 'vitest';
import { FirestoreSiteAnalytics } from '../../src/adapters/firebase/site-analytics.firebase';
import { sharedContractBackend } from '../support/firebase-contract-env';
import { describeSiteAnalyticsContract } from './site-analytics.contract';

const backend = sharedContractBackend('site-analytics');
afterAll(() => backend.dispose());

describeSiteAnalyticsContract('firebase', async () => {
  const { client } = await backend.get();
  return { port: new FirestoreSiteAnalytics(client.firestore), fixtures: {} };
});
