// Runs the Firestore triggers (src/server/triggers) against the emulators, where Cloud Functions do
// not run: `npm start` and `npm test` start it beside the payment simulator. By hand:
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-sitio node scripts/trigger-runner.mjs
import { register } from 'tsx/esm/api';

register();
await import('../src/server/triggers/local-trigger-runner-main.ts');
