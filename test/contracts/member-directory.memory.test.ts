import { describe, expect, it } from 'vitest';
import { MEMBER_DIRECTORY } from '../../src/ports/member-directory.port';
import { MEMBER_RECORDS } from '../../src/ports/member-records.port';
import { createMemoryContainer } from '../support/memory-container';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';
import { describeMemberDirectoryContract } from './member-directory.contract';

describeMemberDirectoryContract('memory', async () => {
  const { get } = createMemoryContainer();
  const records = get(MEMBER_RECORDS);
  return {
    port: get(MEMBER_DIRECTORY),
    fixtures: { putMember: (record) => records.create(record.id, record) },
  };
});

describe('MemoryMemberDirectory beyond the contract', () => {
  it('yields no page at all for an empty directory', async () => {
    const { get } = createMemoryContainer();
    const pages: unknown[] = [];
    for await (const page of get(MEMBER_DIRECTORY).pages(10)) pages.push(page);
    expect(pages).toEqual([]);
  });

  it("stops with 'unavailable' when the backend goes away between pages", async () => {
    const { get, db } = createMemoryContainer();
    for (let i = 0; i < 4; i += 1) {
      const id = uniqueMemberId();
      await get(MEMBER_RECORDS).create(id, memberRecordFixture(id));
    }
    const seen: number[] = [];
    const walk = async (): Promise<void> => {
      for await (const page of get(MEMBER_DIRECTORY).pages(2)) {
        seen.push(page.length);
        db.setOffline(true);
      }
    };
    await expect(walk()).rejects.toMatchObject({ code: 'unavailable' });
    expect(seen).toEqual([2]);
  });
});
