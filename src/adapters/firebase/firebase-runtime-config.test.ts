import { describe, expect, it } from 'vitest';
import { firebaseConfigFromEnv } from './firebase-runtime-config';

const PRODUCTION = {
  VITE_FIREBASE_PROJECT_ID: 'sitio-prod',
  VITE_FIREBASE_API_KEY: 'key-123',
  VITE_FIREBASE_AUTH_DOMAIN: 'sitio-prod.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'sitio-prod.appspot.com',
};

describe('firebaseConfigFromEnv', () => {
  it('reads a production project, with the optional values only when given', () => {
    expect(firebaseConfigFromEnv(PRODUCTION)).toEqual({
      projectId: 'sitio-prod',
      apiKey: 'key-123',
      authDomain: 'sitio-prod.firebaseapp.com',
      storageBucket: 'sitio-prod.appspot.com',
    });
    const full = firebaseConfigFromEnv({ ...PRODUCTION, VITE_FIREBASE_MESSAGING_SENDER_ID: '42', VITE_FIREBASE_APP_ID: '1:42:web:x', VITE_FIREBASE_VAPID_KEY: 'BPk' });
    expect(full).toMatchObject({ messagingSenderId: '42', appId: '1:42:web:x', vapidKey: 'BPk' });
    expect(full.emulators).toBeUndefined();
  });

  it.each(Object.keys(PRODUCTION))("refuses a production config without %s as 'services-not-initialised'", (missing) => {
    expect(() => firebaseConfigFromEnv({ ...PRODUCTION, [missing]: '  ' })).toThrow(expect.objectContaining({ code: 'services-not-initialised' }));
  });

  it('needs only a demo project id in emulator mode and fills in the default emulator ports', () => {
    const config = firebaseConfigFromEnv({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-sitio' });
    expect(config).toMatchObject({ projectId: 'demo-sitio', storageBucket: 'demo-sitio.appspot.com' });
    expect(config.emulators).toEqual({
      firestoreHost: '127.0.0.1',
      firestorePort: 8080,
      authUrl: 'http://127.0.0.1:9099',
      storageHost: '127.0.0.1',
      storagePort: 9199,
    });
  });

  it('reads the emulator endpoints given', () => {
    const config = firebaseConfigFromEnv({
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: 'demo-sitio',
      VITE_FIRESTORE_EMULATOR_HOST: 'localhost:8085',
      VITE_AUTH_EMULATOR_URL: 'http://localhost:9095/',
      VITE_STORAGE_EMULATOR_HOST: '[::1]:9195',
    });
    expect(config.emulators).toEqual({ firestoreHost: 'localhost', firestorePort: 8085, authUrl: 'http://localhost:9095', storageHost: '[::1]', storagePort: 9195 });
  });

  it('refuses to point the emulators at a project that is not a demo-* one', () => {
    expect(() => firebaseConfigFromEnv({ ...PRODUCTION, VITE_USE_EMULATORS: 'true' })).toThrow(expect.objectContaining({ code: 'services-not-initialised' }));
  });

  it.each([
    ['VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1'],
    ['VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:99999'],
    ['VITE_STORAGE_EMULATOR_HOST', ':9199'],
    ['VITE_AUTH_EMULATOR_URL', 'javascript:alert(1)'],
    ['VITE_AUTH_EMULATOR_URL', 'not a url'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => firebaseConfigFromEnv({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-sitio', [name]: value })).toThrow(
      expect.objectContaining({ code: 'services-not-initialised' }),
    );
  });

  it('treats anything but the exact string true as production mode', () => {
    expect(firebaseConfigFromEnv({ ...PRODUCTION, VITE_USE_EMULATORS: 'TRUE' }).emulators).toBeUndefined();
  });
});
