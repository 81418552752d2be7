import type { Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { SiteCustomer } from '../../core/portal/customer';
import { DAY_MS } from '../../core/time/time';
import { PORTAL_DIRECTORY } from '../../ports/portal-directory.port';
import { eventually } from '../../../test/support/eventually';
import { ListenerRecorder, Subscriptions } from '../../../test/support/listener-recorder';
import { useCaseContainer } from '../../../test/support/use-case-fixtures';
import { RemoveAnnouncementUseCase, SendAnnouncementUseCase } from './manage-announcements.use-case';
import { ChangeCustomerGroupsUseCase, RemoveCustomersUseCase, SetCustomerStatusUseCase } from './manage-customers.use-case';
import { CreateGroupUseCase, DeleteGroupUseCase, RenameGroupUseCase, SavePortalSettingsUseCase } from './manage-groups.use-case';
import { CreateInvitationUseCase, RemoveInvitationUseCase } from './manage-invitations.use-case';
import { WatchPortalUseCase } from './watch-portal.use-case';

const OWNER = 'ownerUid000000000000000000001';
const NOW = Date.UTC(2025, 2, 10, 12);

const customer = (uid: string, status: SiteCustomer['status'], groups: string[] = []): SiteCustomer => ({
  uid, name: uid, email: `${uid}@example.com`, status, groups, joinedAt: 1, lastVisitAt: null,
});

async function setup() {
  const memory = useCaseContainer();
  memory.clock.set(NOW);
  const { container } = memory;
  for (const useCase of [
    WatchPortalUseCase, SetCustomerStatusUseCase, ChangeCustomerGroupsUseCase, RemoveCustomersUseCase, CreateGroupUseCase, RenameGroupUseCase,
    DeleteGroupUseCase, SavePortalSettingsUseCase, CreateInvitationUseCase, RemoveInvitationUseCase, SendAnnouncementUseCase, RemoveAnnouncementUseCase,
  ] as Newable<object>[]) container.bind(useCase).toSelf();
  // Customers are admitted by the site server when they sign up, not by the owner.
  const directory = memory.get(PORTAL_DIRECTORY);
  await directory.admitCustomer(OWNER, customer('ana', 'pending'), null);
  await directory.admitCustomer(OWNER, customer('bea', 'pending'), null);
  await directory.admitCustomer(OWNER, customer('cai', 'active'), null);
  return { ...memory, watch: container.get(WatchPortalUseCase) };
}

describe("the owner's Users Portal use-cases", () => {
  it('approves and blocks customers, and the pending badge follows', async () => {
    const { container, watch } = await setup();
    const subscriptions = new Subscriptions();
    const pending = new ListenerRecorder<number>();
    const customers = new ListenerRecorder<readonly SiteCustomer[]>();
    subscriptions.keep(watch.pendingCount(OWNER, pending.listener));
    subscriptions.keep(watch.customers(OWNER, customers.listener));
    await eventually(() => expect(pending.latest()).toBe(2));

    await container.get(SetCustomerStatusUseCase).execute(OWNER, ['ana'], 'active');
    await container.get(SetCustomerStatusUseCase).execute(OWNER, ['bea', 'cai'], 'blocked');
    await eventually(() => expect(pending.latest()).toBe(0));
    await eventually(() => expect(Object.fromEntries(customers.latest().map((c) => [c.uid, c.status]))).toEqual({ ana: 'active', bea: 'blocked', cai: 'blocked' }));
    subscriptions.stopAll();
  });

  it('puts customers in groups and takes them out; removing them ends their relation to the business', async () => {
    const { container, watch } = await setup();
    const vip = await container.get(CreateGroupUseCase).execute(OWNER, 'VIP');
    const customers = new ListenerRecorder<readonly SiteCustomer[]>();
    const stop = watch.customers(OWNER, customers.listener);
    const groupsOf = () => Object.fromEntries(customers.latest().map((c) => [c.uid, c.groups]));

    await container.get(ChangeCustomerGroupsUseCase).execute(OWNER, ['ana', 'bea'], { add: [vip] });
    await eventually(() => expect(groupsOf()).toEqual({ ana: [vip], bea: [vip], cai: [] }));
    await container.get(ChangeCustomerGroupsUseCase).execute(OWNER, ['bea'], { remove: [vip] });
    await eventually(() => expect(groupsOf()).toEqual({ ana: [vip], bea: [], cai: [] }));

    await container.get(RemoveCustomersUseCase).execute(OWNER, ['ana', 'cai']);
    await eventually(() => expect(customers.latest().map((c) => c.uid)).toEqual(['bea']));
    stop();
  });

  it('asks nothing of the backend for an empty selection', async () => {
    const { container, watch } = await setup();
    const customers = new ListenerRecorder<readonly SiteCustomer[]>();
    const stop = watch.customers(OWNER, customers.listener);
    await eventually(() => expect(customers.latest()).toHaveLength(3));
    const before = customers.count;
    await container.get(SetCustomerStatusUseCase).execute(OWNER, [], 'blocked');
    await container.get(ChangeCustomerGroupsUseCase).execute(OWNER, ['ana'], {});
    await container.get(RemoveCustomersUseCase).execute(OWNER, []);
    expect(customers.count).toBe(before);
    expect(customers.latest().map((c) => c.status).sort()).toEqual(['active', 'pending', 'pending']);
    stop();
  });
});

describe("the owner's Groups use-cases", () => {
  it('creates, renames and deletes groups, the deleted one leaving every customer that had it', async () => {
    const { container, watch } = await setup();
    const groups = new ListenerRecorder<readonly { id: string; name: string; createdAt: number }[]>();
    const customers = new ListenerRecorder<readonly SiteCustomer[]>();
    const subscriptions = new Subscriptions();
    subscriptions.keep(watch.groups(OWNER, groups.listener));
    subscriptions.keep(watch.customers(OWNER, customers.listener));

    const gold = await container.get(CreateGroupUseCase).execute(OWNER, 'Gold');
    const vip = await container.get(CreateGroupUseCase).execute(OWNER, 'VIP');
    await eventually(() => expect(groups.latest().map((g) => [g.name, g.createdAt])).toEqual([['Gold', NOW], ['VIP', NOW]]));

    await container.get(RenameGroupUseCase).execute(OWNER, gold, 'Amigos');
    await eventually(() => expect(groups.latest().map((g) => g.name)).toEqual(['Amigos', 'VIP']));

    await container.get(ChangeCustomerGroupsUseCase).execute(OWNER, ['ana'], { add: [vip, gold] });
    await container.get(DeleteGroupUseCase).execute(OWNER, vip);
    await eventually(() => expect(groups.latest().map((g) => g.id)).toEqual([gold]));
    await eventually(() => expect(customers.latest().find((c) => c.uid === 'ana')?.groups).toEqual([gold]));
    subscriptions.stopAll();
  });

  it('saves the sign-up policy', async () => {
    const { container, watch } = await setup();
    const settings = new ListenerRecorder<{ signUpPolicy: string }>();
    const stop = watch.settings(OWNER, settings.listener);
    await container.get(SavePortalSettingsUseCase).execute(OWNER, { signUpPolicy: 'invitation' });
    await eventually(() => expect(settings.latest().signUpPolicy).toBe('invitation'));
    stop();
  });
});

describe("the owner's invitations and announcements", () => {
  it('creates an invitation at the clock’s time and removes it', async () => {
    const { container, watch } = await setup();
    const invitations = new ListenerRecorder<readonly { id: string; email: string; createdAt: number; expiresAt: number }[]>();
    const stop = watch.invitations(OWNER, invitations.listener);
    const id = await container.get(CreateInvitationUseCase).execute(OWNER, { email: 'dan@example.com', groups: [], expiresAt: NOW + 7 * DAY_MS });
    await eventually(() => expect(invitations.latest()).toMatchObject([{ id, email: 'dan@example.com', createdAt: NOW, expiresAt: NOW + 7 * DAY_MS }]));
    await container.get(RemoveInvitationUseCase).execute(OWNER, id);
    await eventually(() => expect(invitations.latest()).toEqual([]));
    stop();
  });

  it('sends an announcement at the clock’s time and removes it', async () => {
    const { container, watch } = await setup();
    const vip = await container.get(CreateGroupUseCase).execute(OWNER, 'VIP');
    const announcements = new ListenerRecorder<readonly { id: string; title: string; groups: readonly string[]; createdAt: number }[]>();
    const stop = watch.announcements(OWNER, announcements.listener);
    const id = await container.get(SendAnnouncementUseCase).execute(OWNER, { title: 'Abrimos el lunes', body: 'Con pan de muerto.', groups: [vip] });
    await eventually(() => expect(announcements.latest()).toMatchObject([{ id, title: 'Abrimos el lunes', groups: [vip], createdAt: NOW }]));
    await container.get(RemoveAnnouncementUseCase).execute(OWNER, id);
    await eventually(() => expect(announcements.latest()).toEqual([]));
    stop();
  });
});
