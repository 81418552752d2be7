import { inject, injectable } from 'inversify';
import type { BookableService, BookingSettings } from '../../core/bookings/booking-settings';
import { canUseBookings } from '../../core/bookings/booking-plan';
import { BOOKING_LIMITS } from '../../core/bookings/booking-limits';
import type { DayOfSlots, TakenTime } from '../../core/bookings/booking-slots';
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
  /** The times held over the horizon, when the page asked for them with the site (`site`'s `withTaken`). */
  readonly taken: Promise<readonly TakenTime[]> | null;
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

  /**
   * The site, if it takes bookings. Its settings, and the times held when `withTaken` says the
   * page may show free times, are read beside the site rather than after it: the address names
   * the member, then the site, the settings and the held days (over the longest horizon a site
   * may have, as the site's own is not known yet) are read side by side.
   */
  async site(visit: SiteVisit, { withTaken = false }: { readonly withTaken?: boolean } = {}): Promise<BookingSite | null> {
    const memberId = await this.views.memberIdAt(visit.username);
    if (memberId === null) return null;
    const settingsRead = this.bookings.readSettings(memberId);
    const takenRead = withTaken ? this.takenOver(memberId, this.views.now(), BOOKING_LIMITS.maxHorizonDays) : null;
    // Read ahead of the view's verdict: a site that is not shown must not leave a rejection unheard.
    takenRead?.catch(() => undefined);
    const [view, settings] = await Promise.all([this.views.view(visit, { asVisitor: true, memberId }), settingsRead]);
    if (view === null || !canUseBookings(view.tier)) return null;
    if (!settings.enabled || settings.services.length === 0) return null;
    const hours = findSection(view.model, 'hours') ?? null;
    return { view, settings, taken: takenRead, hours, timeZone: hours?.timeZone ?? DEFAULT_SITE_TIME_ZONE };
  }

  /** The service's free times on `dates` (every date of the horizon when absent); none without opening hours. */
  async freeDays(site: BookingSite, service: BookableService, dates?: readonly string[]): Promise<readonly DayOfSlots[]> {
    if (site.hours === null) return [];
    const now = site.view.now;
    const taken = await (site.taken ?? this.takenOver(site.view.site.memberId, now, site.settings.horizonDays));
    return freeSlots({ settings: site.settings, hours: site.hours, timeZone: site.timeZone, durationMinutes: service.durationMinutes, taken, now, ...(dates === undefined ? {} : { dates }) });
  }

  private takenOver(memberId: string, now: number, horizonDays: number): Promise<readonly TakenTime[]> {
    // A day either side: hours that run past midnight, and the buffer.
    return this.bookings.takenTimes(memberId, now - DAY_MS, now + (horizonDays + 2) * DAY_MS);
  }
}
