import { afterAll } from 'vitest';
import { AdminBookingFeedKeys } from '../../src/adapters/node/booking-feed-keys.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeBookingFeedKeysContract } from './booking-feed-keys.contract';

// Two admin SDK apps on one emulator: two site server instances.
const first = connectAdminContractBackend('booking-feed-keys-1');
const second = connectAdminContractBackend('booking-feed-keys-2');
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
});

describeBookingFeedKeysContract('firebase-admin', async () => ({
  port: Object.assign(new AdminBookingFeedKeys(first.firestore), { reader: new AdminBookingFeedKeys(second.firestore) }),
  fixtures: {},
}));
