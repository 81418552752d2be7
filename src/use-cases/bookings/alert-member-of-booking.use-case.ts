import { inject, injectable } from 'inversify';
import { bookingAlert } from '../../core/bookings/booking-alert';
import { DEFAULT_SITE_TIME_ZONE, isSiteTimeZone } from '../../core/site/site-time-zones';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { PUBLIC_SITES, type PublicSitesPort } from '../../ports/public-sites.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { NotifyMemberUseCase, type NotifyOutcome } from '../notifications/notify-member.use-case';

export type BookingAlertOutcome = { readonly kind: 'alerted'; readonly outcome: NotifyOutcome } | { readonly kind: 'already-handled' } | { readonly kind: 'missing' };

/**
 * The server's reaction to a new booking (the `bookingAlerts` Firestore trigger, and the local
 * trigger runner), as for a form's message: the owner gets a notification in their language and
 * a web push, once however often the event is delivered; opening either opens the booking.
 */
@injectable()
export class AlertMemberOfBookingUseCase {
  constructor(
    @inject(BOOKINGS_PORT) private readonly bookings: BookingsPort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(PUBLIC_SITES) private readonly sites: PublicSitesPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(NotifyMemberUseCase) private readonly notify: NotifyMemberUseCase,
  ) {}

  async execute(memberId: string, bookingId: string): Promise<BookingAlertOutcome> {
    const key = `bookingAlerts:${memberId}:${bookingId}`;
    if (!(await this.ledger.claim(key))) return { kind: 'already-handled' };
    try {
      const booking = await this.bookings.find(memberId, bookingId);
      if (booking === null) return { kind: 'missing' };
      const member = await this.records.get(memberId);
      const zone = (await this.sites.readSiteContent(memberId)).sections.hours?.timeZone;
      const outcome = await this.notify.execute(memberId, bookingAlert(booking, member?.siteLanguage === 'ES' ? 'ES' : 'EN', isSiteTimeZone(zone) ? zone : DEFAULT_SITE_TIME_ZONE));
      return { kind: 'alerted', outcome };
    } catch (error) {
      // Nobody was told: give the claim back so the next delivery tries again.
      await this.ledger.release(key);
      throw error;
    }
  }
}
