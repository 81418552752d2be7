/**
 * `node scripts/trigger-runner.mjs`: the Firestore triggers against the emulator named by
 * FIRESTORE_EMULATOR_HOST, with pushes recorded in this process's log instead of sent.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createFunctionsContainer } from './functions-composition';
import { FIRESTORE_TRIGGERS } from './firestore-triggers';
import { startLocalStorageEvents, startLocalTriggers } from './local-trigger-runner';
import { PRUNE_INTERVAL_MS, pruneUnusedImages } from './storage-triggers';

const projectId = process.env['GCLOUD_PROJECT'] ?? process.env['GOOGLE_CLOUD_PROJECT'];
if (process.env['FIRESTORE_EMULATOR_HOST'] === undefined || projectId === undefined || !projectId.startsWith('demo-')) {
  console.error('[triggers] Set FIRESTORE_EMULATOR_HOST and a demo-* GCLOUD_PROJECT: the local trigger runner only runs against the emulators.');
  process.exit(1);
}
process.env['METADATA_SERVER_DETECTION'] ??= 'none';
const log = (line: string) => console.log(`[triggers] ${line}`);
// The bucket the app uploads to (FIREBASE_STORAGE_BUCKET of the stack), on the Storage emulator.
const app = initializeApp({ projectId, storageBucket: process.env['FIREBASE_STORAGE_BUCKET'] ?? `${projectId}.appspot.com` });
const { container } = createFunctionsContainer(app, process.env, { kind: 'recording', log: (line) => log(`(local, not sent) ${line}`) });
const triggers = startLocalTriggers(getFirestore(app), FIRESTORE_TRIGGERS, container, log);
const storageEvents = startLocalStorageEvents(getFirestore(app), container, log);
await Promise.all([triggers.ready, storageEvents.ready]);
log(`listening for ${FIRESTORE_TRIGGERS.map((t) => t.document).join(', ')} and the Storage emulator's events in ${projectId}`);
// The scheduled pruning, at start and on the same interval as deployed.
const prune = () => void pruneUnusedImages(container).then((result) => log(`unusedImagePruning: ${result}`), (error: unknown) => log(`unusedImagePruning failed: ${String(error)}`));
prune();
const pruning = setInterval(prune, PRUNE_INTERVAL_MS);
pruning.unref();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    triggers.stop();
    storageEvents.stop();
    void Promise.all([triggers.idle(), storageEvents.idle()]).finally(() => process.exit(0));
  });
}
