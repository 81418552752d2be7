import { beforeEach, describe, expect, it } from 'vitest';
import type { WeeklyNoteMember, WeeklyNoteMembersPort } from '../../src/ports/weekly-note-members.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export interface WeeklyNoteMembersFixtures {
  /** Writes a member record with these fields, as the studio and Settings leave them. */
  seedMember(memberId: string, fields: { readonly published: boolean; readonly siteLanguage?: 'EN' | 'ES'; readonly weeklyNote?: boolean }): Promise<void>;
}

export type WeeklyNoteMembersSubject = ContractSubject<WeeklyNoteMembersPort, WeeklyNoteMembersFixtures>;

/** Every page of the port, from the first; the store may hold other suites' members too. */
async function allPages(port: WeeklyNoteMembersPort, limit: number): Promise<Array<readonly WeeklyNoteMember[]>> {
  const pages: Array<readonly WeeklyNoteMember[]> = [];
  let after: string | null = null;
  do {
    const page: Awaited<ReturnType<WeeklyNoteMembersPort['published']>> = await port.published(after, limit);
    pages.push(page.members);
    after = page.next;
  } while (after !== null && pages.length < 10_000);
  return pages;
}

export function describeWeeklyNoteMembersContract(adapterName: string, makeSubject: MakeSubject<WeeklyNoteMembersPort, WeeklyNoteMembersFixtures>): void {
  describe(`WeeklyNoteMembersPort contract: ${adapterName}`, () => {
    let subject: WeeklyNoteMembersSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    it('pages through every published member once, in id order, never more than the limit at once', async () => {
      const prefix = uniqueMemberId().slice(0, 20);
      const published = Array.from({ length: 7 }, (_, i) => `${prefix}pub${String(i).padStart(5, '0')}`);
      const unpublished = `${prefix}off00000`;
      for (const id of published) await subject.fixtures.seedMember(id, { published: true });
      await subject.fixtures.seedMember(unpublished, { published: false });

      const pages = await allPages(subject.port, 3);
      expect(pages.every((page) => page.length <= 3)).toBe(true);
      const ids = pages.flat().map((member) => member.memberId);
      expect(ids.filter((id) => id.startsWith(prefix))).toEqual(published);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(ids);
      expect(ids).not.toContain(unpublished);
    });

    it('reads the member’s language and whether the note is on', async () => {
      const prefix = uniqueMemberId().slice(0, 20);
      await subject.fixtures.seedMember(`${prefix}es000000`, { published: true, siteLanguage: 'ES', weeklyNote: false });
      await subject.fixtures.seedMember(`${prefix}en000000`, { published: true });
      const mine = (await allPages(subject.port, 50)).flat().filter((member) => member.memberId.startsWith(prefix));
      expect(mine).toEqual([
        { memberId: `${prefix}en000000`, siteLanguage: 'EN', weeklyNote: true },
        { memberId: `${prefix}es000000`, siteLanguage: 'ES', weeklyNote: false },
      ]);
    });

    it('says there is no next page after a short one', async () => {
      const pages = await allPages(subject.port, 1_000);
      const last = await subject.port.published(pages.flat().at(-1)?.memberId ?? null, 1_000);
      expect(last).toEqual({ members: [], next: null });
    });
  });
}
