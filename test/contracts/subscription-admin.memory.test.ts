import { describe, expect, it } from 'vitest';
import { memberSubcollection } from '../../src/adapters/memory/member-paths.memory';
import type { Subscription } from '../../src/core/plans/subscription';
import { SUBSCRIPTION_ADMIN } from '../../src/ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../src/ports/subscriptions.port';
import { eventually } from '../support/eventually';
import { ListenerRecorder } from '../support/listener-recorder';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueMemberId } from '../support/test-ids';
import { describeSubscriptionAdminContract } from './subscription-admin.contract';

describeSubscriptionAdminContract('memory', async () => {
  const { get } = createMemoryContainer();
  const subscriptions = get(SUBSCRIPTIONS);
  return {
    port: get(SUBSCRIPTION_ADMIN),
    fixtures: { readSubscriptions: (memberId) => subscriptions.listSubscriptions(memberId) },
  };
});

describe('MemorySubscriptionAdmin beyond the contract', () => {
  it('stores the raw document in the extension’s field names', async () => {
    const { get, db } = createMemoryContainer();
    const memberId = uniqueMemberId();
    const id = await get(SUBSCRIPTION_ADMIN).grant(memberId, 'Elite Plan', 123);
    expect(db.getDocument([...memberSubcollection(memberId, 'subscriptions'), id])).toMatchObject({
      status: 'active',
      productType: 'plan',
      productName: 'Elite Plan',
      items: [{ price: { product: { name: 'Elite Plan' } } }],
      current_period_end: 123,
      cancel_at_period_end: false,
    });
  });

  it('a grant from the admin side reaches a member watching valid plan subscriptions', async () => {
    const member = createMemoryContainer();
    const cli = createMemoryContainer({ db: member.db });
    const memberId = uniqueMemberId();
    const recorder = new ListenerRecorder<readonly Subscription[]>();
    member.get(SUBSCRIPTIONS).watchValidPlanSubscriptions(memberId, recorder.listener);
    await eventually(() => expect(recorder.latest()).toEqual([]));
    const id = await cli.get(SUBSCRIPTION_ADMIN).grant(memberId, 'Basic Plan', member.clock.now() + 1000);
    await eventually(() => expect(recorder.latest().map((sub) => sub.id)).toEqual([id]));
    await cli.get(SUBSCRIPTION_ADMIN).cancel(memberId, id, { atPeriodEnd: false });
    await eventually(() => expect(recorder.latest()).toEqual([]));
  });
});
