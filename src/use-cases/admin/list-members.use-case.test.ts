import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_MEMBER_FILTER } from '../../core/admin/member-filter';
import { DAY_MS } from '../../core/time/time';
import { SUBSCRIPTION_ADMIN, type SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import type { MemberCursor, MemberPage, MemberPageRequest, MemberSortKey } from './list-members.use-case';
import { ListMembersUseCase, MEMBER_SORT_KEYS } from './list-members.use-case';

async function ids(page: MemberPage): Promise<string[]> {
  const out: string[] = [];
  for await (const rows of page.rows) out.push(...rows.map((row) => row.member.id));
  return out;
}

/** Five members whose emails and creation times run against their id order. */
async function fiveMembers() {
  const memory = useCaseContainer();
  const base = memory.clock.now();
  const names = ['member00000a', 'member00000b', 'member00000c', 'member00000d', 'member00000e'];
  for (const [i, id] of names.entries()) {
    // The store stamps creation with its clock: each member is created a day before the last.
    memory.clock.set(base - i * DAY_MS);
    await seedMember(memory.container, id, { email: `${String.fromCharCode(101 - i)}@example.test` });
  }
  memory.clock.set(base);
  await memory.container.get<SubscriptionAdminPort>(SUBSCRIPTION_ADMIN).grant('member00000c', 'Elite Plan', base + 30 * DAY_MS);
  memory.container.bind(ListMembersUseCase).toSelf();
  return { ...memory, names, list: memory.container.get(ListMembersUseCase) };
}

/** Every page of a listing, following the cursors, with pages of `limit` rows. */
async function allPages(list: ListMembersUseCase, request: Omit<MemberPageRequest, 'cursor' | 'limit'>, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: MemberCursor | null = null;
  for (;;) {
    const page = list.page({ ...request, limit, cursor });
    pages.push(await ids(page));
    cursor = page.nextCursor();
    if (cursor === null) return pages;
  }
}

describe('ListMembersUseCase', () => {
  it('sorts by id, creation, email, username and plan, ties broken by id', async () => {
    const { list, names } = await fiveMembers();
    const expected: Record<MemberSortKey, string[]> = {
      id: names,
      created: [...names].reverse(),
      email: [...names].reverse(),
      username: names,
      // Without a plan every member counts as level 0; the Elite member comes last.
      plan: ['member00000a', 'member00000b', 'member00000d', 'member00000e', 'member00000c'],
    };
    for (const sort of MEMBER_SORT_KEYS) {
      const page = list.page({ filter: NO_MEMBER_FILTER, sort });
      expect(await ids(page), sort).toEqual(expected[sort]);
      expect(page.nextCursor()).toBeNull();
    }
  });

  it('pages through every order with cursors: each member once, in order, no page over the limit', async () => {
    const { list } = await fiveMembers();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MEMBER_SORT_KEYS), fc.integer({ min: 1, max: 6 }), async (sort, limit) => {
        const whole = await ids(list.page({ filter: NO_MEMBER_FILTER, sort }));
        const pages = await allPages(list, { filter: NO_MEMBER_FILTER, sort, pageSize: 2 }, limit);
        expect(pages.flat()).toEqual(whole);
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('skips an offset first, and says where the next page starts', async () => {
    const { list } = await fiveMembers();
    const byId = list.page({ filter: NO_MEMBER_FILTER, offset: 1, limit: 2 });
    expect(await ids(byId)).toEqual(['member00000b', 'member00000c']);
    expect(byId.nextCursor()).toEqual({ sort: 'id', after: 'member00000c' });
    const byEmail = list.page({ filter: NO_MEMBER_FILTER, sort: 'email', offset: 1, limit: 2 });
    expect(await ids(byEmail)).toEqual(['member00000d', 'member00000c']);
    expect(byEmail.nextCursor()).toEqual({ sort: 'email', offset: 3 });
  });

  it('refuses a cursor of another order, and a limit or offset that is not a whole number', async () => {
    const { list } = await fiveMembers();
    const bad: MemberPageRequest[] = [
      { filter: NO_MEMBER_FILTER, sort: 'email', cursor: { sort: 'id', after: 'x' } },
      { filter: NO_MEMBER_FILTER, limit: 0 },
      { filter: NO_MEMBER_FILTER, limit: 1.5 },
      { filter: NO_MEMBER_FILTER, offset: -1 },
    ];
    for (const request of bad) expect(() => list.page(request)).toThrow(expect.objectContaining({ code: 'invalid-input' }));
  });

  it('counts every member through the directory', async () => {
    const { list } = await fiveMembers();
    expect(await list.count()).toBe(5);
  });
});
