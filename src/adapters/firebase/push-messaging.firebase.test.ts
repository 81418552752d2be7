import type { FirebaseApp } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { FirebasePushMessaging, PUSH_SERVICE_WORKER_SCOPE } from './push-messaging.firebase';

// Push is never reached in these cases, so the app handle is not used.
const unusedApp = {} as FirebaseApp;
const EMULATORS = { firestoreHost: '127.0.0.1', firestorePort: 8080, authUrl: 'http://127.0.0.1:9099', storageHost: '127.0.0.1', storagePort: 9199 };

describe('FirebasePushMessaging where push cannot work', () => {
  it.each([
    ['no VAPID key is configured', {}],
    ['the app runs on the emulators (FCM has none)', { vapidKey: 'BPk', emulators: EMULATORS }],
    ['the runtime has no Notification API', { vapidKey: 'BPk' }],
  ])('is quietly unsupported when %s', async (_case, config) => {
    const push = new FirebasePushMessaging(unusedApp, config);
    expect(await push.isSupported()).toBe(false);
    await expect(push.getToken()).rejects.toMatchObject({ code: 'unavailable' });
    await expect(push.deleteToken()).resolves.toBeUndefined();
  });

  it('reports the permission as denied and does not prompt without a Notification API', async () => {
    const push = new FirebasePushMessaging(unusedApp, { vapidKey: 'BPk' });
    expect(push.permission()).toBe('denied');
    expect(await push.requestPermission()).toBe('denied');
  });

  it('keys the subscription on the VAPID key and the worker scope, so changing either re-subscribes', () => {
    const a = new FirebasePushMessaging(unusedApp, { vapidKey: 'key-a' }).subscriptionKey();
    const b = new FirebasePushMessaging(unusedApp, { vapidKey: 'key-b' }).subscriptionKey();
    expect(a).toContain(PUSH_SERVICE_WORKER_SCOPE);
    expect(a).not.toBe(b);
  });
});
