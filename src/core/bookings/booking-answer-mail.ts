import type { OutgoingMail } from '../notifications/outgoing-mail';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { Booking } from './booking';
import { appointmentWhen } from './booking-mail';

/**
 * The visitor's mail when the owner answers their booking (confirmed, declined or cancelled), in
 * the language of the page they booked on; null for any other state, or without an e-mail. A
 * decline with another time offered names that time and links to the Book page opened on it.
 */
export function bookingAnswerMail(booking: Booking, business: string, timeZone: SiteTimeZone, proposalLink: string | null = null): OutgoingMail | null {
  if (booking.visitor.email === '') return null;
  const status = booking.status;
  if (status !== 'confirmed' && status !== 'declined' && status !== 'cancelled') return null;
  const when = appointmentWhen(booking.start, timeZone, booking.visitor.language);
  const es = booking.visitor.language === 'es';
  const reason = booking.reason === '' ? '' : es ? `\n\nMotivo: ${booking.reason}` : `\n\nReason: ${booking.reason}`;
  const to = booking.visitor.email;
  const offered = status === 'declined' && booking.proposedStart !== null && proposalLink !== null ? booking.proposedStart : null;
  const offer =
    offered === null
      ? ''
      : es
        ? `\n\n${business} te propone otra hora: ${appointmentWhen(offered, timeZone, 'es')}.\nPara reservarla: ${proposalLink ?? ''}`
        : `\n\n${business} offers you another time: ${appointmentWhen(offered, timeZone, 'en')}.\nTo book it: ${proposalLink ?? ''}`;
  if (es) {
    const subject = { confirmed: `Cita confirmada: ${booking.serviceName}, ${business}`, declined: `Solicitud de cita no aceptada: ${business}`, cancelled: `Cita cancelada: ${booking.serviceName}, ${business}` }[status];
    const lead = {
      confirmed: `${business} confirmó tu cita. Para cancelarla, usa el enlace del primer correo.`,
      declined: `${business} no puede atenderte a esta hora. Puedes pedir otra hora en su sitio.`,
      cancelled: `${business} canceló tu cita. Puedes pedir otra hora en su sitio.`,
    }[status];
    return { to, subject, text: `Hola, ${booking.visitor.name}:\n\n${lead}\n\n${booking.serviceName}\n${when}${reason}${offer}\n` };
  }
  const subject = { confirmed: `Appointment confirmed: ${booking.serviceName}, ${business}`, declined: `Booking request not accepted: ${business}`, cancelled: `Appointment cancelled: ${booking.serviceName}, ${business}` }[status];
  const lead = {
    confirmed: `${business} confirmed your appointment. To cancel it, use the link in the first e-mail.`,
    declined: `${business} cannot see you at this time. You can ask for another time on their site.`,
    cancelled: `${business} cancelled your appointment. You can ask for another time on their site.`,
  }[status];
  return { to, subject, text: `Hello ${booking.visitor.name},\n\n${lead}\n\n${booking.serviceName}\n${when}${reason}${offer}\n` };
}
