import type { HoursSection } from '../site/sections/hours.content';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { EpochMs } from '../time/time';
import { MINUTE_MS } from '../time/time';
import type { Booking } from './booking';
import type { BookingSettings } from './booking-settings';
import type { DayOfSlots } from './booking-slots';
import { freeSlots } from './booking-slots';
import { wallClockOf } from './zoned-time';

/** How many days with free times the owner picks from when proposing another time. */
export const PROPOSAL_DAYS_SHOWN = 7;

export interface ProposalQuery {
  readonly settings: BookingSettings;
  /** The site's Hours section; null when it has none (nothing is free then). */
  readonly hours: HoursSection | null;
  readonly timeZone: SiteTimeZone;
  /** The request being declined. */
  readonly booking: Booking;
  /** The owner's bookings, as their page reads them. */
  readonly bookings: readonly Booking[];
  readonly now: EpochMs;
}

/**
 * The times the owner may offer instead of a request they decline: the same free times a
 * visitor is shown for a service as long as the request, from the same hours, settings and held
 * bookings, not counting the request itself (declining frees its time). The first days that have any.
 */
export function proposableTimes(query: ProposalQuery): readonly DayOfSlots[] {
  const { settings, hours, timeZone, booking, now } = query;
  if (hours === null) return [];
  // Held as holdsTime says, written out: importing booking.ts here splits it out of the chunk the dashboard's first screen loads.
  const taken = query.bookings.filter((b) => b.id !== booking.id && (b.status === 'requested' || b.status === 'confirmed')).map((b) => ({ start: b.start, end: b.end }));
  const durationMinutes = Math.max(1, Math.round((booking.end - booking.start) / MINUTE_MS));
  return freeSlots({ settings, hours, timeZone, durationMinutes, taken, now })
    .filter((day) => day.slots.length > 0)
    .slice(0, PROPOSAL_DAYS_SHOWN);
}

/**
 * The Book page of the member's site opened on the proposed time (its service, day and time
 * chosen), for the visitor's mail and their booking's page. The app's origin when the
 * deployment serves sites under it (/s/<username>), else the site's own address.
 */
export function proposalLink(username: string, serviceId: string, proposedStart: EpochMs, timeZone: SiteTimeZone, appOrigin: string | null, appDomainSuffix: string): string {
  const query = proposalPath(serviceId, proposedStart, timeZone);
  if (appOrigin !== null && appOrigin.trim() !== '') return `${appOrigin.trim().replace(/\/+$/, '')}/s/${encodeURIComponent(username)}/book${query}`;
  return `https://${username}${appDomainSuffix}/book${query}`;
}

/** The proposed time as the Book page's query (service, day and time chosen), after `<site>/book`. */
export function proposalPath(serviceId: string, proposedStart: EpochMs, timeZone: SiteTimeZone): string {
  const { date, time } = wallClockOf(proposedStart, timeZone);
  return `?service=${encodeURIComponent(serviceId)}&date=${date}&time=${encodeURIComponent(time)}#times`;
}
