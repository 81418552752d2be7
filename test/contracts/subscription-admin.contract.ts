import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from '../../src/core/plans/subscription';
import type { SubscriptionAdminPort } from '../../src/ports/subscription-admin.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export interface SubscriptionAdminFixtures {
  /** Every subscription document of the member, as the subscriptions port would read them. */
  readSubscriptions(memberId: string): Promise<readonly Subscription[]>;
}

export type SubscriptionAdminSubject = ContractSubject<SubscriptionAdminPort, SubscriptionAdminFixtures>;

const PERIOD_END = Date.UTC(2030, 11, 31);

export function describeSubscriptionAdminContract(adapterName: string, makeSubject: MakeSubject<SubscriptionAdminPort, SubscriptionAdminFixtures>): void {
  describe(`SubscriptionAdminPort contract: ${adapterName}`, () => {
    let subject: SubscriptionAdminSubject;
    let port: SubscriptionAdminPort;
    let memberId: string;
    const read = async (id: string): Promise<Subscription | undefined> =>
      (await subject.fixtures.readSubscriptions(memberId)).find((sub) => sub.id === id);

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('grant writes an active plan subscription shaped as the payment extension writes it', async () => {
      const id = await port.grant(memberId, 'Professional Plan', PERIOD_END);
      expect(await read(id)).toMatchObject({
        id,
        status: 'active',
        productType: 'plan',
        productName: 'Professional Plan',
        itemProductName: 'Professional Plan',
        currentPeriodEnd: PERIOD_END,
        cancelAtPeriodEnd: false,
      });
    });

    it('each grant is a new subscription with its own id', async () => {
      const a = await port.grant(memberId, 'Basic Plan', PERIOD_END);
      const b = await port.grant(memberId, 'Elite Plan', PERIOD_END);
      expect(a).not.toBe(b);
      const names = (await subject.fixtures.readSubscriptions(memberId)).map((sub) => sub.productName).sort();
      expect(names).toEqual(['Basic Plan', 'Elite Plan']);
    });

    it('cancel at period end keeps the subscription active and marks it to end', async () => {
      const id = await port.grant(memberId, 'Elite Plan', PERIOD_END);
      await port.cancel(memberId, id, { atPeriodEnd: true });
      expect(await read(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END });
    });

    it('cancel now ends the subscription at once', async () => {
      const id = await port.grant(memberId, 'Elite Plan', PERIOD_END);
      const kept = await port.grant(memberId, 'Basic Plan', PERIOD_END);
      await port.cancel(memberId, id, { atPeriodEnd: false });
      expect((await read(id))?.status).toBe('canceled');
      expect((await read(kept))?.status).toBe('active');
    });

    it("cancel of an unknown subscription rejects with 'not-found' and writes nothing", async () => {
      await expect(port.cancel(memberId, 'sub_missing', { atPeriodEnd: false })).rejects.toMatchObject({ code: 'not-found' });
      expect(await subject.fixtures.readSubscriptions(memberId)).toEqual([]);
    });
  });
}
