import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import type { MemberRecord } from '../member/member-record';
import { newMemberRecord } from '../member/new-member-record';
import type { Subscription } from '../plans/subscription';
import { isSnapshotForeign, parseDashboardSnapshot, snapshotFor, type DashboardSnapshot } from './dashboard-snapshot';

const NOW = Date.UTC(2026, 10, 23, 9);
const UID = 'AbCdEfGhIjKlMnOp1234567890';
const member: MemberRecord = {
  ...newMemberRecord({ uid: UID, email: 'ana@example.com', displayName: 'Ana', phoneNumber: '+1 555 123 4567' }, DEFAULT_APP_CONFIG, NOW),
  id: UID,
  createdAt: NOW,
};
const subscription: Subscription = {
  id: 'sub_1',
  status: 'active',
  productType: 'plan',
  productName: 'Elite',
  itemProductName: null,
  currentPeriodEnd: NOW,
  cancelAtPeriodEnd: false,
  priceId: null,
};
const snapshot: DashboardSnapshot = { member, subscriptions: [subscription], unreadCount: 2, savedAt: NOW };

describe('parseDashboardSnapshot', () => {
  it('reads back what was stored as JSON', () => {
    expect(parseDashboardSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });

  it('keeps any count of unread messages and any time', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 8_640_000_000_000 }), (unreadCount, savedAt) => {
        expect(parseDashboardSnapshot({ ...snapshot, unreadCount, savedAt })).toEqual({ ...snapshot, unreadCount, savedAt });
      }),
    );
  });

  it('refuses anything that is not a whole snapshot', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything()), fc.dictionary(fc.string(), fc.string())), (value) => {
        expect(parseDashboardSnapshot(value)).toBeNull();
      }),
    );
  });

  it.each([
    ['a member without an id', { ...snapshot, member: { ...member, id: '' } }],
    ['a member with a language the app does not have', { ...snapshot, member: { ...member, siteLanguage: 'FR' } }],
    ['a member field of the wrong type', { ...snapshot, member: { ...member, published: 'yes' } }],
    ['subscriptions that are not a list', { ...snapshot, subscriptions: {} }],
    ['a subscription without a status', { ...snapshot, subscriptions: [{ ...subscription, status: undefined }] }],
    ['a negative unread count', { ...snapshot, unreadCount: -1 }],
    ['a fractional unread count', { ...snapshot, unreadCount: 1.5 }],
    ['no time', { ...snapshot, savedAt: undefined }],
  ])('refuses %s', (_, value) => {
    expect(parseDashboardSnapshot(value)).toBeNull();
  });
});

describe('snapshotFor', () => {
  it('gives the snapshot while the session is not known yet, and to its own member', () => {
    expect(snapshotFor(snapshot, null)).toBe(snapshot);
    expect(snapshotFor(snapshot, member.id)).toBe(snapshot);
  });

  it('never gives one member what another saw', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((uid) => uid !== member.id), (uid) => {
        expect(snapshotFor(snapshot, uid)).toBeNull();
      }),
    );
  });

  it('gives nothing when there is nothing saved', () => {
    expect(snapshotFor(null, null)).toBeNull();
  });
});

describe('isSnapshotForeign', () => {
  it('keeps the snapshot of the member signed in', () => {
    expect(isSnapshotForeign(snapshot, { uid: member.id })).toBe(false);
  });

  it('drops it when nobody is signed in, or anyone else is', () => {
    expect(isSnapshotForeign(snapshot, null)).toBe(true);
    fc.assert(
      fc.property(fc.string().filter((uid) => uid !== member.id), (uid) => {
        expect(isSnapshotForeign(snapshot, { uid })).toBe(true);
      }),
    );
  });

  it('has nothing to drop when nothing is saved', () => {
    expect(isSnapshotForeign(null, null)).toBe(false);
  });
});
