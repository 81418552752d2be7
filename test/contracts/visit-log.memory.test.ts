import { MemoryVisitLog } from '../../src/adapters/memory/visit-log.memory';
import { describeVisitLogContract } from './visit-log.contract';

describeVisitLogContract('memory', async () => ({ port: new MemoryVisitLog(), fixtures: {} }));
