import { describe, expect, it } from 'vitest';
import { MemoryMemberAdmin } from '../../src/adapters/memory/member-admin.memory';
import { memberPath } from '../../src/adapters/memory/member-paths.memory';
import { MEMBER_RECORDS } from '../../src/ports/member-records.port';
import { createMemoryContainer } from '../support/memory-container';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';
import { describeMemberRecordsContract } from './member-records.contract';

describeMemberRecordsContract('memory', async () => {
  const { get, db } = createMemoryContainer();
  const admin = new MemoryMemberAdmin(db);
  return {
    port: get(MEMBER_RECORDS),
    fixtures: {
      setAdminFlag: (memberId, flag) => admin.setRole(memberId, 'admin', flag),
      setFullAccessFlag: (memberId, flag) => admin.setRole(memberId, 'fullAccess', flag),
      deleteMember: async (memberId) => db.deleteDocument(memberPath(memberId)),
    },
    quietPeriodMs: 0,
  };
});

describe('MemoryMemberRecords beyond the contract', () => {
  it('stamps createdAt with the fake clock, as the server timestamp', async () => {
    const { get, clock } = createMemoryContainer({ now: Date.UTC(2025, 4, 1) });
    const memberId = uniqueMemberId();
    await get(MEMBER_RECORDS).create(memberId, memberRecordFixture(memberId));
    expect((await get(MEMBER_RECORDS).get(memberId))?.createdAt).toBe(clock.now());
  });

  it("refuses to create a record twice with 'permission-denied', keeping the first", async () => {
    const { get } = createMemoryContainer();
    const port = get(MEMBER_RECORDS);
    const memberId = uniqueMemberId();
    await port.create(memberId, memberRecordFixture(memberId, { namePublico: 'First' }));
    await expect(port.create(memberId, memberRecordFixture(memberId, { namePublico: 'Second' }))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await port.get(memberId))?.namePublico).toBe('First');
  });

  it("rejects reads and writes with 'unavailable' while the backend is offline, then recovers", async () => {
    const { get, db } = createMemoryContainer();
    const port = get(MEMBER_RECORDS);
    const memberId = uniqueMemberId();
    db.setOffline(true);
    await expect(port.create(memberId, memberRecordFixture(memberId))).rejects.toMatchObject({ code: 'unavailable' });
    await expect(port.get(memberId)).rejects.toMatchObject({ code: 'unavailable' });
    db.setOffline(false);
    await port.create(memberId, memberRecordFixture(memberId));
    expect(await port.get(memberId)).not.toBeNull();
  });

  it('fails exactly the planned number of writes with the planned code', async () => {
    const { get, db } = createMemoryContainer();
    const port = get(MEMBER_RECORDS);
    const memberId = uniqueMemberId();
    await port.create(memberId, memberRecordFixture(memberId));
    db.failNextWrites(2, 'permission-denied');
    await expect(port.updatePicture(memberId, 'https://a.test/1.png')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(port.updatePicture(memberId, 'https://a.test/2.png')).rejects.toMatchObject({ code: 'permission-denied' });
    await port.updatePicture(memberId, 'https://a.test/3.png');
    expect((await port.get(memberId))?.picture).toBe('https://a.test/3.png');
  });

  it("rejects ids that would address another document with 'invalid-input'", async () => {
    const { get } = createMemoryContainer();
    const port = get(MEMBER_RECORDS);
    for (const bad of ['', 'a/b', '..', '__name__']) {
      await expect(port.get(bad)).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(port.create(bad, memberRecordFixture('x'))).rejects.toMatchObject({ code: 'invalid-input' });
    }
  });
});
