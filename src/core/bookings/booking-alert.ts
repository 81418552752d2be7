import type { Notice } from '../notifications/notice';
import { boundedNotice } from '../notifications/notice';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { Booking } from './booking';
import { appointmentWhen } from './booking-mail';

/** Where the dashboard opens one booking: the bookings page with it selected. */
export function bookingPath(bookingId: string): string {
  return `/dashboard/bookings?b=${encodeURIComponent(bookingId)}`;
}

const TEXT = {
  EN: { requested: (name: string) => `Booking request from ${name}`, confirmed: (name: string) => `New booking from ${name}`, contact: 'Contact', note: 'Note', answer: 'Open it to accept or decline.' },
  ES: { requested: (name: string) => `Solicitud de cita de ${name}`, confirmed: (name: string) => `Nueva cita de ${name}`, contact: 'Contacto', note: 'Nota', answer: 'Ábrela para aceptarla o rechazarla.' },
} as const;

/**
 * What the owner is told of a new booking, in the owner's language (the visitor's may differ):
 * who, what, when on the business's clock, how to reach them; opening it opens the booking.
 */
export function bookingAlert(booking: Booking, language: 'EN' | 'ES', timeZone: SiteTimeZone): Notice {
  const text = TEXT[language];
  const when = appointmentWhen(booking.start, timeZone, language === 'ES' ? 'es' : 'en');
  const contact = [booking.visitor.email, booking.visitor.phone].filter((c) => c !== '').join(' · ');
  const lines = [`${booking.serviceName} · ${when}`, `${text.contact}: ${contact}`, ...(booking.visitor.note !== '' ? [`${text.note}: ${booking.visitor.note}`] : []), ...(booking.status === 'requested' ? ['', text.answer] : [])];
  return boundedNotice({ title: booking.status === 'requested' ? text.requested(booking.visitor.name) : text.confirmed(booking.visitor.name), body: lines.join('\n'), link: bookingPath(booking.id) });
}
