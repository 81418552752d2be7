import type { Booking } from './booking';

/** The fields an owner's answer changes, as the rules allow them to be written from a browser. */
export function answerPatch(booking: Booking): Record<string, unknown> {
  return { status: booking.status, reason: booking.reason, proposedStart: booking.proposedStart, cancelledBy: booking.cancelledBy, updatedAt: booking.updatedAt };
}
