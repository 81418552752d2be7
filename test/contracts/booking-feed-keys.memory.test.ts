import { MemoryBookingFeedKeys } from '../../src/adapters/memory/booking-feed-keys.memory';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { describeBookingFeedKeysContract } from './booking-feed-keys.contract';

describeBookingFeedKeysContract('memory', async () => {
  const db = new MemoryDatabase();
  return { port: Object.assign(new MemoryBookingFeedKeys(db), { reader: new MemoryBookingFeedKeys(db) }), fixtures: {} };
});
