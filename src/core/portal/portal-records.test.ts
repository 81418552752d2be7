import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_ID_PATTERN } from './audience';
import type { Announcement, SiteCustomer, SiteGroup } from './customer';
import { DEFAULT_PORTAL_SETTINGS, PORTAL_LIMITS } from './customer';
import {
  applyGroupChange,
  customersNewestFirst,
  groupsByName,
  isInvitationValid,
  isUnread,
  newestFirst,
  pendingCount,
  readAnnouncement,
  readAnnouncementsSeenAt,
  readGroupIds,
  readInvitation,
  readPortalSettings,
  readSiteCustomer,
  readSiteGroup,
  readStoredInvitation,
} from './portal-records';

const groupId = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.oneof(fc.string(), groupId, fc.integer())), fc.object());

describe('readSiteCustomer', () => {
  it('reads a stored customer', () => {
    expect(
      readSiteCustomer('u1', { name: 'Ana', email: 'ana@example.com', status: 'active', groups: ['vip', 'staff'], joinedAt: 1_000, lastVisitAt: 2_000 }),
    ).toEqual({ uid: 'u1', name: 'Ana', email: 'ana@example.com', status: 'active', groups: ['vip', 'staff'], joinedAt: 1_000, lastVisitAt: 2_000 });
  });

  it('reads a customer who never visited with lastVisitAt null', () => {
    expect(readSiteCustomer('u1', { name: 'Ana', email: 'a@b.co', status: 'pending', groups: [], joinedAt: 1, lastVisitAt: null }).lastVisitAt).toBeNull();
  });

  it('never reads more access than stored: any document reads as a known status and valid groups', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('name', 'email', 'status', 'groups', 'joinedAt', 'lastVisitAt', 'other'), anyValue), (raw) => {
        const customer = readSiteCustomer('u', raw);
        expect(['pending', 'active', 'blocked']).toContain(customer.status);
        if (customer.status === 'active') expect(raw['status']).toBe('active');
        expect(customer.groups.length).toBeLessThanOrEqual(PORTAL_LIMITS.groupsPerCustomer);
        for (const g of customer.groups) expect(GROUP_ID_PATTERN.test(g)).toBe(true);
        expect(Number.isFinite(customer.joinedAt)).toBe(true);
        expect(typeof customer.name).toBe('string');
        expect(typeof customer.email).toBe('string');
      }),
    );
  });

  it('reads an unknown status as pending', () => {
    expect(readSiteCustomer('u', { status: 'admin' }).status).toBe('pending');
    expect(readSiteCustomer('u', {}).status).toBe('pending');
  });
});

describe('readGroupIds', () => {
  it('keeps valid ids once each, in stored order, at most 20', () => {
    expect(readGroupIds(['vip', 'a/b', 'vip', 3, '', 'staff'])).toEqual(['vip', 'staff']);
    expect(readGroupIds('vip')).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => `g${i}`);
    expect(readGroupIds(many)).toEqual(many.slice(0, 20));
  });
});

describe('the other readers', () => {
  it('read groups, invitations, announcements and the seen time', () => {
    expect(readSiteGroup('g1', { name: 'VIP', createdAt: 5 })).toEqual({ id: 'g1', name: 'VIP', createdAt: 5 });
    expect(readSiteGroup('g1', {})).toEqual({ id: 'g1', name: '', createdAt: 0 });
    expect(readInvitation({ email: 'a@b.co', groups: ['vip'], expiresAt: 9 })).toEqual({ email: 'a@b.co', groups: ['vip'], expiresAt: 9 });
    expect(readStoredInvitation('i1', { email: 'a@b.co', groups: ['vip'], expiresAt: 9, createdAt: 3 })).toEqual({
      id: 'i1', email: 'a@b.co', groups: ['vip'], expiresAt: 9, createdAt: 3,
    });
    expect(readAnnouncement('n1', { title: 'Hi', body: 'Body', groups: ['vip'], createdAt: 7 })).toEqual({ id: 'n1', title: 'Hi', body: 'Body', groups: ['vip'], createdAt: 7 });
    expect(readAnnouncement('n1', { title: 4 })).toEqual({ id: 'n1', title: '', body: '', groups: [], createdAt: 0 });
    expect(readAnnouncementsSeenAt(null)).toBeNull();
    expect(readAnnouncementsSeenAt({})).toBeNull();
    expect(readAnnouncementsSeenAt({ announcementsSeenAt: 12 })).toBe(12);
  });

  it('reads an invitation whose expiry is unreadable as expired', () => {
    const invitation = readInvitation({ email: 'a@b.co', expiresAt: 'tomorrow' });
    expect(isInvitationValid(invitation, 0)).toBe(false);
    expect(isInvitationValid({ ...invitation, expiresAt: 10 }, 9)).toBe(true);
    expect(isInvitationValid({ ...invitation, expiresAt: 10 }, 10)).toBe(false);
  });

  it('reads the portal settings, approval by default', () => {
    expect(readPortalSettings(null)).toEqual(DEFAULT_PORTAL_SETTINGS);
    expect(DEFAULT_PORTAL_SETTINGS.signUpPolicy).toBe('approval');
    expect(readPortalSettings({ signUpPolicy: 'everyone' })).toEqual(DEFAULT_PORTAL_SETTINGS);
    expect(readPortalSettings({ signUpPolicy: 'open' })).toEqual({ signUpPolicy: 'open' });
    expect(readPortalSettings({ signUpPolicy: 'invitation' })).toEqual({ signUpPolicy: 'invitation' });
  });
});

const customer = (uid: string, joinedAt: number, status: SiteCustomer['status'] = 'active'): SiteCustomer => ({
  uid, name: uid, email: `${uid}@example.com`, status, groups: [], joinedAt, lastVisitAt: null,
});

describe('orders and counts', () => {
  it('lists customers newest first, ties by uid', () => {
    expect(customersNewestFirst([customer('b', 1), customer('a', 1), customer('c', 2)]).map((c) => c.uid)).toEqual(['c', 'a', 'b']);
  });

  it('lists groups by name whatever the case or accents, ties by id', () => {
    const groups: SiteGroup[] = [
      { id: '2', name: 'staff', createdAt: 0 },
      { id: '1', name: 'Équipe', createdAt: 0 },
      { id: '4', name: 'VIP', createdAt: 0 },
      { id: '3', name: 'vip', createdAt: 0 },
    ];
    expect(groupsByName(groups).map((g) => g.id)).toEqual(['1', '2', '3', '4']);
  });

  it('lists announcements newest first, ties by id', () => {
    const a = (id: string, createdAt: number): Announcement => ({ id, title: id, body: '', groups: ['g'], createdAt });
    expect(newestFirst([a('x', 1), a('z', 3), a('y', 1)]).map((n) => n.id)).toEqual(['z', 'x', 'y']);
  });

  it('counts the customers awaiting approval', () => {
    expect(pendingCount([customer('a', 1, 'pending'), customer('b', 1, 'active'), customer('c', 1, 'pending'), customer('d', 1, 'blocked')])).toBe(2);
  });

  it('marks as unread what was sent after the customer last looked', () => {
    const n: Announcement = { id: 'n', title: 't', body: '', groups: ['g'], createdAt: 10 };
    expect(isUnread(n, null)).toBe(true);
    expect(isUnread(n, 9)).toBe(true);
    expect(isUnread(n, 10)).toBe(false);
  });
});

describe('applyGroupChange', () => {
  it('adds and removes, each id once, new ones last', () => {
    expect(applyGroupChange(['a', 'b'], { add: ['c', 'a'], remove: ['b'] })).toEqual(['a', 'c']);
    expect(applyGroupChange(['a'], {})).toEqual(['a']);
  });

  it('lets removal win over an addition of the same id', () => {
    expect(applyGroupChange([], { add: ['a'], remove: ['a'] })).toEqual([]);
  });

  it('refuses a change that would pass 20 groups or add a bad id', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `g${i}`);
    expect(applyGroupChange(twenty, { add: ['x'] })).toBeNull();
    expect(applyGroupChange(twenty, { add: ['x'], remove: ['g0'] })).toEqual([...twenty.slice(1), 'x']);
    expect(applyGroupChange([], { add: ['a/b'] })).toBeNull();
  });

  it('holds: the result has every added id not removed, no removed id, nothing twice', () => {
    fc.assert(
      fc.property(fc.uniqueArray(groupId, { maxLength: 10 }), fc.array(groupId, { maxLength: 10 }), fc.array(groupId, { maxLength: 5 }), (current, add, remove) => {
        const next = applyGroupChange(current, { add, remove });
        if (next === null) return;
        expect(new Set(next).size).toBe(next.length);
        for (const g of remove) expect(next).not.toContain(g);
        for (const g of [...current, ...add]) if (!remove.includes(g)) expect(next).toContain(g);
        expect(next.length).toBeLessThanOrEqual(PORTAL_LIMITS.groupsPerCustomer);
      }),
    );
  });
});
