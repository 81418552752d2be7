import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../core/config/app-config';
import { newMemberRecord } from '../../core/member/new-member-record';
import { epochFromStored, memberFromDocument, messageFromDocument, subscriptionFromDocument } from './firestore-mappers';
import { memberToDocument, subscriptionToDocument } from './firestore-write-mappers';

const record = newMemberRecord({ uid: 'AbCdEfGh123', email: 'a@example.test', displayName: 'Ana', phoneNumber: '+1 555' }, DEFAULT_APP_CONFIG, Date.UTC(2024, 0, 15));

describe('stored time', () => {
  it('reads Timestamps, epoch numbers, Dates and foreign Timestamp-likes as epoch ms', () => {
    expect(epochFromStored(Timestamp.fromMillis(1234))).toBe(1234);
    expect(epochFromStored(5678)).toBe(5678);
    expect(epochFromStored(new Date(99))).toBe(99);
    expect(epochFromStored({ toMillis: () => 42 })).toBe(42);
  });

  it('reads anything else as no time', () => {
    for (const value of [null, undefined, 'yesterday', Number.NaN, new Date('nope'), { toMillis: () => 'x' }, {}]) {
      expect(epochFromStored(value)).toBeNull();
    }
  });
});

describe('member records', () => {
  it('round-trips the sign-up record, storing activeUntil as a Timestamp', () => {
    const stored = memberToDocument(record);
    expect(stored.activeUntil).toBeInstanceOf(Timestamp);
    expect(memberFromDocument(record.id, { ...stored, createdAt: Timestamp.fromMillis(7) })).toEqual({ ...record, createdAt: 7 });
  });

  it('drops undefined optional fields, which Firestore would refuse', () => {
    expect(Object.keys(memberToDocument({ ...record, favicon: undefined }))).not.toContain('favicon');
  });

  it('reads a malformed record without throwing, granting nothing', () => {
    const member = memberFromDocument('uid-1', { admin: 'true', fullAccess: 1, status: 'yes', siteLanguage: 'FR', activeUntil: 'soon', coverTemplate: '2' });
    expect(member).toMatchObject({ id: 'uid-1', vID: 'uid-1', status: false, siteLanguage: 'EN', activeUntil: 0, createdAt: null, coverTemplate: 1, businessName: null });
    expect(member.admin).toBeUndefined();
    expect(member.fullAccess).toBeUndefined();
  });

  it('reads a first draft awaiting publication, and nothing else as one', () => {
    expect(memberFromDocument('uid-1', { draft: true }).draft).toBe(true);
    expect(memberFromDocument('uid-1', { draft: false }).draft).toBeUndefined();
    expect(memberFromDocument('uid-1', { draft: 'yes' }).draft).toBeUndefined();
  });
});

describe('subscriptions', () => {
  it('round-trips what the product reads, with period ends as Timestamps', () => {
    const sub = {
      status: 'trialing' as const,
      productType: 'plan',
      productName: 'Elite Plan',
      itemProductName: 'Scale+ Plan',
      currentPeriodEnd: Date.UTC(2031, 0, 1),
      cancelAtPeriodEnd: true,
      priceId: 'price_1',
    };
    const stored = subscriptionToDocument(sub);
    expect(stored.current_period_end).toBeInstanceOf(Timestamp);
    expect(subscriptionFromDocument('sub_1', stored)).toEqual({ id: 'sub_1', ...sub });
  });

  it('reads an unknown status as ended and a malformed document as empty fields', () => {
    expect(subscriptionFromDocument('sub_x', { status: 'mystery', items: 'nope', current_period_end: 'soon' })).toEqual({
      id: 'sub_x',
      status: 'canceled',
      productType: '',
      productName: null,
      itemProductName: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      priceId: null,
    });
  });

  it('falls back to the top-level price id of older documents', () => {
    expect(subscriptionFromDocument('sub_y', { price: 'price_old' }).priceId).toBe('price_old');
  });
});

describe('messages', () => {
  it('counts a message as read only when leido is exactly true', () => {
    expect(messageFromDocument('m', { leido: 'true' }).leido).toBe(false);
    expect(messageFromDocument('m', { title: 'T', body: 'B', leido: true, createdAt: Timestamp.fromMillis(3) })).toEqual({ id: 'm', title: 'T', body: 'B', leido: true, createdAt: 3, link: null });
  });

  it('keeps only a link into the dashboard', () => {
    expect(messageFromDocument('m', { link: '/dashboard/forms?m=abc123' }).link).toBe('/dashboard/forms?m=abc123');
    for (const link of ['https://evil.example', '//evil.example/dashboard', 'javascript:alert(1)', '/dashboard/../admin', '/dashboardx', 42]) {
      expect(messageFromDocument('m', { link }).link).toBeNull();
    }
  });
});
