import { afterAll } from 'vitest';
import { FirestoreBookingFeedKeys } from '../../src/adapters/firebase/booking-feed-keys.firebase';
import { sharedContractBackend } from '../support/firebase-contract-env';
import { describeBookingFeedKeysContract } from './booking-feed-keys.contract';

const backend = sharedContractBackend('booking-feed-keys');
afterAll(() => backend.dispose());

// The owner's browser writes; another client reads (the rules are tested in test/rules).
describeBookingFeedKeysContract('firebase', async () => {
  const { client, server } = await backend.get();
  return { port: Object.assign(new FirestoreBookingFeedKeys(client.firestore), { reader: new FirestoreBookingFeedKeys(server) }), fixtures: {} };
});
