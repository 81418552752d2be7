/*
 * Push service worker registered by the dashboard (scope /firebase-cloud-messaging-push-scope).
 * It does not load the Firebase SDK: Firebase Cloud Messaging delivers an ordinary Web Push
 * whose data is the JSON message, so reading it here is enough to show the notification, and
 * the site works offline and without a third-party script in the worker.
 */
'use strict';

const DEFAULT_TITLE = 'Sitio';
const DEFAULT_LINK = '/dashboard/notifications';

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { notification: { body: event.data.text() } };
  }
}

/** Only links inside this site may be opened from a notification. */
function sameOriginPath(link) {
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : DEFAULT_LINK;
  } catch {
    return DEFAULT_LINK;
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const notification = payload.notification || {};
  const data = payload.data || {};
  const link = sameOriginPath((payload.fcmOptions && payload.fcmOptions.link) || data.link || DEFAULT_LINK);
  const title = String(notification.title || data.title || DEFAULT_TITLE).slice(0, 200);
  const body = String(notification.body || data.body || '').slice(0, 1000);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: notification.icon || '/favicon.svg',
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = sameOriginPath((event.notification.data && event.notification.data.link) || DEFAULT_LINK);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.navigate(link).then((navigated) => (navigated || client).focus());
        }
      }
      return self.clients.openWindow(link);
    }),
  );
});
