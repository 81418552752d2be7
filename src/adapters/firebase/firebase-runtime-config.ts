import { AppError } from '../../core/errors/error-codes';

export interface EmulatorEndpoints {
  readonly firestoreHost: string;
  readonly firestorePort: number;
  /** Full URL, as connectAuthEmulator wants it: 'http://127.0.0.1:9099'. */
  readonly authUrl: string;
  readonly storageHost: string;
  readonly storagePort: number;
}

/** What the web SDK needs to reach one Firebase project, or the local emulators. */
export interface FirebaseRuntimeConfig {
  readonly projectId: string;
  readonly apiKey: string;
  readonly authDomain: string;
  readonly storageBucket: string;
  readonly messagingSenderId?: string;
  readonly appId?: string;
  /** Web push key; without it push is reported unsupported. */
  readonly vapidKey?: string;
  readonly emulators?: EmulatorEndpoints;
}

/** The Emulator Suite's own default ports, used when only VITE_USE_EMULATORS is set. */
const DEFAULT_EMULATORS = {
  firestore: '127.0.0.1:8080',
  authUrl: 'http://127.0.0.1:9099',
  storage: '127.0.0.1:9199',
} as const;

function fail(detail: string): never {
  throw new AppError('services-not-initialised', { detail });
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function hostAndPort(value: string, name: string): { host: string; port: number } {
  // Split on the last colon so a bracketed IPv6 host ('[::1]:8080') keeps its own colons.
  const colon = value.lastIndexOf(':');
  const host = colon > 0 ? value.slice(0, colon) : '';
  const portText = colon > 0 ? value.slice(colon + 1) : '';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (host === '' || !(port >= 1 && port <= 65535)) fail(`${name} must be host:port, got '${value}'`);
  return { host, port };
}

function emulatorUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`${name} must be a URL such as http://127.0.0.1:9099, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`${name} must be an http(s) URL`);
  return `${url.protocol}//${url.host}`;
}

/**
 * Reads the VITE_FIREBASE_* settings (from import.meta.env in the browser, process.env in
 * tests). In emulator mode only the project id is needed, and it must be a demo-* id so a
 * local run can never reach a real project.
 */
export function firebaseConfigFromEnv(env: Record<string, string | undefined>): FirebaseRuntimeConfig {
  const useEmulators = present(env.VITE_USE_EMULATORS) === 'true';
  const projectId = present(env.VITE_FIREBASE_PROJECT_ID) ?? fail('VITE_FIREBASE_PROJECT_ID is missing');

  const optional = {
    ...optionalEntry('messagingSenderId', present(env.VITE_FIREBASE_MESSAGING_SENDER_ID)),
    ...optionalEntry('appId', present(env.VITE_FIREBASE_APP_ID)),
    ...optionalEntry('vapidKey', present(env.VITE_FIREBASE_VAPID_KEY)),
  };

  if (!useEmulators) {
    return {
      projectId,
      apiKey: present(env.VITE_FIREBASE_API_KEY) ?? fail('VITE_FIREBASE_API_KEY is missing'),
      authDomain: present(env.VITE_FIREBASE_AUTH_DOMAIN) ?? fail('VITE_FIREBASE_AUTH_DOMAIN is missing'),
      storageBucket: present(env.VITE_FIREBASE_STORAGE_BUCKET) ?? fail('VITE_FIREBASE_STORAGE_BUCKET is missing'),
      ...optional,
    };
  }

  if (!projectId.startsWith('demo-')) fail(`emulator mode needs a demo-* project id, got '${projectId}'`);
  const firestore = hostAndPort(present(env.VITE_FIRESTORE_EMULATOR_HOST) ?? DEFAULT_EMULATORS.firestore, 'VITE_FIRESTORE_EMULATOR_HOST');
  const storage = hostAndPort(present(env.VITE_STORAGE_EMULATOR_HOST) ?? DEFAULT_EMULATORS.storage, 'VITE_STORAGE_EMULATOR_HOST');
  return {
    projectId,
    // The emulators accept any key; a fixed placeholder keeps the SDK's own checks quiet.
    apiKey: present(env.VITE_FIREBASE_API_KEY) ?? 'demo-api-key',
    authDomain: present(env.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    storageBucket: present(env.VITE_FIREBASE_STORAGE_BUCKET) ?? `${projectId}.appspot.com`,
    ...optional,
    emulators: {
      firestoreHost: firestore.host,
      firestorePort: firestore.port,
      authUrl: emulatorUrl(present(env.VITE_AUTH_EMULATOR_URL) ?? DEFAULT_EMULATORS.authUrl, 'VITE_AUTH_EMULATOR_URL'),
      storageHost: storage.host,
      storagePort: storage.port,
    },
  };
}

function optionalEntry<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
