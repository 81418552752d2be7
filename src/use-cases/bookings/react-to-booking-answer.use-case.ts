import { inject, injectable } from 'inversify';
import { holdsTime } from '../../core/bookings/booking';
import { bookingAnswerMail } from '../../core/bookings/booking-answer-mail';
import { calendarAttachment, visitorCalendar } from '../../core/bookings/booking-calendar';
import { proposalLink } from '../../core/bookings/booking-proposal';
import type { AppConfig } from '../../core/config/app-config';
import { DEFAULT_SITE_TIME_ZONE, isSiteTimeZone } from '../../core/site/site-time-zones';
import { APP_CONFIG } from '../../ports/app-config.port';
import { APP_ORIGIN, type AppOrigin } from '../../ports/app-origin.port';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { CALENDAR_FILE, type CalendarFilePort } from '../../ports/calendar-file.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MAIL_OUTBOX, type MailOutboxPort } from '../../ports/mail-outbox.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { PUBLIC_SITES, type PublicSitesPort } from '../../ports/public-sites.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';

export type BookingAnswerReaction = { readonly kind: 'missing' } | { readonly kind: 'reacted'; readonly freed: boolean; readonly mail: 'queued' | 'not-configured' | 'none' | 'already-sent' };

/**
 * The server's reaction to a booking's change (the `bookingAnswers` trigger and the local trigger
 * runner): a booking that stopped holding its time frees it, and the visitor is told in their
 * language that the owner confirmed, declined or cancelled it (with the .ics file that updates
 * their calendar), once per state however often the
 * change is delivered. A booking confirmed as it was made, or cancelled by the visitor, was
 * already mailed by the site server, so no mail goes then. A decline with another time offered
 * links to the Book page opened on that time.
 */
@injectable()
export class ReactToBookingAnswerUseCase {
  constructor(
    @inject(BOOKINGS_PORT) private readonly bookings: BookingsPort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(PUBLIC_SITES) private readonly sites: PublicSitesPort,
    @inject(MAIL_OUTBOX) private readonly mail: MailOutboxPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(CALENDAR_FILE) private readonly calendar: CalendarFilePort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_ORIGIN) private readonly origin: AppOrigin,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(memberId: string, bookingId: string): Promise<BookingAnswerReaction> {
    const booking = await this.bookings.find(memberId, bookingId);
    if (booking === null) return { kind: 'missing' };
    const freed = holdsTime(booking.status) ? false : await this.bookings.release(memberId, bookingId);
    const answeredByOwner = booking.updatedAt > booking.createdAt && (booking.status !== 'cancelled' || booking.cancelledBy === 'owner');
    if (!answeredByOwner) return { kind: 'reacted', freed, mail: 'none' };
    const member = await this.records.get(memberId);
    const zone = (await this.sites.readSiteContent(memberId)).sections.hours?.timeZone;
    const business = member?.businessName || member?.namePublico || member?.name || '';
    const timeZone = isSiteTimeZone(zone) ? zone : DEFAULT_SITE_TIME_ZONE;
    // A time offered instead opens the Book page on it: the manage link's token is the visitor's alone.
    const offer = booking.status === 'declined' && booking.proposedStart !== null && member !== null ? proposalLink(member.username, booking.serviceId, booking.proposedStart, timeZone, this.origin.url, this.config.appDomainSuffix) : null;
    const answer = bookingAnswerMail(booking, business, timeZone, offer);
    // The same event id as the first mail's file: the visitor's calendar confirms or removes it.
    const mail = answer === null ? null : { ...answer, attachments: [calendarAttachment(booking.visitor.language, this.calendar.write(visitorCalendar(booking, business, timeZone, null, this.clock.now())))] };
    if (mail === null) return { kind: 'reacted', freed, mail: 'none' };
    const key = `bookingAnswers:${memberId}:${bookingId}:${booking.status}`;
    if (!(await this.ledger.claim(key))) return { kind: 'reacted', freed, mail: 'already-sent' };
    try {
      return { kind: 'reacted', freed, mail: await this.mail.enqueue(mail) };
    } catch (error) {
      await this.ledger.release(key);
      throw error;
    }
  }
}
