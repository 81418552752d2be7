import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushMessagingPort, PushPermission } from '../../src/ports/push-messaging.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

/** Controls of the browser under the port (a stubbed Notification and messaging SDK elsewhere). */
export interface PushMessagingFixtures {
  setSupported(supported: boolean): void;
  setPermission(permission: PushPermission): void;
  /** What the user answers when the permission prompt is shown. */
  setPromptAnswer(answer: Exclude<PushPermission, 'default'>): void;
  /** The browser's push subscription details change (new keys or endpoint). */
  changeSubscription(): void;
}

export type PushMessagingSubject = ContractSubject<PushMessagingPort, PushMessagingFixtures>;

export function describePushMessagingContract(adapterName: string, makeSubject: MakeSubject<PushMessagingPort, PushMessagingFixtures>): void {
  describe(`PushMessagingPort contract: ${adapterName}`, () => {
    let subject: PushMessagingSubject;
    let port: PushMessagingPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('reports an unsupported browser and gives no token there', async () => {
      subject.fixtures.setSupported(false);
      subject.fixtures.setPermission('granted');
      expect(await port.isSupported()).toBe(false);
      await expect(port.getToken()).rejects.toBeDefined();
    });

    it('asks the user when permission is undecided and reports the answer', async () => {
      subject.fixtures.setPermission('default');
      subject.fixtures.setPromptAnswer('granted');
      expect(port.permission()).toBe('default');
      expect(await port.requestPermission()).toBe('granted');
      expect(port.permission()).toBe('granted');
    });

    it('a refusal stays a refusal: asking again does not grant', async () => {
      subject.fixtures.setPermission('default');
      subject.fixtures.setPromptAnswer('denied');
      expect(await port.requestPermission()).toBe('denied');
      subject.fixtures.setPromptAnswer('granted');
      expect(await port.requestPermission()).toBe('denied');
    });

    it("refuses a token without granted permission with 'permission-denied'", async () => {
      subject.fixtures.setSupported(true);
      for (const permission of ['default', 'denied'] as const) {
        subject.fixtures.setPermission(permission);
        await expect(port.getToken()).rejects.toMatchObject({ code: 'permission-denied' });
      }
    });

    it('gives a stable token once permitted, and a new one after deleting it', async () => {
      subject.fixtures.setSupported(true);
      subject.fixtures.setPermission('granted');
      expect(await port.isSupported()).toBe(true);
      const token = await port.getToken();
      expect(token).toMatch(/\S/);
      expect(await port.getToken()).toBe(token);
      await port.deleteToken();
      expect(await port.getToken()).not.toBe(token);
    });

    it('changes its subscription key when the subscription details change', () => {
      const before = port.subscriptionKey();
      expect(port.subscriptionKey()).toBe(before);
      subject.fixtures.changeSubscription();
      expect(port.subscriptionKey()).not.toBe(before);
    });
  });
}
