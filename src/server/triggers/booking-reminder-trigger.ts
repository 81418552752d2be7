import type { ServerUseCases } from '../server-use-cases';

/**
 * The day-before booking reminder: the scheduled function `bookingReminders` (Cloud Scheduler)
 * and the local trigger runner run it every hour; each run mails the confirmed appointments
 * starting 24 to 48 hours later that were not mailed yet.
 */
export const BOOKING_REMINDER_SCHEDULE = 'every 1 hours';
export const BOOKING_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

export async function sendBookingReminders(useCases: ServerUseCases): Promise<string> {
  const run = await useCases.sendBookingReminders.everyone();
  return `sent ${run.sent}, ${run.alreadySent} already sent, ${run.failed} failed`;
}
