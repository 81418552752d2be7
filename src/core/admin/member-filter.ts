import type { MemberRecord } from '../member/member-record';
import type { PlanTier } from '../plans/plan-level';
import type { Roles } from '../roles/roles';
import { normalizeName } from '../validation/normalize-name';

/** Longest search text considered; a longer paste can match nothing a member holds anyway. */
export const MEMBER_SEARCH_MAX_LENGTH = 200;

/** 'any' leaves a yes/no filter off. */
export type Flag = 'any' | 'yes' | 'no';

export interface MemberFilter {
  /** Matched, case-insensitively, against name, public name, email and username. */
  readonly search: string;
  readonly plan: PlanTier | 'any';
  readonly status: Flag;
  readonly trial: Flag;
  readonly admin: Flag;
  readonly fullAccess: Flag;
  readonly published: Flag;
}

export const NO_MEMBER_FILTER: MemberFilter = Object.freeze({
  search: '',
  plan: 'any',
  status: 'any',
  trial: 'any',
  admin: 'any',
  fullAccess: 'any',
  published: 'any',
});

/** What the filter needs to know about one member beyond the record itself. */
export interface MemberFacts {
  readonly member: MemberRecord;
  readonly roles: Roles;
  /** Null when the plan was not looked up (then a plan filter matches nothing). */
  readonly tier: PlanTier | null;
}

function flagMatches(flag: Flag, value: boolean): boolean {
  return flag === 'any' || (flag === 'yes') === value;
}

function searchKey(value: string): string {
  return normalizeName(value.slice(0, MEMBER_SEARCH_MAX_LENGTH * 2)).toLowerCase();
}

/** Whether the filter needs each member's effective plan (a read per member). */
export function filterNeedsPlan(filter: MemberFilter): boolean {
  return filter.plan !== 'any';
}

/** Whether one member passes every filter; flags count only when stored as exactly true. */
export function matchesMemberFilter({ member, roles, tier }: MemberFacts, filter: MemberFilter): boolean {
  const query = searchKey(filter.search).slice(0, MEMBER_SEARCH_MAX_LENGTH);
  if (query !== '') {
    const haystack = [member.name, member.namePublico, member.email, member.username].map((v) => (typeof v === 'string' ? searchKey(v) : ''));
    if (!haystack.some((value) => value.includes(query))) return false;
  }
  if (filter.plan !== 'any' && tier !== filter.plan) return false;
  return (
    flagMatches(filter.status, member.status === true) &&
    flagMatches(filter.trial, member.trial === true) &&
    flagMatches(filter.admin, roles.isAdmin) &&
    flagMatches(filter.fullAccess, roles.hasFullAccess) &&
    flagMatches(filter.published, member.published === true)
  );
}
