import { OWNER_BOOKING_SETTINGS } from '../../src/ports/owner-booking-settings.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeOwnerBookingSettingsContract } from './owner-booking-settings.contract';

describeOwnerBookingSettingsContract('memory', async () => {
  const memory = createMemoryContainer();
  const path = (memberId: string) => ['vMember', memberId, 'bookingSettings', 'current'];
  return {
    port: memory.get(OWNER_BOOKING_SETTINGS),
    fixtures: {
      storeRaw: async (memberId, data) => memory.db.setDocument(path(memberId), data),
      readRaw: async (memberId) => memory.db.getDocument(path(memberId)),
    },
  };
});
