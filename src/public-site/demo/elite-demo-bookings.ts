import type { BookingSettings } from '../../core/bookings/booking-settings';
import { DEFAULT_BOOKING_SETTINGS } from '../../core/bookings/booking-settings';

/** The Elite demo studio takes bookings: what the local stack's seed stores as its settings. */
export const ELITE_DEMO_BOOKING_SETTINGS: BookingSettings = {
  ...DEFAULT_BOOKING_SETTINGS,
  enabled: true,
  services: [
    { id: 'personal-training', name: 'Personal training', durationMinutes: 60, priceNote: '$45' },
    { id: 'assessment', name: 'Fitness assessment', durationMinutes: 30, priceNote: '' },
  ],
  stepMinutes: 30,
  noticeMinutes: 120,
  horizonDays: 60,
  cancelCutoffMinutes: 12 * 60,
};
