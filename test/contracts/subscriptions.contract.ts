import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionStatus } from '../../src/core/plans/subscription';
import type { SubscriptionsPort } from '../../src/ports/subscriptions.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { DEFAULT_QUIET_PERIOD_MS } from '../support/contract-subject';
import { eventually, pause } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { uniqueMemberId } from '../support/test-ids';

/** The payment provider's server-side writes, which no client may make. */
export interface SubscriptionsFixtures {
  /** Writes (or overwrites) vMember/{memberId}/subscriptions/{subscription.id}. */
  putSubscription(memberId: string, subscription: Subscription): Promise<void>;
  deleteSubscription(memberId: string, subscriptionId: string): Promise<void>;
}

export type SubscriptionsSubject = ContractSubject<SubscriptionsPort, SubscriptionsFixtures>;

export function subscriptionFixture(id: string, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    status: 'active',
    productType: 'plan',
    productName: 'Elite Plan',
    itemProductName: 'Elite Plan',
    currentPeriodEnd: Date.UTC(2030, 0, 1),
    cancelAtPeriodEnd: false,
    priceId: null,
    ...overrides,
  };
}

const ALL_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'incomplete', 'past_due', 'canceled', 'unpaid', 'incomplete_expired', 'paused'];

const ids = (subs: readonly Subscription[]): string[] => subs.map((sub) => sub.id).sort();

export function describeSubscriptionsContract(adapterName: string, makeSubject: MakeSubject<SubscriptionsPort, SubscriptionsFixtures>): void {
  describe(`SubscriptionsPort contract: ${adapterName}`, () => {
    let subject: SubscriptionsSubject;
    let port: SubscriptionsPort;
    let memberId: string;
    const subscriptions = new Subscriptions();
    const quiet = (): Promise<void> => pause(subject.quietPeriodMs ?? DEFAULT_QUIET_PERIOD_MS);
    const put = (sub: Subscription, owner = memberId): Promise<void> => subject.fixtures.putSubscription(owner, sub);

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    it('lists nothing for a member without subscriptions', async () => {
      expect(await port.listSubscriptions(memberId)).toEqual([]);
      const recorder = new ListenerRecorder<readonly Subscription[]>();
      subscriptions.keep(port.watchValidSubscriptions(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toEqual([]));
    });

    it('reads back every field the product uses', async () => {
      const sub = subscriptionFixture('sub_fields', {
        status: 'trialing',
        productName: 'Professional Plan',
        itemProductName: 'Growth Plan',
        currentPeriodEnd: Date.UTC(2031, 5, 30),
        cancelAtPeriodEnd: true,
      });
      await put(sub);
      const [read] = await port.listSubscriptions(memberId);
      expect(read).toMatchObject({
        id: 'sub_fields',
        status: 'trialing',
        productType: 'plan',
        productName: 'Professional Plan',
        itemProductName: 'Growth Plan',
        currentPeriodEnd: Date.UTC(2031, 5, 30),
        cancelAtPeriodEnd: true,
      });
    });

    it('reads a document without productName through items[0].price.product.name', async () => {
      await put(subscriptionFixture('sub_legacy', { productName: null, itemProductName: 'Scale+ Plan', currentPeriodEnd: null }));
      const [read] = await port.listSubscriptions(memberId);
      expect(read?.productName).toBeNull();
      expect(read?.itemProductName).toBe('Scale+ Plan');
      expect(read?.currentPeriodEnd).toBeNull();
    });

    it('the one-time read returns every subscription whatever its status', async () => {
      for (const status of ALL_STATUSES) await put(subscriptionFixture(`sub_${status}`, { status }));
      expect(ids(await port.listSubscriptions(memberId))).toEqual(ALL_STATUSES.map((s) => `sub_${s}`).sort());
    });

    it('watchValidSubscriptions: only active, trialing and incomplete, of any product type', async () => {
      for (const status of ALL_STATUSES) await put(subscriptionFixture(`sub_${status}`, { status }));
      await put(subscriptionFixture('sub_addon', { productType: 'addon', productName: 'Extra domain' }));
      const recorder = new ListenerRecorder<readonly Subscription[]>();
      subscriptions.keep(port.watchValidSubscriptions(memberId, recorder.listener));
      await eventually(() => expect(ids(recorder.latest())).toEqual(['sub_active', 'sub_addon', 'sub_incomplete', 'sub_trialing']));
    });

    it("watchValidPlanSubscriptions: valid statuses with productType 'plan' only", async () => {
      for (const status of ALL_STATUSES) await put(subscriptionFixture(`sub_${status}`, { status }));
      await put(subscriptionFixture('sub_addon', { productType: 'addon' }));
      await put(subscriptionFixture('sub_plans', { productType: 'plans' }));
      const recorder = new ListenerRecorder<readonly Subscription[]>();
      subscriptions.keep(port.watchValidPlanSubscriptions(memberId, recorder.listener));
      await eventually(() => expect(ids(recorder.latest())).toEqual(['sub_active', 'sub_incomplete', 'sub_trialing']));
    });

    it('live: a subscription appears when written, leaves when it stops being valid or is deleted', async () => {
      const recorder = new ListenerRecorder<readonly Subscription[]>();
      subscriptions.keep(port.watchValidPlanSubscriptions(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toEqual([]));

      await put(subscriptionFixture('sub_a', { status: 'incomplete' }));
      await eventually(() => expect(ids(recorder.latest())).toEqual(['sub_a']));

      await put(subscriptionFixture('sub_a', { status: 'active', productName: 'Basic Plan' }));
      await eventually(() => expect(recorder.latest()[0]?.productName).toBe('Basic Plan'));

      await put(subscriptionFixture('sub_b'));
      await eventually(() => expect(ids(recorder.latest())).toEqual(['sub_a', 'sub_b']));

      await put(subscriptionFixture('sub_a', { status: 'canceled' }));
      await eventually(() => expect(ids(recorder.latest())).toEqual(['sub_b']));

      await subject.fixtures.deleteSubscription(memberId, 'sub_b');
      await eventually(() => expect(recorder.latest()).toEqual([]));
    });

    it("does not mix members' subscriptions", async () => {
      const other = uniqueMemberId();
      await put(subscriptionFixture('sub_other'), other);
      const recorder = new ListenerRecorder<readonly Subscription[]>();
      subscriptions.keep(port.watchValidSubscriptions(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toEqual([]));
      const calls = recorder.count;
      await put(subscriptionFixture('sub_other_2'), other);
      await quiet();
      expect(recorder.count).toBe(calls);
      expect(await port.listSubscriptions(memberId)).toEqual([]);
    });

    it('stops calling back after unsubscribe', async () => {
      const recorder = new ListenerRecorder<readonly Subscription[]>();
      const stop = port.watchValidSubscriptions(memberId, recorder.listener);
      const stopPlans = port.watchValidPlanSubscriptions(memberId, recorder.listener);
      await eventually(() => expect(recorder.count).toBe(2));
      stop();
      stopPlans();
      await put(subscriptionFixture('sub_late'));
      await quiet();
      expect(recorder.count).toBe(2);
    });
  });
}
