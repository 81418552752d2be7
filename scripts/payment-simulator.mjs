// Runs the local payment simulator (scripts/lib/payment-simulator.mjs) on its own, against the
// Firestore emulator named by FIRESTORE_EMULATOR_HOST and the project GCLOUD_PROJECT.
// `npm start` and `npm test` start it themselves; this is for running it by hand:
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-sitio node scripts/payment-simulator.mjs
import { priceIdsFromEnv, startPaymentSimulator } from './lib/payment-simulator.mjs';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
const port = Number(process.env.PAYMENT_SIMULATOR_PORT ?? 5180);

if (!firestoreHost || !projectId) {
  console.error('Set FIRESTORE_EMULATOR_HOST (host:port of the Firestore emulator) and GCLOUD_PROJECT (a demo-* project id).');
  process.exit(1);
}

try {
  const simulator = await startPaymentSimulator({
    firestoreHost,
    projectId,
    port,
    priceIds: priceIdsFromEnv(process.env),
    log: (line) => console.log(`[payment simulator] ${line}`),
  });
  console.log(`[payment simulator] ${simulator.url} answering checkout sessions of ${projectId}`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      simulator.stop().finally(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`[payment simulator] could not start: ${error.message}`);
  process.exit(1);
}
