import { inject, injectable } from 'inversify';
import { ownerFeedCalendar } from '../../core/bookings/booking-calendar';
import { FEED_PAST_DAYS, FEED_TOKEN_PATTERN } from '../../core/bookings/booking-feed';
import { canUseBookings } from '../../core/bookings/booking-plan';
import { findSection } from '../../core/site/public-site-model';
import { DEFAULT_SITE_TIME_ZONE } from '../../core/site/site-time-zones';
import { DAY_MS } from '../../core/time/time';
import { APP_ORIGIN, type AppOrigin } from '../../ports/app-origin.port';
import { BOOKING_FEED_KEYS, type BookingFeedKeysPort } from '../../ports/booking-feed-keys.port';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { CALENDAR_FILE, type CalendarFilePort } from '../../ports/calendar-file.port';
import type { SiteVisit } from '../site/site-views';
import { SiteViews } from '../site/site-views';
import { feedKeyHash } from './booking-feed-token';

export type BookingFeedOutcome = { readonly kind: 'not-found' } | { readonly kind: 'calendar'; readonly text: string };

/**
 * GET <site>/book/feed/<token>.ics: the owner's requests and confirmed appointments from a week
 * ago on, for their calendar application, in the site's language, whether or not the site is
 * published (not once it is taken down). A token that is not the site's current one (revoked,
 * replaced, another site's, or none) gets the same answer as no feed.
 */
@injectable()
export class ReadBookingFeedUseCase {
  constructor(
    @inject(SiteViews) private readonly views: SiteViews,
    @inject(BOOKING_FEED_KEYS) private readonly keys: BookingFeedKeysPort,
    @inject(BOOKINGS_PORT) private readonly bookings: BookingsPort,
    @inject(CALENDAR_FILE) private readonly calendar: CalendarFilePort,
    @inject(APP_ORIGIN) private readonly origin: AppOrigin,
  ) {}

  async execute(visit: SiteVisit, token: string): Promise<BookingFeedOutcome> {
    if (!FEED_TOKEN_PATTERN.test(token)) return { kind: 'not-found' };
    // The owner's appointments stay in their calendar while the site is unpublished for a while.
    const view = await this.views.view(visit, { asVisitor: true, forOwner: true });
    if (view === null || !canUseBookings(view.tier)) return { kind: 'not-found' };
    const memberId = view.site.memberId;
    const key = await this.keys.read(memberId);
    if (key === null || key.keyHash !== (await feedKeyHash(token))) return { kind: 'not-found' };
    const bookings = await this.bookings.listFrom(memberId, view.now - FEED_PAST_DAYS * DAY_MS);
    const timeZone = findSection(view.model, 'hours')?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
    const origin = this.origin.url?.trim().replace(/\/+$/, '') ?? '';
    const link = (id: string) => (origin === '' ? null : `${origin}/dashboard/bookings?b=${encodeURIComponent(id)}`);
    return { kind: 'calendar', text: this.calendar.write(ownerFeedCalendar(bookings, view.language === 'ES' ? 'es' : 'en', timeZone, link, view.now)) };
  }
}
