import { STORAGE_USAGE } from '../../src/ports/stored-images.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeStorageUsageContract } from './storage-usage.contract';

describeStorageUsageContract('memory', async () => {
  const first = createMemoryContainer();
  const second = createMemoryContainer({ db: first.db });
  return { port: Object.assign(first.get(STORAGE_USAGE), { second: second.get(STORAGE_USAGE) }), fixtures: {} };
});
