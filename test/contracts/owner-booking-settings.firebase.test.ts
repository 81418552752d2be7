import { afterAll } from 'vitest';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { FirestoreOwnerBookingSettings } from '../../src/adapters/firebase/owner-booking-settings.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeOwnerBookingSettingsContract } from './owner-booking-settings.contract';

const backend = sharedContractBackend('owner-booking-settings');
afterAll(() => backend.dispose());

describeOwnerBookingSettingsContract('firebase', async () => {
  const { client, server } = await backend.get();
  const path = (memberId: string) => `vMember/${memberId}/bookingSettings/current`;
  return {
    port: new FirestoreOwnerBookingSettings(client.firestore),
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
    fixtures: {
      storeRaw: (memberId, data) => setDoc(doc(server, path(memberId)), data),
      readRaw: async (memberId) => (await getDoc(doc(server, path(memberId)))).data() ?? null,
    },
  };
});
