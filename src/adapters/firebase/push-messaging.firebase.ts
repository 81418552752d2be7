import type { FirebaseApp } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';
import type * as MessagingSdk from 'firebase/messaging';
import { AppError } from '../../core/errors/error-codes';
import type { PushMessagingPort, PushPermission } from '../../ports/push-messaging.port';
import type { FirebaseRuntimeConfig } from './firebase-runtime-config';
import { guarded } from './firebase-errors';

/** The service worker the spec names; public/firebase-messaging-sw.js. */
export const PUSH_SERVICE_WORKER_URL = '/firebase-messaging-sw.js';
/** Firebase's own default scope, so tokens made by earlier versions of the site stay valid. */
export const PUSH_SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

type MessagingModule = typeof MessagingSdk;

function hasNotificationApi(): boolean {
  return typeof globalThis.Notification !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Web push through Firebase Cloud Messaging. firebase/messaging is imported only when push is
 * actually used, so members who never enable notifications never download it.
 */
export class FirebasePushMessaging implements PushMessagingPort {
  private supported: Promise<boolean> | null = null;
  private messaging: Promise<{ module: MessagingModule; messaging: Messaging }> | null = null;

  constructor(
    private readonly app: FirebaseApp,
    private readonly config: Pick<FirebaseRuntimeConfig, 'vapidKey' | 'emulators'>,
  ) {}

  isSupported(): Promise<boolean> {
    this.supported ??= this.checkSupport();
    return this.supported;
  }

  private async checkSupport(): Promise<boolean> {
    // FCM has no emulator: locally push is simply off, which is not an error.
    if (this.config.vapidKey === undefined || this.config.emulators !== undefined) return false;
    if (!hasNotificationApi()) return false;
    try {
      const messagingModule = await import('firebase/messaging');
      return await messagingModule.isSupported();
    } catch {
      return false;
    }
  }

  permission(): PushPermission {
    return hasNotificationApi() ? Notification.permission : 'denied';
  }

  async requestPermission(): Promise<PushPermission> {
    if (!hasNotificationApi()) return 'denied';
    return guarded(() => Notification.requestPermission());
  }

  async getToken(): Promise<string> {
    const vapidKey = this.config.vapidKey;
    if (vapidKey === undefined || !(await this.isSupported())) throw new AppError('unavailable', { detail: 'push is not supported here' });
    if (this.permission() !== 'granted') throw new AppError('permission-denied', { detail: 'notification permission not granted' });
    return guarded(async () => {
      const serviceWorkerRegistration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, { scope: PUSH_SERVICE_WORKER_SCOPE });
      const { module, messaging } = await this.loadMessaging();
      return module.getToken(messaging, { vapidKey, serviceWorkerRegistration });
    });
  }

  async deleteToken(): Promise<void> {
    if (!(await this.isSupported())) return;
    await guarded(async () => {
      const { module, messaging } = await this.loadMessaging();
      await module.deleteToken(messaging);
    });
  }

  subscriptionKey(): string {
    return `${this.config.vapidKey ?? ''}|${PUSH_SERVICE_WORKER_SCOPE}`;
  }

  private loadMessaging(): Promise<{ module: MessagingModule; messaging: Messaging }> {
    this.messaging ??= import('firebase/messaging').then((module) => ({ module, messaging: module.getMessaging(this.app) }));
    return this.messaging;
  }
}
