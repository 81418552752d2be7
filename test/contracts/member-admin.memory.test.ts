import { describe, expect, it } from 'vitest';
import { MEMBER_ADMIN } from '../../src/ports/member-admin.port';
import { MEMBER_RECORDS } from '../../src/ports/member-records.port';
import type { MemberRecord } from '../../src/core/member/member-record';
import { eventually } from '../support/eventually';
import { ListenerRecorder } from '../support/listener-recorder';
import { createMemoryContainer } from '../support/memory-container';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';
import { describeMemberAdminContract } from './member-admin.contract';

describeMemberAdminContract('memory', async () => {
  const { get, db } = createMemoryContainer();
  const records = get(MEMBER_RECORDS);
  return {
    port: get(MEMBER_ADMIN),
    fixtures: {
      putMember: (record) => records.create(record.id, record),
      readMember: (memberId) => records.get(memberId),
      readClaims: async (memberId) => db.findUserByUid(memberId)?.claims ?? null,
      createAccount: async (memberId) => {
        db.addUser({ uid: memberId, email: `${memberId.toLowerCase()}@example.test`, password: 'secret-password' });
      },
    },
  };
});

describe('MemoryMemberAdmin beyond the contract', () => {
  it("making a member admin fires the member's own watch and every watchAdmins listener", async () => {
    const { get } = createMemoryContainer();
    const records = get(MEMBER_RECORDS);
    const memberId = uniqueMemberId();
    await records.create(memberId, memberRecordFixture(memberId));
    const admins = new ListenerRecorder<readonly string[]>();
    const member = new ListenerRecorder<MemberRecord | null>();
    records.watchAdmins(admins.listener);
    records.watch(memberId, member.listener);
    await eventually(() => expect(member.latest()?.admin).toBeUndefined());
    await get(MEMBER_ADMIN).setRole(memberId, 'admin', true);
    await eventually(() => expect(admins.latest()).toEqual([memberId]));
    await eventually(() => expect(member.latest()?.admin).toBe(true));
  });
});
