import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Announcement, PortalSettings } from '../../src/core/portal/customer';
import { DAY_MS } from '../../src/core/time/time';
import type { PortalDirectoryPort } from '../../src/ports/portal-directory.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';
import { customerFixture } from './site-customers.contract';

export interface PortalDirectoryFixtures {
  /** What the owner writes from the dashboard, stored as it is stored there. */
  saveSettings(ownerId: string, settings: PortalSettings): Promise<void>;
  storeInvitation(ownerId: string, invitation: { email: string; groups: string[]; expiresAt: number; createdAt: number }): Promise<string>;
  storeAnnouncement(ownerId: string, announcement: Omit<Announcement, 'id'>): Promise<string>;
  /** customers/{uid} with its times as epoch milliseconds, or null. */
  customerProfile(uid: string): Promise<Record<string, unknown> | null>;
}

const NOW = Date.UTC(2026, 10, 20, 12);

export function describePortalDirectoryContract(adapterName: string, makeSubject: MakeSubject<PortalDirectoryPort, PortalDirectoryFixtures>): void {
  describe(`PortalDirectoryPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<PortalDirectoryPort, PortalDirectoryFixtures>;
    let owner: string;
    let uid: string;

    beforeEach(async () => {
      subject = await makeSubject();
      owner = uniqueMemberId();
      // Customers are Auth users: one person, several businesses; unique per test.
      uid = `c${uniqueMemberId()}`;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('admits a customer once, with their profile, and finds them', async () => {
      expect(await subject.port.findCustomer(owner, uid)).toBeNull();
      const ana = customerFixture(uid, NOW, { name: 'Ana', email: 'ana@example.com', status: 'pending' });
      expect(await subject.port.admitCustomer(owner, ana, null)).toEqual(ana);
      expect(await subject.port.findCustomer(owner, uid)).toEqual(ana);
      expect(await subject.fixtures.customerProfile(uid)).toEqual({ name: 'Ana', email: 'ana@example.com', createdAt: NOW });
    });

    it('answers the stored customer when they are admitted again, and keeps their status and groups', async () => {
      const ana = customerFixture(uid, NOW, { status: 'blocked', groups: ['vip'] });
      await subject.port.admitCustomer(owner, ana, null);
      const again = customerFixture(uid, NOW + DAY_MS, { status: 'active', groups: ['staff'] });
      expect(await subject.port.admitCustomer(owner, again, null)).toEqual(ana);
      expect(await subject.port.findCustomer(owner, uid)).toEqual(ana);
    });

    it('keeps one profile for a customer of several businesses', async () => {
      const other = uniqueMemberId();
      await subject.port.admitCustomer(owner, customerFixture(uid, NOW, { name: 'Ana', email: 'ana@example.com' }), null);
      await subject.port.admitCustomer(other, customerFixture(uid, NOW + DAY_MS, { name: 'Ana María', email: 'ana@example.com', status: 'active' }), null);
      expect(await subject.fixtures.customerProfile(uid)).toEqual({ name: 'Ana María', email: 'ana@example.com', createdAt: NOW });
      expect((await subject.port.findCustomer(owner, uid))?.status).toBe('pending');
      expect((await subject.port.findCustomer(other, uid))?.status).toBe('active');
    });

    it('finds an invitation by its id and deletes it when it is used', async () => {
      expect(await subject.port.findInvitation(owner, 'unknownInvitationId0')).toBeNull();
      expect(await subject.port.findInvitation(owner, '../siteUsers/x')).toBeNull();
      const id = await subject.fixtures.storeInvitation(owner, { email: 'ana@example.com', groups: ['vip'], expiresAt: NOW + DAY_MS, createdAt: NOW });
      expect(await subject.port.findInvitation(owner, id)).toEqual({ email: 'ana@example.com', groups: ['vip'], expiresAt: NOW + DAY_MS });
      await subject.port.admitCustomer(owner, customerFixture(uid, NOW, { status: 'active', groups: ['vip'] }), id);
      expect(await subject.port.findInvitation(owner, id)).toBeNull();
      expect((await subject.port.findCustomer(owner, uid))?.groups).toEqual(['vip']);
    });

    it('refuses to admit a customer with an unknown status or a bad group id', async () => {
      await expect(subject.port.admitCustomer(owner, customerFixture(uid, NOW, { status: 'owner' as never }), null)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(subject.port.admitCustomer(owner, customerFixture(uid, NOW, { groups: ['a/b'] }), null)).rejects.toMatchObject({ code: 'invalid-input' });
      expect(await subject.port.findCustomer(owner, uid)).toBeNull();
    });

    it('reads the sign-up policy, approval when the owner never chose', async () => {
      expect(await subject.port.settings(owner)).toEqual({ signUpPolicy: 'approval' });
      await subject.fixtures.saveSettings(owner, { signUpPolicy: 'invitation' });
      expect(await subject.port.settings(owner)).toEqual({ signUpPolicy: 'invitation' });
    });

    it('records visits and when announcements were last seen, never for a removed customer', async () => {
      await subject.port.admitCustomer(owner, customerFixture(uid, NOW), null);
      await subject.port.recordVisit(owner, uid, NOW + 1000);
      expect((await subject.port.findCustomer(owner, uid))?.lastVisitAt).toBe(NOW + 1000);
      expect(await subject.port.announcementsSeenAt(owner, uid)).toBeNull();
      await subject.port.markAnnouncementsSeen(owner, uid, NOW + 2000);
      expect(await subject.port.announcementsSeenAt(owner, uid)).toBe(NOW + 2000);

      const ghost = `g${uniqueMemberId()}`;
      await subject.port.recordVisit(owner, ghost, NOW);
      await subject.port.markAnnouncementsSeen(owner, ghost, NOW);
      expect(await subject.port.findCustomer(owner, ghost)).toBeNull();
      expect(await subject.port.announcementsSeenAt(owner, ghost)).toBeNull();
    });

    it("lists the announcements aimed at a customer's groups, newest first, up to a limit", async () => {
      const store = (title: string, groups: string[], createdAt: number) => subject.fixtures.storeAnnouncement(owner, { title, body: `${title} body`, groups, createdAt });
      const vipOld = await store('VIP old', ['vip'], NOW - 3 * DAY_MS);
      const staff = await store('Staff', ['staff'], NOW - 2 * DAY_MS);
      const both = await store('Both', ['kids', 'vip'], NOW - DAY_MS);
      const vipNew = await store('VIP new', ['vip'], NOW);
      expect((await subject.port.announcementsFor(owner, ['vip'], 10)).map((a) => a.id)).toEqual([vipNew, both, vipOld]);
      expect((await subject.port.announcementsFor(owner, ['vip', 'staff'], 2)).map((a) => a.id)).toEqual([vipNew, both]);
      expect((await subject.port.announcementsFor(owner, ['staff'], 10))).toEqual([{ id: staff, title: 'Staff', body: 'Staff body', groups: ['staff'], createdAt: NOW - 2 * DAY_MS }]);
      expect(await subject.port.announcementsFor(owner, [], 10)).toEqual([]);
      expect(await subject.port.announcementsFor(owner, ['nobody'], 10)).toEqual([]);
      expect(await subject.port.findAnnouncement(owner, both)).toEqual({ id: both, title: 'Both', body: 'Both body', groups: ['kids', 'vip'], createdAt: NOW - DAY_MS });
      expect(await subject.port.findAnnouncement(owner, 'missingAnnouncement0')).toBeNull();
    });

    it('gives the push tokens of active customers in the groups only, and forgets a token', async () => {
      const ana = `a${uniqueMemberId()}`;
      const bea = `b${uniqueMemberId()}`;
      const cai = `c${uniqueMemberId()}`;
      const dan = `d${uniqueMemberId()}`;
      await subject.port.admitCustomer(owner, customerFixture(ana, NOW, { status: 'active', groups: ['vip'] }), null);
      await subject.port.admitCustomer(owner, customerFixture(bea, NOW, { status: 'blocked', groups: ['vip'] }), null);
      await subject.port.admitCustomer(owner, customerFixture(cai, NOW, { status: 'pending', groups: ['vip'] }), null);
      await subject.port.admitCustomer(owner, customerFixture(dan, NOW, { status: 'active', groups: ['staff', 'kids'] }), null);
      for (const [who, token] of [[ana, 'ana-phone'], [ana, 'ana-laptop'], [bea, 'bea-phone'], [cai, 'cai-phone'], [dan, 'dan-phone']] as const) {
        await subject.port.savePushToken(owner, who, token, NOW);
      }
      const sorted = (tokens: readonly { uid: string; token: string }[]) => [...tokens].sort((a, b) => a.token.localeCompare(b.token));
      expect(sorted(await subject.port.pushTokensFor(owner, ['vip']))).toEqual([{ uid: ana, token: 'ana-laptop' }, { uid: ana, token: 'ana-phone' }]);
      expect(sorted(await subject.port.pushTokensFor(owner, ['vip', 'kids']))).toEqual([
        { uid: ana, token: 'ana-laptop' }, { uid: ana, token: 'ana-phone' }, { uid: dan, token: 'dan-phone' },
      ]);
      expect(await subject.port.pushTokensFor(owner, [])).toEqual([]);
      await subject.port.removePushToken(owner, ana, 'ana-phone');
      expect(await subject.port.pushTokensFor(owner, ['vip'])).toEqual([{ uid: ana, token: 'ana-laptop' }]);
    });
  });
}
