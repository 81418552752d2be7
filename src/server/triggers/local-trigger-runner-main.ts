/**
 * `node scripts/trigger-runner.mjs`: the Firestore triggers against the emulator named by
 * FIRESTORE_EMULATOR_HOST, with pushes recorded in this process's log instead of sent.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { EpochMs } from '../../core/time/time';
import { clockAt, localServer, localStackOf, type PushMode } from '../server-composition';
import { FIRESTORE_TRIGGERS } from './firestore-triggers';
import { startLocalScheduledRuns, startLocalStorageEvents, startLocalTriggers } from './local-trigger-runner';
import { LOCAL_SCHEDULED_RUNS } from './scheduled-jobs';
import { PRUNE_INTERVAL_MS, pruneUnusedImages } from './storage-triggers';
import { WEEKLY_NOTE_INTERVAL_MS, sendWeeklyNotes } from './weekly-note-trigger';
import { BOOKING_REMINDER_INTERVAL_MS, sendBookingReminders } from './booking-reminder-trigger';

const stack = localStackOf(process.env);
if (stack === null) {
  console.error('[triggers] Set FIRESTORE_EMULATOR_HOST and a demo-* GCLOUD_PROJECT: the local trigger runner only runs against the emulators.');
  process.exit(1);
}
const log = (line: string) => console.log(`[triggers] ${line}`);
const push: PushMode = { kind: 'recording', log: (line) => log(`(local, not sent) ${line}`) };
const { server, app } = localServer(stack, process.env, push);
// A scheduled function asked for at a given time runs on a server whose clock reads that time.
const useCasesAt = (at: EpochMs) => localServer(stack, process.env, push, undefined, [clockAt(at)]).server.useCases;
const triggers = startLocalTriggers(getFirestore(app), FIRESTORE_TRIGGERS, server.useCases, log);
const storageEvents = startLocalStorageEvents(getFirestore(app), server.useCases, log);
const scheduledRuns = startLocalScheduledRuns(getFirestore(app), useCasesAt, log);
await Promise.all([triggers.ready, storageEvents.ready, scheduledRuns.ready]);
log(`listening for ${FIRESTORE_TRIGGERS.map((t) => t.document).join(', ')}, the Storage emulator's events and ${LOCAL_SCHEDULED_RUNS} in ${stack.projectId}`);
// The scheduled pruning, at start and on the same interval as deployed.
const prune = () => void pruneUnusedImages(server.useCases).then((result) => log(`unusedImagePruning: ${result}`), (error: unknown) => log(`unusedImagePruning failed: ${String(error)}`));
prune();
const pruning = setInterval(prune, PRUNE_INTERVAL_MS);
pruning.unref();
// The weekly note, on the server's clock, at start and hourly as deployed.
const note = () => void sendWeeklyNotes(server.useCases).then((result) => log(`weeklyResultsNote: ${result}`), (error: unknown) => log(`weeklyResultsNote failed: ${String(error)}`));
note();
const noting = setInterval(note, WEEKLY_NOTE_INTERVAL_MS);
noting.unref();
// The day-before booking reminders, on the server's clock, at start and hourly as deployed.
const remind = () => void sendBookingReminders(server.useCases).then((result) => log(`bookingReminders: ${result}`), (error: unknown) => log(`bookingReminders failed: ${String(error)}`));
remind();
const reminding = setInterval(remind, BOOKING_REMINDER_INTERVAL_MS);
reminding.unref();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    triggers.stop();
    storageEvents.stop();
    scheduledRuns.stop();
    void Promise.all([triggers.idle(), storageEvents.idle(), scheduledRuns.idle()]).finally(() => process.exit(0));
  });
}
