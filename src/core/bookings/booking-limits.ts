/** Every bound a booking setting or a visitor's request is held to (and the translations quote). */
export const BOOKING_LIMITS = {
  services: 30,
  serviceName: 80,
  priceNote: 60,
  minDurationMinutes: 5,
  maxDurationMinutes: 8 * 60,
  stepChoices: [5, 10, 15, 20, 30, 45, 60, 90, 120],
  maxBufferMinutes: 240,
  maxNoticeMinutes: 30 * 24 * 60,
  maxHorizonDays: 365,
  maxCapacity: 20,
  maxCancelCutoffMinutes: 14 * 24 * 60,
  blockedTimes: 100,
  visitorName: 80,
  visitorEmail: 254,
  visitorPhone: 32,
  visitorNote: 500,
  declineReason: 300,
  /** A request body larger than this is refused unread. */
  postBytes: 4096,
} as const;
