import { inject, injectable } from 'inversify';
import type { MemberFilter } from '../../core/admin/member-filter';
import { filterNeedsPlan, matchesMemberFilter } from '../../core/admin/member-filter';
import type { AppConfig } from '../../core/config/app-config';
import { AppError } from '../../core/errors/error-codes';
import type { MemberRecord } from '../../core/member/member-record';
import { effectivePlan } from '../../core/plans/effective-plan';
import type { PlanTier } from '../../core/plans/plan-level';
import { LEVEL_OF_TIER } from '../../core/plans/plan-level';
import type { Roles } from '../../core/roles/roles';
import { rolesOf } from '../../core/roles/roles';
import { APP_CONFIG } from '../../ports/app-config.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { MEMBER_DIRECTORY, type MemberDirectoryPort } from '../../ports/member-directory.port';
import { SUBSCRIPTIONS, type SubscriptionsPort } from '../../ports/subscriptions.port';

export const DEFAULT_MEMBER_PAGE_SIZE = 200;

export interface ListMembersOptions {
  readonly filter: MemberFilter;
  /** Look up each member's effective plan (one read per member); implied by a plan filter. */
  readonly withPlans?: boolean;
  readonly pageSize?: number;
}

export const MEMBER_SORT_KEYS = ['id', 'created', 'email', 'username', 'plan'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
type OtherSortKey = Exclude<MemberSortKey, 'id'>;

/** Where the next page starts: after an id (id order) or at a position (any other order). */
export type MemberCursor = { readonly sort: 'id'; readonly after: string } | { readonly sort: OtherSortKey; readonly offset: number };

export interface MemberPageRequest extends ListMembersOptions {
  /** Id order (the default) streams in constant memory; any other order reads every match first. */
  readonly sort?: MemberSortKey;
  /** At most this many rows; none means all of them. */
  readonly limit?: number | null;
  /** Skip this many matching rows first. */
  readonly offset?: number;
  /** Continue where an earlier page of the same order stopped. */
  readonly cursor?: MemberCursor | null;
}

export interface MemberPage {
  /** The rows, in order, in batches as they become known. */
  readonly rows: AsyncIterable<readonly MemberRow[]>;
  /** Where the next page starts once `rows` was read to the end; null when nothing is left. */
  nextCursor(): MemberCursor | null;
}

export interface MemberRow {
  readonly member: MemberRecord;
  readonly roles: Roles;
  /** Null when plans were not looked up. */
  readonly tier: PlanTier | null;
}

/**
 * Every member matching the filter, streamed page by page from the directory so that memory
 * stays flat for any number of members (admin page and admin CLI). Plans cost a read per
 * member, so they are looked up only when asked for or filtered on.
 */
@injectable()
export class ListMembersUseCase {
  constructor(
    @inject(MEMBER_DIRECTORY) private readonly directory: MemberDirectoryPort,
    @inject(SUBSCRIPTIONS) private readonly subscriptions: SubscriptionsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How many members there are (matching or not), counted by the backend. */
  count(): Promise<number> {
    return this.directory.count();
  }

  /**
   * One page of the listing in the requested order. Sorting needs every match seen before the
   * first row is known; with a limit only the best `offset + limit + 1` are kept (trimmed as
   * they come), so even a sorted page costs memory for that page, not for the membership.
   */
  page(request: MemberPageRequest): MemberPage {
    const sort = request.sort ?? 'id';
    const cursor = request.cursor ?? null;
    const limit = request.limit ?? null;
    if (cursor !== null && cursor.sort !== sort) throw new AppError('invalid-input', { detail: `a cursor for sort '${cursor.sort}', not '${sort}'` });
    if (limit !== null && (!Number.isSafeInteger(limit) || limit < 1)) throw new AppError('invalid-input', { detail: `limit ${limit}` });
    const offset = cursor !== null && cursor.sort !== 'id' ? cursor.offset : (request.offset ?? 0);
    if (!Number.isSafeInteger(offset) || offset < 0) throw new AppError('invalid-input', { detail: `offset ${offset}` });
    const pageSize = request.pageSize ?? DEFAULT_MEMBER_PAGE_SIZE;
    const pages = this.execute({ filter: request.filter, withPlans: request.withPlans === true || sort === 'plan', pageSize });
    let next: MemberCursor | null = null;
    const window: Window = { offset, limit, setNext: (cursor) => (next = cursor) };
    const rows = sort === 'id' ? idOrderPage(pages, cursor?.sort === 'id' ? cursor.after : null, window) : sortedPage(pages, sort, pageSize, window);
    return { rows, nextCursor: () => next };
  }

  async *execute({ filter, withPlans = false, pageSize = DEFAULT_MEMBER_PAGE_SIZE }: ListMembersOptions): AsyncIterable<readonly MemberRow[]> {
    const needPlans = withPlans || filterNeedsPlan(filter);
    for await (const page of this.directory.pages(pageSize)) {
      const rows = await Promise.all(page.map((member) => this.rowOf(member, needPlans)));
      const matching = rows.filter((row) => matchesMemberFilter(row, filter));
      if (matching.length > 0) yield matching;
    }
  }

  private async rowOf(member: MemberRecord, withPlan: boolean): Promise<MemberRow> {
    const roles = rolesOf(member, this.config);
    if (!withPlan) return { member, roles, tier: null };
    const subscriptions = await this.subscriptions.listSubscriptions(member.id);
    return { member, roles, tier: effectivePlan({ member, subscriptions, roles, now: this.clock.now() }) };
  }
}

interface Window {
  readonly offset: number;
  readonly limit: number | null;
  setNext(cursor: MemberCursor): void;
}

/** Id order is the directory's own: rows go out as pages arrive, in constant memory. */
async function* idOrderPage(pages: AsyncIterable<readonly MemberRow[]>, after: string | null, { offset, limit, setNext }: Window): AsyncIterable<readonly MemberRow[]> {
  let skipped = 0;
  let taken = 0;
  let last: MemberRow | null = null;
  for await (const page of pages) {
    const batch: MemberRow[] = [];
    for (const row of page) {
      if (after !== null && row.member.id <= after) continue;
      if (skipped < offset) {
        skipped += 1;
        continue;
      }
      if (limit !== null && taken >= limit && last !== null) {
        // One more match exists: the next page starts after the last row given.
        setNext({ sort: 'id', after: last.member.id });
        if (batch.length > 0) yield batch;
        return;
      }
      batch.push(row);
      taken += 1;
      last = row;
    }
    if (batch.length > 0) yield batch;
  }
}

function sortValue(row: MemberRow, sort: OtherSortKey): string | number {
  switch (sort) {
    case 'created':
      return row.member.createdAt ?? 0;
    case 'email':
      return row.member.email.toLowerCase();
    case 'username':
      return row.member.username;
    case 'plan':
      return row.tier === null ? 0 : LEVEL_OF_TIER[row.tier];
  }
}

function comparator(sort: OtherSortKey) {
  return (a: MemberRow, b: MemberRow): number => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    if (x < y) return -1;
    if (x > y) return 1;
    // Ties fall back to the id, so pages of a sorted listing never overlap or skip.
    return a.member.id < b.member.id ? -1 : a.member.id > b.member.id ? 1 : 0;
  };
}

async function* sortedPage(pages: AsyncIterable<readonly MemberRow[]>, sort: OtherSortKey, pageSize: number, { offset, limit, setNext }: Window): AsyncIterable<readonly MemberRow[]> {
  const compare = comparator(sort);
  const keep = limit === null ? null : offset + limit + 1;
  let kept: MemberRow[] = [];
  for await (const page of pages) {
    kept.push(...page);
    if (keep !== null && kept.length > keep * 2 + pageSize) kept = kept.sort(compare).slice(0, keep);
  }
  kept.sort(compare);
  const window = kept.slice(offset, limit === null ? undefined : offset + limit);
  if (limit !== null && kept.length > offset + limit) setNext({ sort, offset: offset + window.length });
  if (window.length > 0) yield window;
}
