import { inject, injectable } from 'inversify';
import { calendarAttachment, visitorCalendar } from '../../core/bookings/booking-calendar';
import { bookingMail, manageBookingLink } from '../../core/bookings/booking-mail';
import type { BookableDay, BookingFormState, BookingNotice, BookingPage } from '../../core/bookings/booking-page';
import { BOOKABLE_DAYS_SHOWN } from '../../core/bookings/booking-page';
import type { BookableService } from '../../core/bookings/booking-settings';
import { proposalPath } from '../../core/bookings/booking-proposal';
import type { PostedBooking } from '../../core/bookings/booking-request';
import { readBookingRequest } from '../../core/bookings/booking-request';
import type { AppConfig } from '../../core/config/app-config';
import { findSection } from '../../core/site/public-site-model';
import { DEFAULT_SITE_TIME_ZONE } from '../../core/site/site-time-zones';
import { MINUTE_MS } from '../../core/time/time';
import { APP_CONFIG } from '../../ports/app-config.port';
import { APP_ORIGIN, type AppOrigin } from '../../ports/app-origin.port';
import { CALENDAR_FILE, type CalendarFilePort } from '../../ports/calendar-file.port';
import { DIGEST, type DigestPort } from '../../ports/digest.port';
import { FORM_POST_LIMITS_PORT, type FormPostLimitsPort } from '../../ports/form-post-limits.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { MAIL_OUTBOX, type MailOutboxPort } from '../../ports/mail-outbox.port';
import type { SiteView, SiteVisit } from '../site/site-views';
import { visitorKey } from '../site/visitor-key';
import type { BookingSite } from './visitor-bookings';
import { VisitorBookings } from './visitor-bookings';

export type BookingPageOutcome = { readonly kind: 'not-found' } | { readonly kind: 'page'; readonly view: SiteView; readonly page: BookingPage };

export type BookingPostOutcome =
  | BookingPageOutcome
  | { readonly kind: 'unreadable'; readonly reason: 'too-large' | 'wrong-encoding' }
  | { readonly kind: 'sent'; readonly status: 'requested' | 'confirmed' }
  /** Sent back: what was typed, with why (a field, a time just taken, a limit). */
  | { readonly kind: 'refused'; readonly view: SiteView; readonly page: BookingPage; readonly notice: BookingNotice };

/** The service a page shows the times of: the one asked for, or the only one. */
function chosenService(services: readonly BookableService[], serviceId: string | null): BookableService | null {
  return services.find((s) => s.id === serviceId) ?? (services.length === 1 ? (services[0] ?? null) : null);
}

async function choosePage(bookings: VisitorBookings, site: BookingSite, serviceId: string | null, date: string | null, form: BookingFormState | null, notice: BookingNotice | null): Promise<BookingPage> {
  const services = site.settings.services;
  const service = chosenService(services, serviceId);
  const free = service === null ? [] : await bookings.freeDays(site, service);
  const days: BookableDay[] = free.filter((d) => d.slots.length > 0).slice(0, BOOKABLE_DAYS_SHOWN).map((d) => ({ date: d.date, weekday: d.weekday, free: d.slots.length }));
  const chosen = date === null ? null : (free.find((d) => d.date === date) ?? null);
  return { kind: 'choose', services, service, days, date: chosen?.date ?? null, slots: chosen?.slots ?? [], form, notice, timeZone: site.timeZone };
}

/** GET <site>/book: the services, then a service's days, then a day's free times with the form. */
@injectable()
export class ShowBookingPageUseCase {
  constructor(@inject(VisitorBookings) private readonly bookings: VisitorBookings) {}

  async execute(visit: SiteVisit, query: { readonly service: string | null; readonly date: string | null; readonly done: string | null; readonly time?: string | null }): Promise<BookingPageOutcome> {
    const done = query.done === 'requested' || query.done === 'confirmed';
    const site = await this.bookings.site(visit, { withTaken: !done });
    if (site === null) return { kind: 'not-found' };
    if (query.done === 'requested' || query.done === 'confirmed') return { kind: 'page', view: site.view, page: { kind: 'done', status: query.done } };
    // A time given (the owner's offer) comes chosen, if it is still free.
    const time = query.time ?? null;
    const form = time !== null && /^\d{2}:\d{2}$/.test(time) ? { errors: {}, values: { time } } : null;
    return { kind: 'page', view: site.view, page: await choosePage(this.bookings, site, query.service, query.date, form, null) };
  }
}

function newToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * POST <site>/book: a visitor's request, checked by the core's rules, counted against the
 * limits every instance shares, checked against the free times, then taken in one transaction.
 * A bot that fills the hidden field is told it succeeded. The visitor's mail is in the page's
 * language, with the appointment as an .ics file and a link (a random token; only its hash is stored) to see or cancel the booking.
 */
@injectable()
export class RequestBookingUseCase {
  constructor(
    @inject(VisitorBookings) private readonly bookings: VisitorBookings,
    @inject(FORM_POST_LIMITS_PORT) private readonly limits: FormPostLimitsPort,
    @inject(DIGEST) private readonly digest: DigestPort,
    @inject(MAIL_OUTBOX) private readonly mail: MailOutboxPort,
    @inject(CALENDAR_FILE) private readonly calendar: CalendarFilePort,
    @inject(APP_ORIGIN) private readonly origin: AppOrigin,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute(visit: SiteVisit, posted: PostedBooking | 'too-large' | 'wrong-encoding', clientAddress: string): Promise<BookingPostOutcome> {
    const site = await this.bookings.site(visit);
    if (site === null) return { kind: 'not-found' };
    if (typeof posted === 'string') return { kind: 'unreadable', reason: posted };
    const { settings, view } = site;
    if (posted.website !== '') return { kind: 'sent', status: settings.confirmation === 'instant' ? 'confirmed' : 'requested' };
    const back = async (notice: BookingNotice, form: BookingFormState): Promise<BookingPostOutcome> => ({ kind: 'refused', view, notice, page: await choosePage(this.bookings, site, posted.service, posted.date, form, notice) });
    const { website: _website, ...values } = posted;
    const reading = readBookingRequest(posted, view.language === 'ES' ? 'es' : 'en');
    const service = settings.services.find((s) => s.id === posted.service);
    if (reading.kind === 'invalid' || service === undefined) return back('invalid', { errors: reading.kind === 'invalid' ? reading.errors : { service: 'invalid' }, values });
    const memberId = view.site.memberId;
    const verdict = await this.limits.admit(memberId, visitorKey(this.digest, memberId, clientAddress, 'sitio-form'), view.now, 'bookings');
    if (verdict !== 'accepted') return back('limited', { errors: {}, values });
    const [day] = await this.bookings.freeDays(site, service, [reading.date]);
    const slot = day?.slots.find((s) => s.time === reading.time);
    if (slot === undefined) return back('taken', { errors: {}, values: { ...values, time: '' } });
    const token = newToken();
    const outcome = await this.bookings.bookings.book(
      memberId,
      { serviceId: service.id, serviceName: service.name, start: slot.start, end: slot.start + service.durationMinutes * MINUTE_MS, status: settings.confirmation === 'instant' ? 'confirmed' : 'requested', visitor: reading.visitor, createdAt: view.now, manageKey: this.digest.sha256Base64(token) },
      { capacity: settings.capacity, bufferMinutes: settings.bufferMinutes },
    );
    if (outcome.kind === 'taken') return back('taken', { errors: {}, values: { ...values, time: '' } });
    const link = manageBookingLink(visit.username, outcome.booking.id, token, this.origin.url, this.config.appDomainSuffix);
    if (reading.visitor.email !== '') {
      const business = view.model.businessName || view.model.publicName;
      const calendar = this.calendar.write(visitorCalendar(outcome.booking, business, site.timeZone, link, view.now));
      await this.mail.enqueue({ ...bookingMail(outcome.booking, business, site.timeZone, link), attachments: [calendarAttachment(reading.visitor.language, calendar)] });
    }
    this.logger.info(`Booking ${outcome.booking.id} on ${visit.username} (${outcome.booking.status}): ${link}`);
    return { kind: 'sent', status: outcome.booking.status === 'confirmed' ? 'confirmed' : 'requested' };
  }
}

/** GET and POST <site>/book/manage: the visitor's own booking by its link's token, and its cancel. */
@injectable()
export class ManageBookingUseCase {
  constructor(
    @inject(VisitorBookings) private readonly bookings: VisitorBookings,
    @inject(DIGEST) private readonly digest: DigestPort,
  ) {}

  async execute(visit: SiteVisit, bookingId: string, token: string, cancel: boolean): Promise<BookingPageOutcome> {
    const view = await this.bookings.views.view(visit, { asVisitor: true });
    if (view === null || bookingId === '' || token === '' || bookingId.length > 64 || token.length > 64 || !/^[A-Za-z0-9_-]+$/.test(bookingId)) return { kind: 'not-found' };
    const memberId = view.site.memberId;
    const booking = await this.bookings.bookings.find(memberId, bookingId);
    // Another booking's token, or none: the same answer as no booking at all.
    const key = this.digest.sha256Base64(token);
    if (booking === null || ![booking.manageKey, booking.reminderKey].some((k) => k !== '' && k === key)) return { kind: 'not-found' };
    const settings = await this.bookings.bookings.readSettings(memberId);
    const timeZone = findSection(view.model, 'hours')?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
    let current = booking;
    let cancelled = false;
    let refused = false;
    if (cancel) {
      const answer = await this.bookings.bookings.answer(memberId, bookingId, { type: 'cancel', by: 'visitor', reason: '', cutoffMinutes: settings.cancelCutoffMinutes }, view.now);
      if (answer.ok) {
        current = answer.booking;
        cancelled = true;
      } else refused = true;
    }
    const holds = current.status === 'requested' || current.status === 'confirmed';
    const canCancel = holds && current.start - view.now >= settings.cancelCutoffMinutes * MINUTE_MS;
    const proposed = current.status === 'declined' && current.proposedStart !== null && current.proposedStart > view.now ? { start: current.proposedStart, query: proposalPath(current.serviceId, current.proposedStart, timeZone) } : null;
    return { kind: 'page', view, page: { kind: 'manage', bookingId, token, cancelled, refused, timeZone, booking: { serviceName: current.serviceName, start: current.start, status: current.status, canCancel, proposed } } };
  }
}
