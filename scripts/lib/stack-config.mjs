// Ports, project ids and environment of the two local stacks. `dev` is what `npm start` runs;
// `test` is what `npm test` runs, on other ports and another project id so that both can run
// side by side on one machine without touching each other's data or rules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HOST = '127.0.0.1';

export const STACKS = {
  dev: {
    projectId: 'demo-sitio',
    ports: { firestore: 8080, auth: 9099, storage: 9199, app: 5173, hub: 4400, logging: 4500, paymentSimulator: 5180 },
  },
  test: {
    projectId: 'demo-sitio-test',
    ports: { firestore: 8085, auth: 9095, storage: 9195, app: 4173, hub: 4405, logging: 4505, paymentSimulator: 5185 },
  },
};

/** The local payment simulator (docs/billing.md), run as a child process by `npm start` and `npm test`. */
export const PAYMENT_SIMULATOR = path.join(ROOT, 'scripts', 'payment-simulator.mjs');

/** The local Firestore trigger runner (src/server/triggers), run as a child process by `npm start` and `npm test`. */
export const TRIGGER_RUNNER = path.join(ROOT, 'scripts', 'trigger-runner.mjs');

/** Where `npm start` keeps emulator data between runs (git-ignored). */
export const DEV_DATA_DIR = path.join(ROOT, '.emulator-data');

/**
 * SITIO_PORT_OFFSET shifts every port of both stacks, so a second checkout on one machine can
 * run `npm start` or `npm test` at the same time as the first (project ids stay; each checkout's
 * emulators keep their own data).
 */
export function portOffset(env = process.env) {
  const raw = env.SITIO_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000) {
    throw new Error(`SITIO_PORT_OFFSET must be a whole number from 0 to 20000, not "${raw}".`);
  }
  return offset;
}

/**
 * Ports browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"): an
 * emulator there would start, and then never be reached by the app or by the wait for it.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143,
  161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190,
  5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** `ports` moved by `offset`; refused, with the reason, when one lands on a port no browser reaches. */
export function shiftPorts(ports, offset = portOffset()) {
  const shifted = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset]));
  const blocked = Object.entries(shifted).filter(([, port]) => BAD_PORTS.has(port));
  if (blocked.length > 0) {
    const where = blocked.map(([name, port]) => `${name} on port ${port}`).join(', ');
    throw new Error(`SITIO_PORT_OFFSET=${offset} puts ${where}, which browsers and Node's fetch refuse to reach. Choose another offset.`);
  }
  return shifted;
}

export function stackFor(mode) {
  const stack = STACKS[mode];
  if (!stack) throw new Error(`Unknown stack "${mode}" (expected dev or test).`);
  const ports = shiftPorts(stack.ports);
  return { mode, host: HOST, ...stack, ports, storageBucket: `${stack.projectId}.appspot.com` };
}

/** Variables read by Node clients (firebase-admin, rules-unit-testing, the web SDK in tests). */
export function emulatorEnv(stack) {
  const { host, ports, projectId } = stack;
  return {
    FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://${host}:${ports.storage}`,
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIREBASE_STORAGE_BUCKET: stack.storageBucket,
    // Keeps google-auth-library from probing a cloud metadata server that is not there.
    METADATA_SERVER_DETECTION: 'none',
    // Where the app under test is served (read by tests that build links to it).
    SITIO_APP_URL: `http://${host}:${ports.app}`,
  };
}

/** Variables the browser app is built or served with (read through import.meta.env). */
export function viteEnv(stack) {
  const { host, ports, projectId } = stack;
  return {
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: 'demo-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: stack.storageBucket,
    VITE_USE_EMULATORS: 'true',
    VITE_FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
    VITE_AUTH_EMULATOR_URL: `http://${host}:${ports.auth}`,
    VITE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
    // The local stand-in for the payment extension's portal (scripts/lib/payment-simulator.mjs).
    VITE_PAYMENT_SIMULATOR_URL: `http://${host}:${ports.paymentSimulator}`,
    // The app's own address: a build refuses to run without it (absolute canonical, hreflang and
    // sitemap addresses), and the local ones are served here.
    VITE_APP_URL: `http://${host}:${ports.app}`,
  };
}
