import { describe, expect, it } from 'vitest';
import { memberSubcollection } from '../../src/adapters/memory/member-paths.memory';
import { toSubscriptionDocument } from '../../src/adapters/memory/subscription-document.memory';
import type { Subscription } from '../../src/core/plans/subscription';
import { SUBSCRIPTIONS } from '../../src/ports/subscriptions.port';
import { eventually } from '../support/eventually';
import { ListenerRecorder } from '../support/listener-recorder';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueMemberId } from '../support/test-ids';
import { describeSubscriptionsContract, subscriptionFixture } from './subscriptions.contract';

describeSubscriptionsContract('memory', async () => {
  const { get, db } = createMemoryContainer();
  return {
    port: get(SUBSCRIPTIONS),
    fixtures: {
      putSubscription: async (memberId, { id, ...fields }) => db.setDocument([...memberSubcollection(memberId, 'subscriptions'), id], toSubscriptionDocument(fields)),
      deleteSubscription: async (memberId, id) => db.deleteDocument([...memberSubcollection(memberId, 'subscriptions'), id]),
    },
    quietPeriodMs: 0,
  };
});

describe('MemorySubscriptions beyond the contract', () => {
  it('reads a malformed document without throwing, as an invalid subscription', async () => {
    const { get, db } = createMemoryContainer();
    const memberId = uniqueMemberId();
    db.setDocument([...memberSubcollection(memberId, 'subscriptions'), 'sub_broken'], { items: 'not a list', current_period_end: 'soon' });
    const [read] = await get(SUBSCRIPTIONS).listSubscriptions(memberId);
    expect(read).toMatchObject({ id: 'sub_broken', productType: '', productName: null, itemProductName: null, currentPeriodEnd: null });
    const recorder = new ListenerRecorder<readonly Subscription[]>();
    get(SUBSCRIPTIONS).watchValidSubscriptions(memberId, recorder.listener);
    await eventually(() => expect(recorder.latest()).toEqual([]));
  });

  it('does not call back again for a write that leaves the filtered result unchanged', async () => {
    const { get, db } = createMemoryContainer();
    const memberId = uniqueMemberId();
    const recorder = new ListenerRecorder<readonly Subscription[]>();
    get(SUBSCRIPTIONS).watchValidPlanSubscriptions(memberId, recorder.listener);
    await eventually(() => expect(recorder.count).toBe(1));
    const { id, ...addon } = subscriptionFixture('sub_addon', { productType: 'addon' });
    db.setDocument([...memberSubcollection(memberId, 'subscriptions'), id], toSubscriptionDocument(addon));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recorder.count).toBe(1);
  });
});
