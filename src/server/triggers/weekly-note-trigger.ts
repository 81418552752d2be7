import type { ServerUseCases } from '../server-use-cases';

/**
 * The weekly results note: the scheduled function `weeklyResultsNote` (Cloud Scheduler) and the
 * local trigger runner run it every hour, and each run sends the sites whose Monday morning it is.
 * Hourly, because the sites' Mondays start at different hours of UTC.
 */
export const WEEKLY_NOTE_SCHEDULE = 'every 1 hours';
export const WEEKLY_NOTE_INTERVAL_MS = 60 * 60 * 1000;

export async function sendWeeklyNotes(useCases: ServerUseCases): Promise<string> {
  const run = await useCases.sendWeeklyNotes.everyone();
  return `sent ${run.sent}, ${run.alreadySent} already sent, ${run.empty} empty week(s), ${run.turnedOff} turned off, ${run.failed} failed`;
}
