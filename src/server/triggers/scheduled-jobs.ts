import type { EpochMs } from '../../core/time/time';
import type { ServerUseCases } from '../server-use-cases';
import { pruneUnusedImages } from './storage-triggers';
import { sendWeeklyNotes } from './weekly-note-trigger';

/** The scheduled functions (Cloud Scheduler), by their deployed names, each a line of its log. */
export const SCHEDULED_JOBS = {
  unusedImagePruning: pruneUnusedImages,
  weeklyResultsNote: sendWeeklyNotes,
} as const satisfies Record<string, (useCases: ServerUseCases) => Promise<string>>;

export type ScheduledJob = keyof typeof SCHEDULED_JOBS;

/**
 * The emulators' collection where a test, or a developer on `npm start`, asks the local trigger
 * runner to run a scheduled function as if the clock read `at` (Monday morning for the weekly
 * note). Only the runner reads it, and it only runs against the emulators; the rules give no
 * client access to it, and production has no such collection.
 */
export const LOCAL_SCHEDULED_RUNS = 'localScheduledRuns';

/** A request to run `job` on a clock that reads `at`. */
export interface ScheduledRunRequest {
  readonly job: ScheduledJob;
  readonly at: EpochMs;
}

function isScheduledJob(value: unknown): value is ScheduledJob {
  return typeof value === 'string' && Object.hasOwn(SCHEDULED_JOBS, value);
}

/**
 * A stored request read: `{ job, at }` with `at` in ms since the epoch or an ISO time. Null for
 * anything else, and for a request already answered (it has a `result` or an `error`), which the
 * runner meets again each time it starts.
 */
export function scheduledRunRequestOf(data: Readonly<Record<string, unknown>> | undefined): ScheduledRunRequest | null {
  if (data === undefined || 'result' in data || 'error' in data || !isScheduledJob(data['job'])) return null;
  const raw = data['at'];
  const at = typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  return Number.isFinite(at) ? { job: data['job'], at } : null;
}

/** Runs a request on the use cases of a server whose clock reads its `at`. */
export function runScheduled(request: ScheduledRunRequest, useCasesAt: (at: EpochMs) => ServerUseCases): Promise<string> {
  return SCHEDULED_JOBS[request.job](useCasesAt(request.at));
}
