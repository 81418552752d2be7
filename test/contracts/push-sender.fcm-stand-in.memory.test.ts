import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../src/core/notifications/notice';
import { FCM_MULTICAST_MAX, FcmPushSender, type MulticastSender } from '../../src/adapters/node/push-sender.fcm';
import { describePushSenderContract } from './push-sender.contract';

/**
 * Firebase Cloud Messaging has no emulator and is unreachable offline, so the FCM adapter meets
 * the contract against a stand-in that answers as FCM's sendEachForMulticast documents: one
 * response per token, in order, at most 500 tokens a call, and
 * 'messaging/registration-token-not-registered' for a device that is gone.
 */
class FakeFcm implements MulticastSender {
  readonly gone = new Set<string>();
  readonly messages: MulticastMessage[] = [];

  async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
    if (message.tokens.length > FCM_MULTICAST_MAX) throw Object.assign(new Error('too many tokens'), { code: 'messaging/invalid-argument' });
    this.messages.push(message);
    const responses = message.tokens.map((token) =>
      this.gone.has(token)
        ? { success: false, error: Object.assign(new Error('gone'), { code: 'messaging/registration-token-not-registered' }) as unknown as BatchResponse['responses'][number]['error'] }
        : { success: true, messageId: `m-${token}` },
    );
    return { responses, successCount: responses.filter((r) => r.success).length, failureCount: responses.filter((r) => !r.success).length };
  }

  delivered(): Array<{ token: string; notice: Notice }> {
    return this.messages.flatMap((message) =>
      message.tokens.filter((token) => !this.gone.has(token)).map((token) => ({ token, notice: { title: message.data?.['title'] ?? '', body: message.data?.['body'] ?? '', link: message.data?.['link'] ?? '' } })),
    );
  }
}

describePushSenderContract('fcm (firebase-admin)', async () => {
  const fcm = new FakeFcm();
  return { port: new FcmPushSender(fcm), fixtures: { markGone: (token) => fcm.gone.add(token), delivered: () => fcm.delivered() } };
});

describe('FcmPushSender beyond the contract', () => {
  const notice = { title: 'T', body: 'B', link: '/dashboard/admin?inquiry=q#inquiries' };

  it('gives the browser a notification and, when the app origin is known, the full link', async () => {
    const fcm = new FakeFcm();
    await new FcmPushSender(fcm, 'https://sitio.example').send(['t'], notice);
    expect(fcm.messages[0]?.webpush).toEqual({ notification: { title: 'T', body: 'B' }, fcmOptions: { link: 'https://sitio.example/dashboard/admin?inquiry=q#inquiries' } });
    expect(fcm.messages[0]?.data).toEqual({ title: 'T', body: 'B', link: notice.link });
  });

  it('a failure of the push service rejects with an error code, not a raw SDK error', async () => {
    const broken: MulticastSender = { sendEachForMulticast: () => Promise.reject(Object.assign(new Error('down'), { code: 'unavailable' })) };
    await expect(new FcmPushSender(broken).send(['t'], notice)).rejects.toMatchObject({ name: 'AppError' });
  });
});
