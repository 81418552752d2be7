import { afterAll } from 'vitest';
import { adminMemberSubdocument } from '../../src/adapters/node/admin-paths';
import { AdminBookings } from '../../src/adapters/node/bookings.admin';
import type { BookingStatus } from '../../src/core/bookings/booking';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeBookingsContract } from './bookings.contract';

// Two admin SDK apps, each with its own Firestore client, on one emulator stand for two server
// instances.
const first = connectAdminContractBackend('bookings-1');
const second = connectAdminContractBackend('bookings-2');
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
});

describeBookingsContract('firebase-admin', async () => ({
  port: Object.assign(new AdminBookings(first.firestore), { second: new AdminBookings(second.firestore) }),
  fixtures: {
    ownerSetsStatus: async (memberId: string, bookingId: string, status: BookingStatus) => {
      await adminMemberSubdocument(first.firestore, memberId, 'bookings', bookingId).update({ status });
    },
  },
}));
