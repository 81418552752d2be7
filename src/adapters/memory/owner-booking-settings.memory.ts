import type { BookingSettings } from '../../core/bookings/booking-settings';
import { readBookingSettings } from '../../core/bookings/booking-settings';
import { storedBookingSettings } from '../../core/bookings/booking-settings-form';
import type { OwnerBookingSettingsPort } from '../../ports/owner-booking-settings.port';
import type { Unsubscribe } from '../../ports/port-token';
import type { MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';

/** The owner's view of the settings document the memory bookings store reads. */
export class MemoryOwnerBookingSettings implements OwnerBookingSettingsPort {
  constructor(private readonly db: MemoryDatabase) {}

  watch(memberId: string, listener: (settings: BookingSettings) => void): Unsubscribe {
    return this.db.watchDocument([...memberSubcollection(memberId, 'bookingSettings'), 'current'], (data) => readBookingSettings(data ?? undefined).value, listener);
  }

  async save(memberId: string, settings: BookingSettings): Promise<void> {
    this.db.setDocument([...memberSubcollection(memberId, 'bookingSettings'), 'current'], storedBookingSettings(settings), { merge: true });
  }
}
