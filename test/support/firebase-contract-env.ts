/**
 * Connects contract suites to the emulators named by FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST. The suites check adapter behaviour, not security rules (those
 * have their own tests), so the contract project runs with open rules and every fixture is a
 * plain write from a second, independent client standing in for the server side.
 */
import { onLog } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { beforeEach } from 'vitest';
import type { FirebaseRuntimeConfig } from '../../src/adapters/firebase/firebase-runtime-config';
import type { FirebaseServices } from '../../src/adapters/firebase/firebase-services';
import { connectFirebase } from '../../src/adapters/firebase/firebase-services';

/** The project id the contract suites own; rules tests and the app use others. */
export const CONTRACT_PROJECT_ID = 'demo-sitio-contracts';

/** Listener round trips through the emulator take ~0.2 s; wait longer before saying "no call". */
export const FIREBASE_QUIET_PERIOD_MS = 600;

const OPEN_RULES =
  "rules_version='2'; service cloud.firestore { match /databases/{db}/documents { match /{d=**} { allow read, write: if true; } } }";

function hostPort(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  const match = value === undefined ? null : /^(.+):(\d+)$/.exec(value.trim());
  if (match === null) throw new Error(`${variable} must be set to host:port of the running emulator (got '${value ?? ''}')`);
  return { host: match[1] ?? '', port: Number(match[2]) };
}

/** The Storage emulator, when FIREBASE_STORAGE_EMULATOR_HOST names one (else its default port). */
export function storageEmulatorEndpoint(): { host: string; port: number } {
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST === undefined ? { host: '127.0.0.1', port: 9199 } : hostPort('FIREBASE_STORAGE_EMULATOR_HOST');
}

export function contractConfig(): FirebaseRuntimeConfig {
  const firestore = hostPort('FIRESTORE_EMULATOR_HOST');
  const auth = hostPort('FIREBASE_AUTH_EMULATOR_HOST');
  const storage = storageEmulatorEndpoint();
  return {
    projectId: CONTRACT_PROJECT_ID,
    apiKey: 'demo-api-key',
    authDomain: `${CONTRACT_PROJECT_ID}.firebaseapp.com`,
    storageBucket: `${CONTRACT_PROJECT_ID}.appspot.com`,
    emulators: {
      firestoreHost: firestore.host,
      firestorePort: firestore.port,
      authUrl: `http://${auth.host}:${auth.port}`,
      storageHost: storage.host,
      storagePort: storage.port,
    },
  };
}

let rulesOpened: Promise<void> | null = null;

/** Loads allow-all rules into the contract project (once per process). */
export function openContractRules(): Promise<void> {
  rulesOpened ??= (async () => {
    const { host, port } = hostPort('FIRESTORE_EMULATOR_HOST');
    const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${CONTRACT_PROJECT_ID}:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ content: OPEN_RULES }] } }),
    });
    if (!response.ok) throw new Error(`loading open rules failed: ${response.status} ${await response.text()}`);
  })();
  return rulesOpened;
}

export interface ContractBackend {
  /** The client whose adapters are under test. */
  readonly client: FirebaseServices;
  /** A second client for fixtures: the "server side" writing what the port cannot. */
  readonly server: Firestore;
  dispose(): Promise<void>;
}

let appCounter = 0;

/** How many Listen streams the emulator has garbled in this process (see sharedContractBackend). */
let garbledListenStreams = 0;
onLog(
  ({ message }) => {
    if (message.includes('RESOURCE_EXHAUSTED: Received message larger than max')) garbledListenStreams += 1;
  },
  { level: 'warn' },
);

/**
 * One pair of clients per test file: connecting per test would add seconds to every suite.
 * The caller disposes it in afterAll so the process can exit.
 */
export async function connectContractBackend(label: string): Promise<ContractBackend> {
  await openContractRules();
  appCounter += 1;
  const config = contractConfig();
  const client = await connectFirebase(config, { appName: `${label}-client-${appCounter}` });
  const server = await connectFirebase(config, { appName: `${label}-server-${appCounter}` });
  return {
    client,
    server: server.firestore,
    dispose: async () => {
      await Promise.all([client.dispose(), server.dispose()]);
    },
  };
}

/**
 * Lazily connects once for the file and hands the same backend to every test. A test that fails
 * leaves its clients behind: the Firestore emulator sometimes garbles a Listen stream sent to
 * Node's gRPC client (firebase-tools#8654, see docs/testing.md), after which that client waits a
 * minute before reconnecting, so the retry must start from fresh clients to say anything.
 */
export function sharedContractBackend(label: string): { get(): Promise<ContractBackend>; dispose(): Promise<void> } {
  let backend: Promise<ContractBackend> | null = null;
  const dispose = async () => {
    const current = backend;
    backend = null;
    if (current !== null) await (await current).dispose();
  };
  beforeEach((context) => {
    const garbledBefore = garbledListenStreams;
    context.onTestFailed(async () => {
      if (garbledListenStreams > garbledBefore) {
        console.warn(`[${label}] the Firestore emulator garbled a Listen stream during this test (firebase-tools#8654)`);
      }
      await dispose();
    });
  });
  return {
    get: () => {
      backend ??= connectContractBackend(label);
      return backend;
    },
    dispose,
  };
}

/** A fresh client (a new device: signed out, no cache). Dispose it after the test. */
export async function connectFreshClient(label: string): Promise<FirebaseServices> {
  appCounter += 1;
  return connectFirebase(contractConfig(), { appName: `${label}-device-${appCounter}` });
}

/**
 * How many password-reset emails the Auth emulator has queued for `email`: it keeps every
 * out-of-band code it would have mailed, readable through its REST API.
 */
export async function passwordResetsQueuedFor(email: string): Promise<number> {
  const { host, port } = hostPort('FIREBASE_AUTH_EMULATOR_HOST');
  // An Auth emulator started for one project (as `npm test` starts it) files every request under
  // that project, whatever id the client names; GCLOUD_PROJECT says which one it is.
  const authProject = process.env.GCLOUD_PROJECT ?? CONTRACT_PROJECT_ID;
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${authProject}/oobCodes`);
  if (!response.ok) throw new Error(`reading the Auth emulator's codes failed: ${response.status}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: Array<{ email?: string; requestType?: string }> };
  const wanted = email.trim().toLowerCase();
  return oobCodes.filter((code) => code.requestType === 'PASSWORD_RESET' && code.email?.toLowerCase() === wanted).length;
}
