import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import type { Notice } from '../../core/notifications/notice';
import type { PushDelivery, PushSenderPort } from '../../ports/push-sender.port';
import { adminGuarded } from './admin-errors';

/** The part of firebase-admin's Messaging this adapter uses, so tests can stand in for FCM. */
export interface MulticastSender {
  sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse>;
}

/** FCM takes at most this many tokens in one multicast. */
export const FCM_MULTICAST_MAX = 500;

/** Errors that mean the device is gone for good, so its token should be forgotten. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/**
 * Web push through Firebase Cloud Messaging. The service worker (public/firebase-messaging-sw.js)
 * opens `data.link`, a path of this app; `appOrigin`, when known, also gives FCM the full link.
 */
export class FcmPushSender implements PushSenderPort {
  constructor(
    private readonly messaging: MulticastSender,
    private readonly appOrigin: string | null = null,
  ) {}

  async send(tokens: readonly string[], notice: Notice): Promise<PushDelivery> {
    let sent = 0;
    const staleTokens: string[] = [];
    for (let start = 0; start < tokens.length; start += FCM_MULTICAST_MAX) {
      const batch = tokens.slice(start, start + FCM_MULTICAST_MAX);
      const response = await adminGuarded(() => this.messaging.sendEachForMulticast(this.message(batch, notice)));
      response.responses.forEach((result, index) => {
        if (result.success) sent += 1;
        else if (result.error !== undefined && GONE.has(result.error.code)) staleTokens.push(batch[index] ?? '');
      });
    }
    return { sent, staleTokens: staleTokens.filter((token) => token !== '') };
  }

  private message(tokens: string[], notice: Notice): MulticastMessage {
    return {
      tokens,
      data: { title: notice.title, body: notice.body, link: notice.link },
      webpush: {
        notification: { title: notice.title, body: notice.body },
        ...(this.appOrigin === null ? {} : { fcmOptions: { link: new URL(notice.link, this.appOrigin).toString() } }),
      },
    };
  }
}
