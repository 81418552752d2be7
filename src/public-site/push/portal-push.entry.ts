import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import { PUSH_SERVICE_WORKER_SCOPE, PUSH_SERVICE_WORKER_URL } from '../../adapters/firebase/push-messaging.firebase';

/*
 * The customers' portal's web push: once the customer has allowed notifications (the page's
 * inline loader asks, on their click), registers the app's push service worker, gets this
 * device's Firebase Cloud Messaging token and hands it to the site (POST <site>/portal/push-token,
 * with the session cookie). Loaded only then, and only on the portal page.
 * Bundled into portal-push.generated.ts by scripts/build-portal-push.mjs.
 */

export interface PortalPushOptions {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly vapidKey: string;
  /** Where the token is posted: <site>/portal/push-token. */
  readonly endpoint: string;
}

/** Resolves once the site has this device's token; rejects when anything on the way fails. */
export async function subscribe(options: PortalPushOptions): Promise<void> {
  if (!(await isSupported())) throw new Error('push is not supported here');
  const { apiKey, projectId, messagingSenderId, appId, vapidKey, endpoint } = options;
  const app = getApps()[0] ?? initializeApp({ apiKey, projectId, messagingSenderId, appId });
  const serviceWorkerRegistration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, { scope: PUSH_SERVICE_WORKER_SCOPE });
  const token = await getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration });
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 204) throw new Error(`push token not saved (${response.status})`);
}
