import { describe, expect, it } from 'vitest';
import { NO_MEMBER_FILTER } from '../../core/admin/member-filter';
import { DAY_MS } from '../../core/time/time';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../ports/member-records.port';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { SUBSCRIPTION_ADMIN, type SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { ExtendTrialUseCase } from './extend-trial.use-case';
import { FixMemberStatusUseCase } from './fix-member-status.use-case';
import type { MemberRow } from './list-members.use-case';
import { ListMembersUseCase } from './list-members.use-case';
import { SendMessageUseCase } from './send-message.use-case';
import { SetPublishedUseCase } from './set-published.use-case';

function setup(config: { adminIds?: string[] } = {}) {
  const memory = useCaseContainer(config);
  memory.container.bind(FixMemberStatusUseCase).toSelf();
  memory.container.bind(ExtendTrialUseCase).toSelf();
  memory.container.bind(SetPublishedUseCase).toSelf();
  memory.container.bind(SendMessageUseCase).toSelf();
  memory.container.bind(ListMembersUseCase).toSelf();
  return { ...memory, records: memory.container.get<MemberRecordsPort>(MEMBER_RECORDS) };
}

async function collect(pages: AsyncIterable<readonly MemberRow[]>): Promise<MemberRow[][]> {
  const out: MemberRow[][] = [];
  for await (const page of pages) out.push([...page]);
  return out;
}

describe('FixMemberStatusUseCase', () => {
  it('turns status off after the trial with no subscription, and leaves a correct record alone', async () => {
    const { container, clock, records } = setup();
    await seedMember(container, 'expiredmembr', { activeUntil: clock.now() - DAY_MS, status: true, trial: true });
    const fix = container.get(FixMemberStatusUseCase);
    expect(await fix.execute('expiredmembr')).toEqual({
      memberId: 'expiredmembr',
      current: { status: true, trial: true },
      desired: { status: false, trial: false },
      changed: true,
    });
    expect(await records.get('expiredmembr')).toMatchObject({ status: false, trial: false });
    expect(await fix.execute('expiredmembr')).toEqual({
      memberId: 'expiredmembr',
      current: { status: false, trial: false },
      desired: { status: false, trial: false },
      changed: false,
    });
  });

  it('on a dry run reports the change and writes nothing', async () => {
    const { container, clock, records } = setup();
    await seedMember(container, 'drymember001', { activeUntil: clock.now() - DAY_MS, status: true, trial: true });
    const fix = container.get(FixMemberStatusUseCase);
    expect(await fix.execute('drymember001', { dryRun: true })).toMatchObject({ current: { status: true, trial: true }, desired: { status: false, trial: false }, changed: true });
    expect(await records.get('drymember001')).toMatchObject({ status: true, trial: true });
  });

  it('fixes a record already read, as a page of the directory gives it', async () => {
    const { container, clock, records } = setup();
    await seedMember(container, 'pagedmember1', { activeUntil: clock.now() - DAY_MS, status: true, trial: true });
    const member = await records.get('pagedmember1');
    if (member === null) throw new Error('seeded member missing');
    expect((await container.get(FixMemberStatusUseCase).fix(member)).changed).toBe(true);
    expect(await records.get('pagedmember1')).toMatchObject({ status: false, trial: false });
  });

  it('counts subscriptions and configured admins', async () => {
    const { container, clock, records } = setup({ adminIds: ['adminmember1'] });
    await seedMember(container, 'payingmembr1', { activeUntil: clock.now() - DAY_MS });
    await container.get<SubscriptionAdminPort>(SUBSCRIPTION_ADMIN).grant('payingmembr1', 'Elite Plan', clock.now() + 30 * DAY_MS);
    await seedMember(container, 'adminmember1', { activeUntil: clock.now() - DAY_MS });
    const fix = container.get(FixMemberStatusUseCase);
    await fix.execute('payingmembr1');
    await fix.execute('adminmember1');
    expect(await records.get('payingmembr1')).toMatchObject({ status: true, trial: false });
    expect(await records.get('adminmember1')).toMatchObject({ status: true, trial: true });
  });

  it('refuses an unknown member', async () => {
    const { container } = setup();
    await expect(container.get(FixMemberStatusUseCase).execute('nobody')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('ExtendTrialUseCase', () => {
  it('adds days from now to an ended trial and fixes the flags', async () => {
    const { container, clock, records } = setup();
    await seedMember(container, 'extendmembr1', { activeUntil: clock.now() - 10 * DAY_MS });
    const until = await container.get(ExtendTrialUseCase).execute('extendmembr1', 7);
    expect(until).toBe(clock.now() + 7 * DAY_MS);
    expect(await records.get('extendmembr1')).toMatchObject({ activeUntil: until, status: true, trial: true });
  });

  it('adds days to the end of a running trial', async () => {
    const { container, clock } = setup();
    await seedMember(container, 'extendmembr2', { activeUntil: clock.now() + 2 * DAY_MS });
    expect(await container.get(ExtendTrialUseCase).execute('extendmembr2', 3)).toBe(clock.now() + 5 * DAY_MS);
  });

  it.each([0, -3, 1.5, 366, Number.NaN])('refuses %s days', async (days) => {
    const { container } = setup();
    await seedMember(container, 'extendmembr3');
    await expect(container.get(ExtendTrialUseCase).execute('extendmembr3', days)).rejects.toMatchObject({ code: 'invalid-input' });
  });
});

describe('SetPublishedUseCase', () => {
  it('publishes and unpublishes a site', async () => {
    const { container, records } = setup();
    await seedMember(container, 'publishmembr');
    await container.get(SetPublishedUseCase).execute('publishmembr', false);
    expect((await records.get('publishmembr'))?.published).toBe(false);
    await container.get(SetPublishedUseCase).execute('publishmembr', true);
    expect((await records.get('publishmembr'))?.published).toBe(true);
  });
});

describe('SendMessageUseCase', () => {
  it('refuses an unknown member, so no inbox is made that nobody reads', async () => {
    const { container } = setup();
    await expect(container.get(SendMessageUseCase).execute('nobodyhere01', { title: 'Hi', body: 'Hello' })).rejects.toMatchObject({ code: 'not-found' });
    const inbox = await new Promise<readonly unknown[]>((resolve) => {
      const stop = container.get<MessagesPort>(MESSAGES).watchMessages('nobodyhere01', (list) => {
        stop();
        resolve(list);
      });
    });
    expect(inbox).toEqual([]);
  });

  it('puts an unread message in the inbox, title cleaned', async () => {
    const { container } = setup();
    await seedMember(container, 'messagemembr');
    const id = await container.get(SendMessageUseCase).execute('messagemembr', { title: '  Hello\u202E  there ', body: 'Your site is live.' });
    const messages = await new Promise<readonly { id: string; title: string; leido: boolean }[]>((resolve) => {
      const stop = container.get<MessagesPort>(MESSAGES).watchMessages('messagemembr', (list) => {
        stop();
        resolve(list);
      });
    });
    expect(messages).toEqual([expect.objectContaining({ id, title: 'Hello there', leido: false })]);
  });

  it.each([
    ['an empty title', { title: '  ', body: 'x' }],
    ['an empty body', { title: 'x', body: ' ' }],
    ['a huge body', { title: 'x', body: 'y'.repeat(2001) }],
  ])('refuses %s', async (_label, message) => {
    const { container } = setup();
    await expect(container.get(SendMessageUseCase).execute('messagemembr', message)).rejects.toMatchObject({ code: 'invalid-input' });
  });
});

describe('ListMembersUseCase', () => {
  async function seedThree() {
    const memory = setup({ adminIds: ['cadminmember'] });
    const { container, clock } = memory;
    await seedMember(container, 'aliceabcdefg', { name: 'Alice Baker', activeUntil: clock.now() - DAY_MS, published: false });
    await seedMember(container, 'bobabcdefghi', { name: 'Bob Florist', activeUntil: clock.now() - DAY_MS, status: true });
    await container.get<SubscriptionAdminPort>(SUBSCRIPTION_ADMIN).grant('bobabcdefghi', 'Professional Plan', clock.now() + 30 * DAY_MS);
    await seedMember(container, 'cadminmember', { name: 'Carla Admin', activeUntil: clock.now() - DAY_MS });
    return memory;
  }

  it('streams every member page by page without plans unless asked', async () => {
    const { container } = await seedThree();
    const pages = await collect(container.get(ListMembersUseCase).execute({ filter: NO_MEMBER_FILTER, pageSize: 2 }));
    expect(pages.map((page) => page.map((row) => row.member.id))).toEqual([['aliceabcdefg', 'bobabcdefghi'], ['cadminmember']]);
    expect(pages.flat().every((row) => row.tier === null)).toBe(true);
  });

  it('filters by search, plan, published and admin', async () => {
    const { container } = await seedThree();
    const list = container.get(ListMembersUseCase);
    const ids = async (filter: Partial<typeof NO_MEMBER_FILTER>) =>
      (await collect(list.execute({ filter: { ...NO_MEMBER_FILTER, ...filter } }))).flat().map((row) => row.member.id);
    expect(await ids({ search: 'florist' })).toEqual(['bobabcdefghi']);
    expect(await ids({ search: 'aliceabcdefg@example' })).toEqual(['aliceabcdefg']);
    expect(await ids({ plan: 'Professional' })).toEqual(['bobabcdefghi']);
    expect(await ids({ plan: 'Elite' })).toEqual(['cadminmember']);
    expect(await ids({ published: 'no' })).toEqual(['aliceabcdefg']);
    expect(await ids({ admin: 'yes' })).toEqual(['cadminmember']);
    expect(await ids({ status: 'yes', search: 'bob' })).toEqual(['bobabcdefghi']);
  });

  it('gives each member its effective plan when asked', async () => {
    const { container } = await seedThree();
    const rows = (await collect(container.get(ListMembersUseCase).execute({ filter: NO_MEMBER_FILTER, withPlans: true }))).flat();
    expect(rows.map((row) => [row.member.id, row.tier])).toEqual([
      ['aliceabcdefg', 'Basic'],
      ['bobabcdefghi', 'Professional'],
      ['cadminmember', 'Elite'],
    ]);
  });
});
