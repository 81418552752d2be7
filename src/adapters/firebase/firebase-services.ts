import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { AppError } from '../../core/errors/error-codes';
import type { FirebaseRuntimeConfig } from './firebase-runtime-config';

/** The SDK handles the Firebase adapters are built from. */
export interface FirebaseServices {
  readonly config: FirebaseRuntimeConfig;
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly firestore: Firestore;
  /** Cloud Storage, loaded on first use (an upload): most dashboard visits never need it. */
  readonly storage: () => Promise<FirebaseStorage>;
  /** Closes listeners and connections; the handles are unusable afterwards. */
  dispose(): Promise<void>;
}

export interface ConnectOptions {
  /**
   * Name of the Firebase app instance. Distinct names give independent sessions in one
   * process, e.g. a member and an administrator signed in side by side in a test.
   */
  readonly appName?: string;
}

/**
 * Starts the web SDK. Every Firebase module is imported dynamically so that public pages,
 * which only import this function's caller lazily, carry no Firebase code in their first chunk;
 * Storage waits for the first upload.
 */
export async function connectFirebase(config: FirebaseRuntimeConfig, options: ConnectOptions = {}): Promise<FirebaseServices> {
  try {
    const [appModule, authModule, firestoreModule] = await Promise.all([import('firebase/app'), import('firebase/auth'), import('firebase/firestore')]);
    const app = appModule.initializeApp(
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
    const auth = authModule.initializeAuth(app, {
      persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence, authModule.inMemoryPersistence],
    });
    const firestore = firestoreModule.getFirestore(app);
    const emulators = config.emulators;
    let storage: Promise<FirebaseStorage> | undefined;
    const loadStorage = (): Promise<FirebaseStorage> =>
      (storage ??= import('firebase/storage').then((storageModule) => {
        const handle = storageModule.getStorage(app);
        if (emulators !== undefined) storageModule.connectStorageEmulator(handle, emulators.storageHost, emulators.storagePort);
        return handle;
      }));

    if (emulators !== undefined) {
      firestoreModule.connectFirestoreEmulator(firestore, emulators.firestoreHost, emulators.firestorePort);
      authModule.connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
    }

    return {
      config,
      app,
      auth,
      firestore,
      storage: loadStorage,
      // deleteApp also terminates Firestore, which is what lets a Node process exit.
      dispose: () => appModule.deleteApp(app),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('services-not-initialised', { cause: error });
  }
}
