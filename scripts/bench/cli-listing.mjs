// Benchmark: `members list --json` of the admin CLI against a bare firebase-admin listing of
// the same 10 000 members, in the same run and alternating, so machine noise hits both alike.
// Target (docs/cli.md, quality targets): the CLI takes at most 1.3 × the bare listing.
//
//   node scripts/bench/cli-listing.mjs            # needs a Firestore and an Auth emulator
//
// Uses FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST (default: `npm start`'s ports) and
// its own project id, demo-sitio-bench, whose data it wipes first: never the app's own data.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

export const CLI_LISTING_TARGET_RATIO = 1.3;
const BENCH_PROJECT = 'demo-sitio-bench';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function wipe(firestoreHost, projectId) {
  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`could not clear the benchmark project: ${response.status} ${await response.text()}`);
}

/** Members as sign-up writes them, in batches (the emulator takes 500 writes per batch). */
async function seed(firestore, Timestamp, FieldValue, count) {
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    const batch = firestore.batch();
    for (let i = start; i < Math.min(count, start + 500); i += 1) {
      const id = `bench${String(i).padStart(6, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const username = id.slice(0, 7).toLowerCase();
      batch.set(firestore.collection('vMember').doc(id), {
        id, vID: id, name: `Member ${i}`, namePublico: `Member ${i}`, username, domain: `${username}.sitio.app`,
        email: `${id.toLowerCase()}@example.test`, emailPublico: `${id.toLowerCase()}@example.test`,
        picture: '/images/empty-profile.svg', coverPicture: '/images/default-cover.svg',
        esAdministrador: false, verified: false, setup: false, published: true, alertPayment: false, ads: false,
        businessName: null, businessEmail: null, status: i % 3 === 0, trial: i % 5 === 0,
        createdAt: FieldValue.serverTimestamp(), activeUntil: Timestamp.fromMillis(now + ((i % 7) - 3) * 86_400_000),
        siteLanguage: 'EN', font: 'Roboto', coverTemplate: 1, accountType: 'business', themeColor: '#0D0D0D', phoneNumber: '+1 555 010 0000',
      });
    }
    await batch.commit();
  }
}

/**
 * Seeds `members` members, then times both listings `repetitions` times each, alternating.
 * Resolves to the medians (ms), their ratio and whether it meets the target.
 */
export async function benchCliListing({ members = 10_000, repetitions = 5, env = process.env, log = console.log, clearAfter = true } = {}) {
  register();
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
  const benchEnv = { ...env, FIRESTORE_EMULATOR_HOST: firestoreHost, FIREBASE_AUTH_EMULATOR_HOST: authHost, SITIO_PROJECT: BENCH_PROJECT };
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;

  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp, FieldValue } = await import('firebase-admin/firestore');
  const { connectCli } = await import('../../src/cli/composition-root.ts');
  const { runCli } = await import('../../src/cli/program.ts');

  await wipe(firestoreHost, BENCH_PROJECT);
  const seedApp = initializeApp({ projectId: BENCH_PROJECT }, `bench-seed-${randomUUID()}`);
  const seededAt = Date.now();
  await seed(getFirestore(seedApp), Timestamp, FieldValue, members);
  await deleteApp(seedApp);
  log(`seeded ${members} members in ${((Date.now() - seededAt) / 1000).toFixed(1)} s (project ${BENCH_PROJECT} on ${firestoreHost})`);

  async function viaCli() {
    let bytes = 0;
    let errors = '';
    const started = performance.now();
    const code = await runCli(['members', 'list', '--json'], {
      stdout: { write: (text) => (bytes += text.length) },
      stderr: { write: (text) => (errors += text) },
      progress: false,
      canPrompt: false,
      connect: (request) => connectCli(request, { env: benchEnv }),
      prompt: async () => '',
    });
    const elapsed = performance.now() - started;
    if (code !== 0) throw new Error(`members list failed (${code}): ${errors}`);
    return { elapsed, bytes };
  }

  async function bare() {
    const started = performance.now();
    const app = initializeApp({ projectId: BENCH_PROJECT }, `bench-bare-${randomUUID()}`);
    const snapshot = await getFirestore(app).collection('vMember').get();
    let fields = 0;
    for (const doc of snapshot.docs) fields += Object.keys(doc.data()).length;
    const elapsed = performance.now() - started;
    await deleteApp(app);
    if (snapshot.size !== members) throw new Error(`bare listing saw ${snapshot.size} members, expected ${members}`);
    return { elapsed, fields };
  }

  // One untimed round of each: module loading and the emulator's first-query warm-up are not listing.
  await viaCli();
  await bare();
  const cliTimes = [];
  const bareTimes = [];
  for (let i = 0; i < repetitions; i += 1) {
    cliTimes.push((await viaCli()).elapsed);
    bareTimes.push((await bare()).elapsed);
  }
  const cliMs = median(cliTimes);
  const bareMs = median(bareTimes);
  const ratio = cliMs / bareMs;
  const pass = ratio <= CLI_LISTING_TARGET_RATIO;
  log(`members list --json: median ${cliMs.toFixed(0)} ms  [${cliTimes.map((t) => t.toFixed(0)).join(', ')}]`);
  log(`bare firebase-admin: median ${bareMs.toFixed(0)} ms  [${bareTimes.map((t) => t.toFixed(0)).join(', ')}]`);
  log(`ratio ${ratio.toFixed(2)} (target <= ${CLI_LISTING_TARGET_RATIO}): ${pass ? 'PASS' : 'FAIL'}`);
  if (clearAfter) await wipe(firestoreHost, BENCH_PROJECT);
  return { members, repetitions, cliMs, bareMs, cliTimes, bareTimes, ratio, target: CLI_LISTING_TARGET_RATIO, pass };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const result = await benchCliListing();
    process.exit(result.pass ? 0 : 1);
  } catch (error) {
    console.error(`cli-listing benchmark could not run: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Start the emulators first (`npm start`), or point FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST at running ones.');
    process.exit(2);
  }
}
