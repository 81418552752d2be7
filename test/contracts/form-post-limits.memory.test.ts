import { FORM_POST_LIMITS_PORT } from '../../src/ports/form-post-limits.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeFormPostLimitsContract } from './form-post-limits.contract';

// Two containers on one database stand for two server instances.
describeFormPostLimitsContract('memory', async () => {
  const first = createMemoryContainer();
  const second = createMemoryContainer({ db: first.db });
  return { port: Object.assign(first.get(FORM_POST_LIMITS_PORT), { second: second.get(FORM_POST_LIMITS_PORT) }), fixtures: {} };
});
