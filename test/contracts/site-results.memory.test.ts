import { SITE_ANALYTICS } from '../../src/ports/site-analytics.port';
import { SITE_RESULTS } from '../../src/ports/site-results.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeSiteResultsContract } from './site-results.contract';

// Two containers on one database stand for two server instances.
describeSiteResultsContract('memory', async () => {
  const first = createMemoryContainer();
  const second = createMemoryContainer({ db: first.db });
  const viewsTotal = async (memberId: string) => (await first.get(SITE_ANALYTICS).readViews(memberId)).total;
  return { port: Object.assign(first.get(SITE_RESULTS), { second: second.get(SITE_RESULTS), viewsTotal }), fixtures: {} };
});
