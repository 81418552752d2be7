import { inject, injectable } from 'inversify';
import type { Booking, BookingRefusal } from '../../core/bookings/booking';
import { BOOKING_LIMITS } from '../../core/bookings/booking-limits';
import type { EpochMs } from '../../core/time/time';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { OWNER_BOOKINGS, type OwnerBookingsPort } from '../../ports/owner-bookings.port';
import type { Unsubscribe } from '../../ports/port-token';

/** The member's bookings, live: the Bookings page and its link's count. */
@injectable()
export class WatchOwnerBookingsUseCase {
  constructor(
    @inject(OWNER_BOOKINGS) private readonly bookings: OwnerBookingsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  /** Earliest first. */
  all(memberId: string, listener: (bookings: readonly Booking[]) => void): Unsubscribe {
    return this.bookings.watchAll(memberId, listener);
  }

  /** How many requests wait for an answer: those whose time has not come (a passed one can no longer be accepted). */
  awaitingCount(memberId: string, listener: (count: number) => void): Unsubscribe {
    return this.bookings.watchRequests(memberId, (requests) => {
      const now = this.clock.now();
      listener(requests.filter((b) => b.start > now).length);
    });
  }
}

/** What the owner does with a booking from the Bookings page. */
export type OwnerAnswer =
  | { readonly type: 'accept' }
  /** `proposedStart`: another time offered instead, one of the free times (proposableTimes). */
  | { readonly type: 'decline'; readonly reason: string; readonly proposedStart?: EpochMs | null }
  | { readonly type: 'cancel'; readonly reason: string }
  | { readonly type: 'no-show' };

export type OwnerAnswerOutcome = { readonly ok: true; readonly booking: Booking } | { readonly ok: false; readonly refusal: BookingRefusal };

/**
 * Accept, decline with a reason (and perhaps another time), cancel, or mark a no-show: the
 * booking's own life decides on the injected clock, and only an allowed change is written.
 * Freeing the time and telling the visitor follow on the server, from the status change.
 */
@injectable()
export class AnswerBookingUseCase {
  constructor(
    @inject(OWNER_BOOKINGS) private readonly bookings: OwnerBookingsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(memberId: string, booking: Booking, answer: OwnerAnswer): Promise<OwnerAnswerOutcome> {
    const reason = 'reason' in answer ? answer.reason.trim().slice(0, BOOKING_LIMITS.declineReason) : '';
    const event =
      answer.type === 'decline'
        ? { type: 'decline' as const, reason, proposedStart: answer.proposedStart ?? null }
        : answer.type === 'cancel'
          ? { type: 'cancel' as const, by: 'owner' as const, reason, cutoffMinutes: 0 }
          : answer;
    // The booking's rules come with the first answer (the Bookings page), not with every screen.
    const { transition } = await import('../../core/bookings/booking');
    const result = transition(booking, event, this.clock.now());
    if (!result.ok) return result;
    await this.bookings.saveAnswer(memberId, result.booking);
    return result;
  }
}
