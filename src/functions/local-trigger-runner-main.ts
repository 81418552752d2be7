/**
 * `node scripts/trigger-runner.mjs`: the Firestore triggers against the emulator named by
 * FIRESTORE_EMULATOR_HOST, with pushes recorded in this process's log instead of sent.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createFunctionsContainer } from './functions-composition';
import { FIRESTORE_TRIGGERS } from './firestore-triggers';
import { startLocalTriggers } from './local-trigger-runner';

const projectId = process.env['GCLOUD_PROJECT'] ?? process.env['GOOGLE_CLOUD_PROJECT'];
if (process.env['FIRESTORE_EMULATOR_HOST'] === undefined || projectId === undefined || !projectId.startsWith('demo-')) {
  console.error('[triggers] Set FIRESTORE_EMULATOR_HOST and a demo-* GCLOUD_PROJECT: the local trigger runner only runs against the emulators.');
  process.exit(1);
}
process.env['METADATA_SERVER_DETECTION'] ??= 'none';
const log = (line: string) => console.log(`[triggers] ${line}`);
const app = initializeApp({ projectId });
const { container } = createFunctionsContainer(app, process.env, { kind: 'recording', log: (line) => log(`(local, not sent) ${line}`) });
const triggers = startLocalTriggers(getFirestore(app), FIRESTORE_TRIGGERS, container, log);
await triggers.ready;
log(`listening for ${FIRESTORE_TRIGGERS.map((t) => t.document).join(', ')} in ${projectId}`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    triggers.stop();
    void triggers.idle().finally(() => process.exit(0));
  });
}
