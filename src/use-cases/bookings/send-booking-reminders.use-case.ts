import { inject, injectable } from 'inversify';
import { calendarAttachment, visitorCalendar } from '../../core/bookings/booking-calendar';
import { manageBookingLink } from '../../core/bookings/booking-mail';
import { REMINDER_WINDOW, bookingReminderMail, isDueForReminder } from '../../core/bookings/booking-reminder';
import type { AppConfig } from '../../core/config/app-config';
import { DEFAULT_SITE_TIME_ZONE, isSiteTimeZone } from '../../core/site/site-time-zones';
import { APP_CONFIG } from '../../ports/app-config.port';
import { APP_ORIGIN, type AppOrigin } from '../../ports/app-origin.port';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { CALENDAR_FILE, type CalendarFilePort } from '../../ports/calendar-file.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { DIGEST, type DigestPort } from '../../ports/digest.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MAIL_OUTBOX, type MailOutboxPort } from '../../ports/mail-outbox.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { PUBLIC_SITES, type PublicSitesPort } from '../../ports/public-sites.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { WEEKLY_NOTE_MEMBERS, type WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import { eachPublishedMember } from '../published-members';
import { newSecretToken } from './booking-feed-token';

export interface BookingRemindersRun {
  readonly sent: number;
  readonly alreadySent: number;
  readonly failed: number;
}

/**
 * The day-before reminder (the `bookingReminders` scheduled function, hourly, and the local
 * trigger runner on its clock): every confirmed appointment of a published site starting 24 to
 * 48 hours from now is mailed to its visitor, in their language, once whichever instance or
 * retry runs (the trigger ledger). The token of the first mail is not kept, so the reminder
 * carries a link of its own, whose hash the booking keeps beside the first.
 */
@injectable()
export class SendBookingRemindersUseCase {
  constructor(
    @inject(WEEKLY_NOTE_MEMBERS) private readonly members: WeeklyNoteMembersPort,
    @inject(BOOKINGS_PORT) private readonly bookings: BookingsPort,
    @inject(MEMBER_RECORDS) private readonly records: MemberRecordsPort,
    @inject(PUBLIC_SITES) private readonly sites: PublicSitesPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(MAIL_OUTBOX) private readonly mail: MailOutboxPort,
    @inject(CALENDAR_FILE) private readonly calendar: CalendarFilePort,
    @inject(DIGEST) private readonly digest: DigestPort,
    @inject(APP_ORIGIN) private readonly origin: AppOrigin,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async everyone(): Promise<BookingRemindersRun> {
    const counts = { sent: 0, alreadySent: 0, failed: 0 };
    const now = this.clock.now();
    for await (const { memberId } of eachPublishedMember(this.members)) {
      try {
        const due = (await this.bookings.listFrom(memberId, now + REMINDER_WINDOW.fromMs)).filter((b) => isDueForReminder(b, now));
        if (due.length === 0) continue;
        const member = await this.records.get(memberId);
        if (member === null) continue;
        const zone = (await this.sites.readSiteContent(memberId)).sections.hours?.timeZone;
        const timeZone = isSiteTimeZone(zone) ? zone : DEFAULT_SITE_TIME_ZONE;
        const business = member.businessName || member.namePublico || member.name || '';
        for (const booking of due) {
          const key = `bookingReminder:${memberId}:${booking.id}`;
          if (!(await this.ledger.claim(key))) {
            counts.alreadySent += 1;
            continue;
          }
          try {
            const token = newSecretToken();
            await this.bookings.markReminded(memberId, booking.id, this.digest.sha256Base64(token));
            const link = manageBookingLink(member.username, booking.id, token, this.origin.url, this.config.appDomainSuffix);
            const ics = calendarAttachment(booking.visitor.language, this.calendar.write(visitorCalendar(booking, business, timeZone, link, now)));
            await this.mail.enqueue({ ...bookingReminderMail(booking, business, timeZone, link), attachments: [ics] });
            counts.sent += 1;
          } catch (error) {
            // Nothing went out: the next hourly run tries again.
            await this.ledger.release(key);
            throw error;
          }
        }
      } catch (error) {
        counts.failed += 1;
        this.logger.error(`booking reminders of ${memberId} failed`, error);
      }
    }
    return counts;
  }
}
