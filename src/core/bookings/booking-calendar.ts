import type { CalendarEvent, CalendarFile } from '../notifications/calendar-event';
import type { MailAttachment } from '../notifications/outgoing-mail';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { EpochMs } from '../time/time';
import type { Booking, BookingLanguage } from './booking';
import { appointmentWhen } from './booking-mail';

/** The same id in every file about one booking, so a calendar updates the event it already has. */
export function bookingEventUid(booking: Pick<Booking, 'id'>): string {
  return `${booking.id}@bookings.sitio.app`;
}

function eventStatus(booking: Booking): CalendarEvent['status'] {
  if (booking.status === 'confirmed') return 'confirmed';
  if (booking.status === 'requested') return 'tentative';
  return 'cancelled';
}

/**
 * The visitor's appointment as a calendar event, in their language; the link to cancel or ask for
 * another time when there is one (only the first mail has it: the token is not kept).
 */
export function visitorCalendarEvent(booking: Booking, business: string, timeZone: SiteTimeZone, link: string | null): CalendarEvent {
  const es = booking.visitor.language === 'es';
  const when = appointmentWhen(booking.start, timeZone, booking.visitor.language);
  const title = es ? `Cita: ${booking.serviceName}, ${business}` : `Appointment: ${booking.serviceName}, ${business}`;
  const pending = booking.status === 'requested' ? (es ? `\n${business} aún debe confirmarla.` : `\n${business} has yet to confirm it.`) : '';
  const manage = link === null ? (es ? 'Para cancelarla, usa el enlace del primer correo.' : 'To cancel it, use the link in the first e-mail.') : es ? `Para cancelar o pedir otra hora: ${link}` : `To cancel or ask for another time: ${link}`;
  return { uid: bookingEventUid(booking), start: booking.start, end: booking.end, title, description: `${booking.serviceName}, ${business}\n${when}${pending}\n\n${manage}`, url: link, status: eventStatus(booking) };
}

export function visitorCalendar(booking: Booking, business: string, timeZone: SiteTimeZone, link: string | null, stamp: EpochMs): CalendarFile {
  return { name: business, timeZone, stamp, events: [visitorCalendarEvent(booking, business, timeZone, link)] };
}

/** The .ics file a mail carries, named in the visitor's language. */
export function calendarAttachment(language: BookingLanguage, content: string): MailAttachment {
  return { filename: language === 'es' ? 'cita.ics' : 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}

/** The owner's feed: upcoming requests (tentative) and confirmed appointments, in the owner's language, each opening its booking in the dashboard where the app's address is known. */
export function ownerFeedCalendar(bookings: readonly Booking[], language: BookingLanguage, timeZone: SiteTimeZone, dashboardLink: (bookingId: string) => string | null, stamp: EpochMs): CalendarFile {
  const es = language === 'es';
  const events = bookings
    .filter((b) => b.status === 'requested' || b.status === 'confirmed')
    .map((b): CalendarEvent => {
      const contact = [b.visitor.phone, b.visitor.email].filter((c) => c !== '').join(', ');
      const link = dashboardLink(b.id);
      const lines = [contact, b.visitor.note === '' ? '' : `${es ? 'Nota' : 'Note'}: ${b.visitor.note}`, link ?? ''].filter((l) => l !== '');
      const prefix = b.status === 'requested' ? (es ? 'Solicitud: ' : 'Request: ') : '';
      return { uid: bookingEventUid(b), start: b.start, end: b.end, title: `${prefix}${b.serviceName}: ${b.visitor.name}`, description: lines.join('\n'), url: link, status: eventStatus(b) };
    });
  return { name: es ? 'Citas' : 'Bookings', timeZone, stamp, events };
}
