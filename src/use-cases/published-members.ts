import type { WeeklyNoteMember, WeeklyNoteMembersPage, WeeklyNoteMembersPort } from '../ports/weekly-note-members.port';

/** Members read at once by a run over every published site: a page, never the whole collection. */
export const PUBLISHED_MEMBERS_PAGE_SIZE = 200;

/** Every published member, one page read at a time, in the order of their ids. */
export async function* eachPublishedMember(members: WeeklyNoteMembersPort, pageSize = PUBLISHED_MEMBERS_PAGE_SIZE): AsyncGenerator<WeeklyNoteMember> {
  let after: string | null = null;
  do {
    const page: WeeklyNoteMembersPage = await members.published(after, pageSize);
    yield* page.members;
    after = page.next;
  } while (after !== null);
}
