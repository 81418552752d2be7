import { describe, expect, it } from 'vitest';
import type { MemberRecord } from '../member/member-record';
import { NO_ROLES } from '../roles/roles';
import type { MemberFacts } from './member-filter';
import { NO_MEMBER_FILTER, filterNeedsPlan, matchesMemberFilter } from './member-filter';

function facts(overrides: Partial<MemberRecord> = {}, extra: Partial<MemberFacts> = {}): MemberFacts {
  const member = {
    id: 'abcdefghij',
    name: 'Ana López',
    namePublico: 'Panadería Ana',
    email: 'ana@example.com',
    username: 'abcdefg',
    status: true,
    trial: false,
    published: true,
    ...overrides,
  } as MemberRecord;
  return { member, roles: NO_ROLES, tier: 'Basic', ...extra };
}

describe('matchesMemberFilter', () => {
  it('lets everyone through with no filter', () => {
    expect(matchesMemberFilter(facts(), NO_MEMBER_FILTER)).toBe(true);
  });

  it.each(['ana', 'LÓPEZ', 'panadería', 'example.com', 'abcd'])('finds %s in name, public name, email or username', (search) => {
    expect(matchesMemberFilter(facts(), { ...NO_MEMBER_FILTER, search })).toBe(true);
  });

  it('ignores surrounding and invisible characters in the search', () => {
    expect(matchesMemberFilter(facts(), { ...NO_MEMBER_FILTER, search: '  a\u200Bna ' })).toBe(true);
    expect(matchesMemberFilter(facts(), { ...NO_MEMBER_FILTER, search: 'zoe' })).toBe(false);
  });

  it('survives a huge search text', () => {
    expect(matchesMemberFilter(facts(), { ...NO_MEMBER_FILTER, search: 'x'.repeat(10_000_000) })).toBe(false);
  });

  it('filters on the plan only when it is known', () => {
    expect(matchesMemberFilter(facts({}, { tier: 'Elite' }), { ...NO_MEMBER_FILTER, plan: 'Elite' })).toBe(true);
    expect(matchesMemberFilter(facts({}, { tier: 'Basic' }), { ...NO_MEMBER_FILTER, plan: 'Elite' })).toBe(false);
    expect(matchesMemberFilter(facts({}, { tier: null }), { ...NO_MEMBER_FILTER, plan: 'Basic' })).toBe(false);
    expect(filterNeedsPlan({ ...NO_MEMBER_FILTER, plan: 'Basic' })).toBe(true);
    expect(filterNeedsPlan(NO_MEMBER_FILTER)).toBe(false);
  });

  it('filters on status, trial, roles and published', () => {
    const admin = facts({ status: false, trial: true, published: false }, { roles: { isAdmin: true, hasFullAccess: false, isPrivileged: true } });
    expect(matchesMemberFilter(admin, { ...NO_MEMBER_FILTER, status: 'no', trial: 'yes', admin: 'yes', fullAccess: 'no', published: 'no' })).toBe(true);
    expect(matchesMemberFilter(admin, { ...NO_MEMBER_FILTER, status: 'yes' })).toBe(false);
    expect(matchesMemberFilter(admin, { ...NO_MEMBER_FILTER, admin: 'no' })).toBe(false);
    expect(matchesMemberFilter(admin, { ...NO_MEMBER_FILTER, published: 'yes' })).toBe(false);
  });

  it('treats a stored non-boolean flag as false', () => {
    const odd = facts({ status: 'true' as unknown as boolean });
    expect(matchesMemberFilter(odd, { ...NO_MEMBER_FILTER, status: 'yes' })).toBe(false);
  });
});
