import { inject, injectable } from 'inversify';
import type { Booking } from '../../core/bookings/booking';
import type { MemberRecord } from '../../core/member/member-record';
import { DAY_MS } from '../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { FindMemberUseCase } from '../admin/find-member.use-case';

/** How far back the administrator's list starts: yesterday's appointments are still news. */
const LIST_FROM_DAYS_AGO = 1;

/** A member's bookings from yesterday on, earliest first, for the admin CLI. */
@injectable()
export class ListMemberBookingsUseCase {
  constructor(
    @inject(FindMemberUseCase) private readonly findMember: FindMemberUseCase,
    @inject(BOOKINGS_PORT) private readonly bookings: BookingsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  /** `query`: a member id, email or username. */
  async execute(query: string): Promise<{ readonly member: MemberRecord; readonly bookings: readonly Booking[] }> {
    const member = await this.findMember.execute(query);
    return { member, bookings: await this.bookings.listFrom(member.id, this.clock.now() - LIST_FROM_DAYS_AGO * DAY_MS) };
  }
}
