import type { BookingStatus } from '../../src/core/bookings/booking';
import { memberSubcollection } from '../../src/adapters/memory/member-paths.memory';
import { BOOKINGS_PORT } from '../../src/ports/bookings.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeBookingsContract } from './bookings.contract';

// Two containers on one database stand for two server instances.
describeBookingsContract('memory', async () => {
  const first = createMemoryContainer();
  const second = createMemoryContainer({ db: first.db });
  return {
    port: Object.assign(first.get(BOOKINGS_PORT), { second: second.get(BOOKINGS_PORT) }), fixtures: {
      ownerSetsStatus: async (memberId: string, bookingId: string, status: BookingStatus) => first.db.updateDocument([...memberSubcollection(memberId, 'bookings'), bookingId], { status }),
    },
  };
});
