import { inject, injectable } from 'inversify';
import type { BookableService, BookingSettings } from '../../core/bookings/booking-settings';
import { canUseBookings } from '../../core/bookings/booking-plan';
import type { DayOfSlots } from '../../core/bookings/booking-slots';
import { freeSlots } from '../../core/bookings/booking-slots';
import { findSection } from '../../core/site/public-site-model';
import type { HoursSection } from '../../core/site/sections/hours.content';
import { DEFAULT_SITE_TIME_ZONE, type SiteTimeZone } from '../../core/site/site-time-zones';
import { DAY_MS } from '../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import type { SiteView, SiteVisit } from '../site/site-views';
import { SiteViews } from '../site/site-views';

/** A site open for bookings, as one visitor sees it now. */
export interface BookingSite {
  readonly view: SiteView;
  readonly settings: BookingSettings;
  readonly hours: HoursSection | null;
  readonly timeZone: SiteTimeZone;
}

/**
 * The steps every booking page shares: the site if it is shown, on a plan with bookings, with
 * bookings switched on and something to book; and the free times of a service from the site's
 * own hours and the times held. Use cases compose it; it is no use case of its own.
 */
@injectable()
export class VisitorBookings {
  constructor(
    @inject(SiteViews) readonly views: SiteViews,
    @inject(BOOKINGS_PORT) readonly bookings: BookingsPort,
  ) {}

  async site(visit: SiteVisit): Promise<BookingSite | null> {
    const view = await this.views.view(visit, { asVisitor: true });
    if (view === null || !canUseBookings(view.tier)) return null;
    const settings = await this.bookings.readSettings(view.site.memberId);
    if (!settings.enabled || settings.services.length === 0) return null;
    const hours = findSection(view.model, 'hours') ?? null;
    return { view, settings, hours, timeZone: hours?.timeZone ?? DEFAULT_SITE_TIME_ZONE };
  }

  /** The service's free times on `dates` (every date of the horizon when absent); none without opening hours. */
  async freeDays(site: BookingSite, service: BookableService, dates?: readonly string[]): Promise<readonly DayOfSlots[]> {
    if (site.hours === null) return [];
    const now = site.view.now;
    // A day either side: hours that run past midnight, and the buffer.
    const taken = await this.bookings.takenTimes(site.view.site.memberId, now - DAY_MS, now + (site.settings.horizonDays + 2) * DAY_MS);
    return freeSlots({ settings: site.settings, hours: site.hours, timeZone: site.timeZone, durationMinutes: service.durationMinutes, taken, now, ...(dates === undefined ? {} : { dates }) });
  }
}
