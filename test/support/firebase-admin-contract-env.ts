/**
 * Connects contract suites to the emulators through the admin SDK, for the adapters the admin
 * CLI binds (src/adapters/node). The admin SDK bypasses the security rules, so the same SDK
 * writes the fixtures: there is no "other side" to stand in for.
 */
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { getStorage } from 'firebase-admin/storage';
import { beforeEach } from 'vitest';
/**
 * The firebase-admin suites own their Firestore project: the web suites' live queries list every
 * member of theirs (e.g. all `fullAccess == true`), so the two families must not share data.
 */
const ADMIN_CONTRACT_PROJECT_ID = 'demo-sitio-contracts-admin';
/** The contract apps' default bucket: what the suites store stays out of the app's own bucket. */
const ADMIN_CONTRACT_BUCKET = `${ADMIN_CONTRACT_PROJECT_ID}.appspot.com`;

export interface AdminContractBackend {
  /** Firestore of the contract project, as the admin CLI opens it. */
  readonly firestore: Firestore;
  /** Auth of the project the Auth emulator files accounts under. */
  readonly auth: Auth;
  /** Cloud Storage of the Storage emulator, its default bucket the contract project's; opened on first use. */
  readonly storage: Storage;
  dispose(): Promise<void>;
}

function requireEmulator(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): void {
  // Without the variable the admin SDK would go to the real project named by the app.
  const value = process.env[variable];
  if (value === undefined || !/^.+:\d+$/.test(value.trim())) {
    throw new Error(`${variable} must be set to host:port of the running emulator (got '${value ?? ''}')`);
  }
}

let appCounter = 0;

/**
 * One admin app per test file: it holds gRPC channels and listeners, so the caller disposes it
 * in afterAll or vitest cannot exit.
 */
export function connectAdminContractBackend(label: string): AdminContractBackend {
  requireEmulator('FIRESTORE_EMULATOR_HOST');
  requireEmulator('FIREBASE_AUTH_EMULATOR_HOST');
  // Without this, google-auth-library probes a cloud metadata server that is not there.
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  appCounter += 1;
  const apps: App[] = [];
  const open = (projectId: string, role: string): App => {
    const app = initializeApp({ projectId, storageBucket: ADMIN_CONTRACT_BUCKET }, `${label}-admin-${role}-${appCounter}-${Date.now()}`);
    apps.push(app);
    return app;
  };
  const firestoreApp = open(ADMIN_CONTRACT_PROJECT_ID, 'firestore');
  // An Auth emulator started for one project (as `npm test` starts it) may refuse or warn about
  // other ids; GCLOUD_PROJECT names the one it runs, as for the web SDK suites.
  const authProject = process.env['GCLOUD_PROJECT'] ?? ADMIN_CONTRACT_PROJECT_ID;
  const authApp = authProject === ADMIN_CONTRACT_PROJECT_ID ? firestoreApp : open(authProject, 'auth');
  let storage: Storage | null = null;
  return {
    firestore: getFirestore(firestoreApp),
    auth: getAuth(authApp),
    // Only the suites that use Storage need its emulator; the others run without the variable.
    get storage() {
      requireEmulator('FIREBASE_STORAGE_EMULATOR_HOST');
      storage ??= getStorage(firestoreApp);
      return storage;
    },
    dispose: async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
    },
  };
}

/** Lazily connects once for the file; a failed test's retry gets fresh clients (see sharedContractBackend). */
export function sharedAdminContractBackend(label: string): { get(): AdminContractBackend; dispose(): Promise<void> } {
  let backend: AdminContractBackend | null = null;
  const dispose = async () => {
    const current = backend;
    backend = null;
    if (current !== null) await current.dispose();
  };
  beforeEach((context) => {
    context.onTestFailed(dispose);
  });
  return {
    get: () => {
      backend ??= connectAdminContractBackend(label);
      return backend;
    },
    dispose,
  };
}
