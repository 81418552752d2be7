import type { OutgoingMail } from '../notifications/outgoing-mail';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { EpochMs } from '../time/time';
import { HOUR_MS } from '../time/time';
import type { Booking } from './booking';
import { appointmentWhen } from './booking-mail';

/**
 * The reminder goes to appointments starting 24 to 48 hours from a run. The job runs hourly, so
 * each appointment is in the window for a day of runs and the first of them (the trigger ledger
 * keeps it to one) mails it a day and at most an hour before.
 */
export const REMINDER_WINDOW = { fromMs: 24 * HOUR_MS, toMs: 48 * HOUR_MS } as const;

export function isDueForReminder(booking: Booking, now: EpochMs): boolean {
  return booking.status === 'confirmed' && booking.visitor.email !== '' && booking.start >= now + REMINDER_WINDOW.fromMs && booking.start < now + REMINDER_WINDOW.toMs;
}

/** The visitor's reminder the day before, in the language of the page they booked on, with their link. */
export function bookingReminderMail(booking: Booking, business: string, timeZone: SiteTimeZone, link: string): OutgoingMail {
  const when = appointmentWhen(booking.start, timeZone, booking.visitor.language);
  if (booking.visitor.language === 'es') {
    return {
      to: booking.visitor.email,
      subject: `Recordatorio: tu cita de mañana en ${business}`,
      text: `Hola, ${booking.visitor.name}:\n\nTe recordamos tu cita.\n\n${booking.serviceName}\n${when}\n\nSi no puedes venir, cancélala o pide otra hora en este enlace:\n${link}\n`,
    };
  }
  return {
    to: booking.visitor.email,
    subject: `Reminder: your appointment tomorrow at ${business}`,
    text: `Hello ${booking.visitor.name},\n\nThis is a reminder of your appointment.\n\n${booking.serviceName}\n${when}\n\nIf you cannot come, cancel it or ask for another time at this link:\n${link}\n`,
  };
}
