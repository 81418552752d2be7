import type { BookingSettings } from '../core/bookings/booking-settings';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/**
 * The owner's booking settings as their browser keeps them (vMember/{id}/bookingSettings/current),
 * the document the site server reads for the Book page. The rules let only the owner write it,
 * within the core's bounds.
 */
export interface OwnerBookingSettingsPort {
  /** The saved settings, read by the core's reader (its defaults before any save), then every change. */
  watch(memberId: string, listener: (settings: BookingSettings) => void): Unsubscribe;
  /** Stores the settings' fields; anything else the document holds stays. */
  save(memberId: string, settings: BookingSettings): Promise<void>;
}

export const OWNER_BOOKING_SETTINGS: PortToken<OwnerBookingSettingsPort> = portToken<OwnerBookingSettingsPort>('OwnerBookingSettingsPort');
