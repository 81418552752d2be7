import { beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../src/core/notifications/notice';
import type { PushSenderPort } from '../../src/ports/push-sender.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

export interface PushSenderFixtures {
  /** The push service will answer that this device is gone. */
  markGone(token: string): void;
  /** Every notice the push service was asked to deliver, per token. */
  delivered(): ReadonlyArray<{ readonly token: string; readonly notice: Notice }>;
}

export type PushSenderSubject = ContractSubject<PushSenderPort, PushSenderFixtures>;

const notice: Notice = { title: 'New contact message from Ana', body: 'Hello', link: '/dashboard/admin?inquiry=q1#inquiries' };

export function describePushSenderContract(adapterName: string, makeSubject: MakeSubject<PushSenderPort, PushSenderFixtures>): void {
  describe(`PushSenderPort contract: ${adapterName}`, () => {
    let subject: PushSenderSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    it('sends nothing to no device', async () => {
      expect(await subject.port.send([], notice)).toEqual({ sent: 0, staleTokens: [] });
      expect(subject.fixtures.delivered()).toEqual([]);
    });

    it('delivers the notice to every device, with its title, body and link', async () => {
      expect(await subject.port.send(['t1', 't2'], notice)).toEqual({ sent: 2, staleTokens: [] });
      expect(subject.fixtures.delivered()).toEqual([
        { token: 't1', notice },
        { token: 't2', notice },
      ]);
    });

    it('reports the devices that are gone and still delivers to the others', async () => {
      subject.fixtures.markGone('old');
      expect(await subject.port.send(['old', 'new'], notice)).toEqual({ sent: 1, staleTokens: ['old'] });
      expect(subject.fixtures.delivered().map((d) => d.token)).toEqual(['new']);
    });

    it('reaches more devices than one request of the push service carries', async () => {
      const tokens = Array.from({ length: 1203 }, (_, i) => `t${i}`);
      subject.fixtures.markGone('t1000');
      const delivery = await subject.port.send(tokens, notice);
      expect(delivery).toEqual({ sent: 1202, staleTokens: ['t1000'] });
      expect(new Set(subject.fixtures.delivered().map((d) => d.token)).size).toBe(1202);
    });
  });
}
