import type { FirebaseApp } from 'firebase/app';
import { deleteApp, initializeApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, inMemoryPersistence, initializeAuth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { AppError } from '../../core/errors/error-codes';
import type { FirebaseRuntimeConfig } from './firebase-runtime-config';

/** The SDK handles the Firebase adapters are built from, Firestore's loaded on first use. */
export interface FirebaseAppServices {
  readonly config: FirebaseRuntimeConfig;
  readonly app: FirebaseApp;
  readonly auth: Auth;
  /**
   * Cloud Firestore's web SDK, loaded on first use: the dashboard's first screen reads what it
   * shows without it (firestore-rest-reads.ts), so it does not wait for its download.
   */
  readonly loadFirestore: () => Promise<Firestore>;
  /** Cloud Storage, loaded on first use (an upload): most dashboard visits never need it. */
  readonly storage: () => Promise<FirebaseStorage>;
  /** Closes listeners and connections; the handles are unusable afterwards. */
  dispose(): Promise<void>;
}

/** The SDK handles with Firestore already loaded, for code that uses it at once (tests, tools). */
export interface FirebaseServices extends FirebaseAppServices {
  readonly firestore: Firestore;
}

export interface ConnectOptions {
  /**
   * Name of the Firebase app instance. Distinct names give independent sessions in one
   * process, e.g. a member and an administrator signed in side by side in a test.
   */
  readonly appName?: string;
}

/** Starts the web SDK with Firestore loaded at once. */
export async function connectFirebase(config: FirebaseRuntimeConfig, options: ConnectOptions = {}): Promise<FirebaseServices> {
  const services = await startFirebase(config, options);
  try {
    return { ...services, firestore: await services.loadFirestore() };
  } catch (error) {
    await services.dispose();
    throw error;
  }
}

/**
 * Starts the web SDK. Public pages carry no Firebase code in their first chunk because they reach
 * this module only through the composition root, which is itself loaded by dynamic import. The
 * app and Auth are imported by name here, which lets the bundler keep only what is used (a
 * namespace from `import('firebase/auth')` kept all of Auth); Firestore waits for its first use
 * and Storage for the first upload.
 */
export async function startFirebase(config: FirebaseRuntimeConfig, options: ConnectOptions = {}): Promise<FirebaseAppServices> {
  try {
    const app = initializeApp(
      {
        projectId: config.projectId,
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        storageBucket: config.storageBucket,
        ...(config.messagingSenderId === undefined ? {} : { messagingSenderId: config.messagingSenderId }),
        ...(config.appId === undefined ? {} : { appId: config.appId }),
      },
      options.appName,
    );
    // initializeAuth rather than getAuth: accounts are email and password only, so the popup and
    // redirect machinery getAuth bundles would be dead weight on the dashboard. Where IndexedDB
    // is missing (Node, some private modes) the SDK falls back to the next, then to memory.
    const auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
    });
    const emulators = config.emulators;
    let firestore: Promise<Firestore> | undefined;
    const loadFirestore = (): Promise<Firestore> =>
      (firestore ??= import('firebase/firestore').then(
        (firestoreModule) => {
          const handle = firestoreModule.getFirestore(app);
          if (emulators !== undefined) firestoreModule.connectFirestoreEmulator(handle, emulators.firestoreHost, emulators.firestorePort);
          return handle;
        },
        (error: unknown) => {
          // A failed download (offline) is tried again by the next use.
          firestore = undefined;
          throw new AppError('services-not-initialised', { cause: error });
        },
      ));
    let storage: Promise<FirebaseStorage> | undefined;
    const loadStorage = (): Promise<FirebaseStorage> =>
      (storage ??= import('firebase/storage').then((storageModule) => {
        const handle = storageModule.getStorage(app);
        if (emulators !== undefined) storageModule.connectStorageEmulator(handle, emulators.storageHost, emulators.storagePort);
        return handle;
      }));

    if (emulators !== undefined) connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });

    return {
      config,
      app,
      auth,
      loadFirestore,
      storage: loadStorage,
      // deleteApp also terminates Firestore, which is what lets a Node process exit.
      dispose: () => deleteApp(app),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('services-not-initialised', { cause: error });
  }
}
