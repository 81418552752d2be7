import type { OutgoingMail } from '../notifications/outgoing-mail';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { Booking, BookingLanguage } from './booking';

/** The visitor's page for one booking (see it, cancel it), on the app's origin or the site's own address. */
export function manageBookingLink(username: string, bookingId: string, token: string, appOrigin: string | null, appDomainSuffix: string): string {
  const query = `?b=${encodeURIComponent(bookingId)}&t=${encodeURIComponent(token)}`;
  if (appOrigin !== null && appOrigin.trim() !== '') return `${appOrigin.trim().replace(/\/+$/, '')}/s/${encodeURIComponent(username)}/book/manage${query}`;
  return `https://${username}${appDomainSuffix}/book/manage${query}`;
}

/** The appointment's day and time on the business's clock, in the visitor's language. */
export function appointmentWhen(start: number, timeZone: SiteTimeZone, language: BookingLanguage): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(start));
}

/** The visitor's mail about their booking, in the language of the page they booked on. */
export function bookingMail(booking: Booking, business: string, timeZone: SiteTimeZone, link: string): OutgoingMail {
  const when = appointmentWhen(booking.start, timeZone, booking.visitor.language);
  const es = booking.visitor.language === 'es';
  const confirmed = booking.status === 'confirmed';
  if (es) {
    return {
      to: booking.visitor.email,
      subject: confirmed ? `Cita confirmada: ${booking.serviceName}, ${business}` : `Solicitud de cita recibida: ${business}`,
      text:
        `Hola, ${booking.visitor.name}:\n\n` +
        (confirmed ? `Tu cita está confirmada.` : `Recibimos tu solicitud; ${business} te confirmará la cita.`) +
        `\n\n${booking.serviceName}\n${when}\n\nPara cancelar o pedir otra hora, abre este enlace:\n${link}\n`,
    };
  }
  return {
    to: booking.visitor.email,
    subject: confirmed ? `Appointment confirmed: ${booking.serviceName}, ${business}` : `Booking request received: ${business}`,
    text:
      `Hello ${booking.visitor.name},\n\n` +
      (confirmed ? `Your appointment is confirmed.` : `We received your request; ${business} will confirm the appointment.`) +
      `\n\n${booking.serviceName}\n${when}\n\nTo cancel or ask for another time, open this link:\n${link}\n`,
  };
}

/** A wa.me link the owner can open to write to the visitor, the text prefilled in the visitor's language. */
export function whatsAppLink(booking: Booking, business: string, timeZone: SiteTimeZone): string | null {
  const digits = booking.visitor.phone.replace(/[^0-9]/g, '');
  if (digits.length < 6) return null;
  const when = appointmentWhen(booking.start, timeZone, booking.visitor.language);
  const text =
    booking.visitor.language === 'es'
      ? `Hola ${booking.visitor.name}, te escribe ${business} sobre tu cita de ${booking.serviceName} el ${when}.`
      : `Hello ${booking.visitor.name}, this is ${business} about your ${booking.serviceName} appointment on ${when}.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
