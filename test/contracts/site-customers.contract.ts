import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Announcement, PortalSettings, SiteCustomer, SiteGroup, StoredInvitation } from '../../src/core/portal/customer';
import { DAY_MS } from '../../src/core/time/time';
import type { SiteCustomersPort } from '../../src/ports/site-customers.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { eventually } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { uniqueMemberId } from '../support/test-ids';

export interface SiteCustomersFixtures {
  /** Stores a customer of `ownerId` as the site server does when someone signs up on the portal. */
  addCustomer(ownerId: string, customer: SiteCustomer): Promise<void>;
}

const NOW = Date.UTC(2026, 10, 20, 12);

export const customerFixture = (uid: string, joinedAt: number, overrides: Partial<SiteCustomer> = {}): SiteCustomer => ({
  uid,
  name: `Customer ${uid}`,
  email: `${uid}@example.com`,
  status: 'pending',
  groups: [],
  joinedAt,
  lastVisitAt: null,
  ...overrides,
});

export function describeSiteCustomersContract(adapterName: string, makeSubject: MakeSubject<SiteCustomersPort, SiteCustomersFixtures>): void {
  describe(`SiteCustomersPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<SiteCustomersPort, SiteCustomersFixtures>;
    let owner: string;
    const subscriptions = new Subscriptions();

    beforeEach(async () => {
      subject = await makeSubject();
      owner = uniqueMemberId();
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    function watchCustomers(ownerId = owner): ListenerRecorder<readonly SiteCustomer[]> {
      const recorder = new ListenerRecorder<readonly SiteCustomer[]>();
      subscriptions.keep(subject.port.watchCustomers(ownerId, recorder.listener));
      return recorder;
    }

    // First, with no listener: the emulators' first answers after a start can be slow.
    it('refuses an empty or too long group name, and renaming a group that is not there', async () => {
      await expect(subject.port.createGroup(owner, ' \u200B ', NOW)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.createGroup(owner, 'x'.repeat(61), NOW)).rejects.toMatchObject({ code: 'invalid-input' });
      const id = await subject.port.createGroup(owner, 'VIP', NOW);
      await expect(subject.port.renameGroup(owner, id, '')).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.renameGroup(owner, 'ghost', 'Other')).rejects.toMatchObject({ code: 'not-found' });
    });

    it('watches the customers newest first, live, and counts those awaiting approval', async () => {
      const customers = watchCustomers();
      const pending = new ListenerRecorder<number>();
      subscriptions.keep(subject.port.watchPendingCount(owner, pending.listener));
      await eventually(() => expect(customers.latest()).toEqual([]));
      await eventually(() => expect(pending.latest()).toBe(0));

      const ana = customerFixture('ana', NOW - 2 * DAY_MS, { status: 'active', groups: ['vip'], lastVisitAt: NOW - DAY_MS });
      await subject.fixtures.addCustomer(owner, ana);
      await subject.fixtures.addCustomer(owner, customerFixture('bea', NOW - DAY_MS));
      await subject.fixtures.addCustomer(owner, customerFixture('cai', NOW));
      await eventually(() => expect(customers.latest().map((c) => c.uid)).toEqual(['cai', 'bea', 'ana']));
      expect(customers.latest()[2]).toEqual(ana);
      await eventually(() => expect(pending.latest()).toBe(2));

      await subject.port.setStatus(owner, ['bea', 'cai'], 'active');
      await eventually(() => expect(pending.latest()).toBe(0));
      await eventually(() => expect(customers.latest().map((c) => c.status)).toEqual(['active', 'active', 'active']));
    });

    it('keeps each business to its own customers', async () => {
      const other = uniqueMemberId();
      await subject.fixtures.addCustomer(other, customerFixture('ana', NOW));
      const mine = watchCustomers();
      await eventually(() => expect(mine.latest()).toEqual([]));
      const theirs = watchCustomers(other);
      await eventually(() => expect(theirs.latest().map((c) => c.uid)).toEqual(['ana']));
    });

    it('blocks and unblocks several customers at once, changing nothing else', async () => {
      const ana = customerFixture('ana', NOW, { status: 'active', groups: ['vip'], lastVisitAt: NOW });
      await subject.fixtures.addCustomer(owner, ana);
      await subject.fixtures.addCustomer(owner, customerFixture('bea', NOW - 1));
      const customers = watchCustomers();
      await subject.port.setStatus(owner, ['ana', 'bea'], 'blocked');
      await eventually(() => expect(customers.latest()).toEqual([{ ...ana, status: 'blocked' }, customerFixture('bea', NOW - 1, { status: 'blocked' })]));
      await subject.port.setStatus(owner, ['ana'], 'active');
      await eventually(() => expect(customers.latest()[0]).toEqual(ana));
    });

    it('refuses an unknown status, and a change naming a customer that is not there changes no one', async () => {
      await subject.fixtures.addCustomer(owner, customerFixture('ana', NOW));
      await expect(subject.port.setStatus(owner, ['ana'], 'admin' as never)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.setStatus(owner, ['ana', 'ghost'], 'active')).rejects.toMatchObject({ code: 'not-found' });
      const customers = watchCustomers();
      await eventually(() => expect(customers.latest().map((c) => c.status)).toEqual(['pending']));
    });

    it('adds and removes groups of several customers in one change', async () => {
      await subject.fixtures.addCustomer(owner, customerFixture('ana', NOW, { groups: ['vip'] }));
      await subject.fixtures.addCustomer(owner, customerFixture('bea', NOW - 1, { groups: ['staff', 'kids'] }));
      const customers = watchCustomers();
      await subject.port.changeGroups(owner, ['ana', 'bea'], { add: ['vip', 'adults'], remove: ['kids'] });
      await eventually(() => expect(customers.latest().map((c) => c.groups)).toEqual([['vip', 'adults'], ['staff', 'vip', 'adults']]));
      await subject.port.changeGroups(owner, ['ana'], { remove: ['vip'] });
      await eventually(() => expect(customers.latest().map((c) => c.groups)).toEqual([['adults'], ['staff', 'vip', 'adults']]));
    });

    it('refuses a group change past 20 groups or with a bad id, for every customer named', async () => {
      const twenty = Array.from({ length: 20 }, (_, i) => `g${i}`);
      await subject.fixtures.addCustomer(owner, customerFixture('ana', NOW, { groups: twenty }));
      await subject.fixtures.addCustomer(owner, customerFixture('bea', NOW - 1));
      await expect(subject.port.changeGroups(owner, ['bea', 'ana'], { add: ['vip'] })).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.changeGroups(owner, ['bea'], { add: ['no/slashes'] })).rejects.toMatchObject({ code: 'invalid-input' });
      const customers = watchCustomers();
      await eventually(() => expect(customers.latest().map((c) => c.groups)).toEqual([twenty, []]));
    });

    it('removes customers from the business', async () => {
      await subject.fixtures.addCustomer(owner, customerFixture('ana', NOW));
      await subject.fixtures.addCustomer(owner, customerFixture('bea', NOW - 1));
      await subject.fixtures.addCustomer(owner, customerFixture('cai', NOW - 2));
      const customers = watchCustomers();
      await eventually(() => expect(customers.latest()).toHaveLength(3));
      await subject.port.removeCustomers(owner, ['ana', 'cai']);
      await eventually(() => expect(customers.latest().map((c) => c.uid)).toEqual(['bea']));
    });

    it('creates, renames and lists groups by name', async () => {
      const groups = new ListenerRecorder<readonly SiteGroup[]>();
      subscriptions.keep(subject.port.watchGroups(owner, groups.listener));
      await eventually(() => expect(groups.latest()).toEqual([]));
      const now = Date.now();
      const vip = await subject.port.createGroup(owner, '  VIP ', now);
      const adults = await subject.port.createGroup(owner, 'adults', now);
      expect(vip).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
      await eventually(() => expect(groups.latest().map((g) => [g.id, g.name])).toEqual([[adults, 'adults'], [vip, 'VIP']]));
      expect(Math.abs((groups.latest()[1]?.createdAt ?? 0) - now)).toBeLessThan(60_000);
      await subject.port.renameGroup(owner, vip, 'Members');
      await eventually(() => expect(groups.latest().map((g) => g.name)).toEqual(['adults', 'Members']));
    });

    it('deletes a group and takes it off every customer and invitation', async () => {
      const vip = await subject.port.createGroup(owner, 'VIP', NOW);
      const staff = await subject.port.createGroup(owner, 'Staff', NOW);
      await subject.fixtures.addCustomer(owner, customerFixture('ana', NOW, { groups: [vip, staff] }));
      await subject.fixtures.addCustomer(owner, customerFixture('bea', NOW - 1, { groups: [vip] }));
      await subject.fixtures.addCustomer(owner, customerFixture('cai', NOW - 2, { groups: [staff] }));
      const invitation = await subject.port.createInvitation(owner, { email: 'dan@example.com', groups: [staff, vip], expiresAt: NOW + DAY_MS }, NOW);
      const customers = watchCustomers();
      const groups = new ListenerRecorder<readonly SiteGroup[]>();
      const invitations = new ListenerRecorder<readonly StoredInvitation[]>();
      subscriptions.keep(subject.port.watchGroups(owner, groups.listener));
      subscriptions.keep(subject.port.watchInvitations(owner, invitations.listener));
      await eventually(() => expect(customers.latest()).toHaveLength(3));

      await subject.port.deleteGroup(owner, vip);
      await eventually(() => expect(groups.latest().map((g) => g.id)).toEqual([staff]));
      await eventually(() => expect(customers.latest().map((c) => c.groups)).toEqual([[staff], [], [staff]]));
      await eventually(() => expect(invitations.latest().map((i) => [i.id, i.groups])).toEqual([[invitation, [staff]]]));
    });

    it('reads the sign-up policy as approval until the owner chooses one', async () => {
      const settings = new ListenerRecorder<PortalSettings>();
      subscriptions.keep(subject.port.watchSettings(owner, settings.listener));
      await eventually(() => expect(settings.latest()).toEqual({ signUpPolicy: 'approval' }));
      await subject.port.saveSettings(owner, { signUpPolicy: 'invitation' });
      await eventually(() => expect(settings.latest()).toEqual({ signUpPolicy: 'invitation' }));
      await subject.port.saveSettings(owner, { signUpPolicy: 'open' });
      await eventually(() => expect(settings.latest()).toEqual({ signUpPolicy: 'open' }));
      await expect(subject.port.saveSettings(owner, { signUpPolicy: 'anyone' as never })).rejects.toMatchObject({ code: 'invalid-input' });
    });

    it('creates invitations (the address lowercased), lists them newest first, and removes them', async () => {
      const invitations = new ListenerRecorder<readonly StoredInvitation[]>();
      subscriptions.keep(subject.port.watchInvitations(owner, invitations.listener));
      await eventually(() => expect(invitations.latest()).toEqual([]));
      const first = await subject.port.createInvitation(owner, { email: ' Ana@Example.com ', groups: ['vip'], expiresAt: NOW + 14 * DAY_MS }, NOW);
      await eventually(() => expect(invitations.latest()).toHaveLength(1));
      const second = await subject.port.createInvitation(owner, { email: 'bea@example.com', groups: [], expiresAt: NOW + DAY_MS }, NOW + 1000);
      expect(first).not.toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(20);
      await eventually(() => expect(invitations.latest().map((i) => i.id)).toEqual([second, first]));
      const stored = invitations.latest()[1];
      expect(stored).toMatchObject({ id: first, email: 'ana@example.com', groups: ['vip'], expiresAt: NOW + 14 * DAY_MS });
      await subject.port.removeInvitation(owner, first);
      await eventually(() => expect(invitations.latest().map((i) => i.id)).toEqual([second]));
    });

    it('refuses an invitation to a bad address, with bad groups, or valid past 14 days', async () => {
      await expect(subject.port.createInvitation(owner, { email: 'ana@', groups: [], expiresAt: NOW + DAY_MS }, NOW)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.createInvitation(owner, { email: 'ana@example.com', groups: ['a b'], expiresAt: NOW + DAY_MS }, NOW)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.createInvitation(owner, { email: 'ana@example.com', groups: [], expiresAt: NOW + 15 * DAY_MS }, NOW)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.createInvitation(owner, { email: 'ana@example.com', groups: [], expiresAt: NOW }, NOW)).rejects.toMatchObject({ code: 'invalid-input' });
    });

    it('sends announcements, lists them newest first, and removes them', async () => {
      const announcements = new ListenerRecorder<readonly Announcement[]>();
      subscriptions.keep(subject.port.watchAnnouncements(owner, announcements.listener));
      await eventually(() => expect(announcements.latest()).toEqual([]));
      const first = await subject.port.sendAnnouncement(owner, { title: ' Class moved ', body: 'Tomorrow at 7.', groups: ['vip', 'staff'] }, Date.now());
      await eventually(() => expect(announcements.latest()).toHaveLength(1));
      const second = await subject.port.sendAnnouncement(owner, { title: 'Closed Monday', body: '', groups: ['vip'] }, Date.now() + 1000);
      await eventually(() => expect(announcements.latest().map((a) => a.id)).toEqual([second, first]));
      expect(announcements.latest()[1]).toMatchObject({ id: first, title: 'Class moved', body: 'Tomorrow at 7.', groups: ['vip', 'staff'] });
      await subject.port.removeAnnouncement(owner, second);
      await eventually(() => expect(announcements.latest().map((a) => a.id)).toEqual([first]));
    });

    it('refuses an announcement without a title or groups', async () => {
      await expect(subject.port.sendAnnouncement(owner, { title: '', body: 'x', groups: ['vip'] }, NOW)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.sendAnnouncement(owner, { title: 'Hi', body: 'x', groups: [] }, NOW)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.sendAnnouncement(owner, { title: 'Hi', body: 'x'.repeat(5001), groups: ['vip'] }, NOW)).rejects.toMatchObject({ code: 'invalid-input' });
    });

    it('stops calling a listener once unsubscribed', async () => {
      const customers = new ListenerRecorder<readonly SiteCustomer[]>();
      const stop = subject.port.watchCustomers(owner, customers.listener);
      await eventually(() => expect(customers.count).toBe(1));
      stop();
      await subject.fixtures.addCustomer(owner, customerFixture('ana', NOW));
      await new Promise((resolve) => setTimeout(resolve, subject.quietPeriodMs ?? 400));
      expect(customers.count).toBe(1);
    });
  });
}
