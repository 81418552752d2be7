// Runs a scheduled function on the local stack as if the clock read a given time: the trigger
// runner `npm start` (or `npm test`) started picks the request up from the emulators'
// localScheduledRuns collection (src/server/triggers/scheduled-jobs.ts) and answers with its log
// line. For a look at the Monday note without waiting for Monday:
//   node scripts/run-scheduled.mjs weeklyResultsNote 2026-11-30T15:00:00Z
//   node scripts/run-scheduled.mjs weeklyResultsNote 2026-11-30T15:00:00Z --stack test
import { randomUUID } from 'node:crypto';
import { emulatorEnv, stackFor } from './lib/stack-config.mjs';

const [job, time, ...rest] = process.argv.slice(2);
const at = Date.parse(time ?? '');
if (!job || !Number.isFinite(at)) {
  console.error('Usage: node scripts/run-scheduled.mjs <weeklyResultsNote|unusedImagePruning> <ISO time> [--stack dev|test]');
  process.exit(2);
}
const stack = stackFor(rest[0] === '--stack' ? (rest[1] ?? 'dev') : 'dev');
Object.assign(process.env, emulatorEnv(stack));
const { initializeApp, deleteApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId: stack.projectId }, `run-scheduled-${randomUUID()}`);
try {
  const request = await getFirestore(app).collection('localScheduledRuns').add({ job, at });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = (await request.get()).data() ?? {};
    if (typeof answer.result === 'string') {
      console.log(`${job} at ${new Date(at).toISOString()}: ${answer.result}`);
      break;
    }
    if (typeof answer.error === 'string' || Date.now() > deadline) {
      console.error(`${job} at ${new Date(at).toISOString()}: ${answer.error ?? 'no answer within 60 s: is the trigger runner running (npm start)?'}`);
      process.exitCode = 1;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} finally {
  await deleteApp(app);
}
