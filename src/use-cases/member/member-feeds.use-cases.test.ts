import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/time/time';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { SUBSCRIPTION_ADMIN, type SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import { eventually } from '../../../test/support/eventually';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { MarkMessageReadUseCase } from '../mark-message-read.use-case';
import { PlanSubscriptionsUseCase } from './plan-subscriptions.use-case';
import { WatchMessagesUseCase } from './watch-messages.use-case';

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(WatchMessagesUseCase).toSelf();
  memory.container.bind(MarkMessageReadUseCase).toSelf();
  memory.container.bind(PlanSubscriptionsUseCase).toSelf();
  return memory;
}

describe('WatchMessagesUseCase', () => {
  it("follows the member's notifications and their unread count as they arrive and are read", async () => {
    const { container } = setup();
    const member = await seedMember(container, 'readermember');
    const watch = container.get(WatchMessagesUseCase);
    let titles: readonly string[] = [];
    let unread = -1;
    const stopList = watch.watch(member.id, (messages) => (titles = messages.map((message) => message.title)));
    const stopCount = watch.watchUnreadCount(member.id, (count) => (unread = count));
    const first = await container.get<MessagesPort>(MESSAGES).send(member.id, { title: 'Welcome', body: '' });
    await eventually(() => expect([titles, unread]).toEqual([['Welcome'], 1]));
    await container.get(MarkMessageReadUseCase).execute(member.id, first);
    await eventually(() => expect(unread).toBe(0));
    stopList();
    stopCount();
  });
});

describe('PlanSubscriptionsUseCase', () => {
  it('sees a granted plan both live and in the full list', async () => {
    const { container, clock } = setup();
    const member = await seedMember(container, 'payingmember');
    const plans = container.get(PlanSubscriptionsUseCase);
    let live: readonly unknown[] = [];
    const stop = plans.watchValid(member.id, (subscriptions) => (live = subscriptions));
    await container.get<SubscriptionAdminPort>(SUBSCRIPTION_ADMIN).grant(member.id, 'Basic Plan', clock.now() + 30 * DAY_MS);
    await eventually(() => expect(live).toHaveLength(1));
    expect(await plans.list(member.id)).toHaveLength(1);
    stop();
  });
});
