import { SPEED_STATS } from '../../src/ports/speed-stats.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeSpeedStatsContract } from './speed-stats.contract';

describeSpeedStatsContract('memory', async () => {
  const first = createMemoryContainer();
  const second = createMemoryContainer({ db: first.db });
  return { port: Object.assign(first.get(SPEED_STATS), { second: second.get(SPEED_STATS) }), fixtures: {} };
});
