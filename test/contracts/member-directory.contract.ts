import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberRecord } from '../../src/core/member/member-record';
import type { MemberDirectoryPort } from '../../src/ports/member-directory.port';
import type { NewMemberRecord } from '../../src/ports/member-records.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { memberRecordFixture, uniqueEmail, uniqueMemberId } from '../support/test-ids';

export interface MemberDirectoryFixtures {
  putMember(record: NewMemberRecord): Promise<void>;
}

export type MemberDirectorySubject = ContractSubject<MemberDirectoryPort, MemberDirectoryFixtures>;

async function collectPages(pages: AsyncIterable<readonly MemberRecord[]>): Promise<Array<readonly MemberRecord[]>> {
  const collected: Array<readonly MemberRecord[]> = [];
  for await (const page of pages) collected.push(page);
  return collected;
}

export function describeMemberDirectoryContract(adapterName: string, makeSubject: MakeSubject<MemberDirectoryPort, MemberDirectoryFixtures>): void {
  describe(`MemberDirectoryPort contract: ${adapterName}`, () => {
    let subject: MemberDirectorySubject;
    let port: MemberDirectoryPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    async function putMembers(count: number): Promise<string[]> {
      const ids = Array.from({ length: count }, () => uniqueMemberId());
      for (const id of ids) await subject.fixtures.putMember(memberRecordFixture(id));
      return ids.sort();
    }

    it('pages through every member once, in id order, with full pages except the last', async () => {
      const ours = await putMembers(7);
      const pages = await collectPages(port.pages(3));
      const all = pages.flat().map((member) => member.id);
      expect(new Set(all).size).toBe(all.length);
      expect([...all].sort()).toEqual(all);
      expect(all.filter((id) => ours.includes(id))).toEqual(ours);
      pages.forEach((page, index) => {
        expect(page.length).toBeGreaterThan(0);
        if (index < pages.length - 1) expect(page).toHaveLength(3);
        else expect(page.length).toBeLessThanOrEqual(3);
      });
    });

    it('gives the whole records, not just ids', async () => {
      const [id] = await putMembers(1);
      const pages = await collectPages(port.pages(1000));
      const found = pages.flat().find((member) => member.id === id);
      expect(found).toMatchObject(memberRecordFixture(id ?? ''));
    });

    it('counts every member, and one more after a sign-up', async () => {
      const before = await port.count();
      await putMembers(3);
      expect(await port.count()).toBe(before + 3);
      let paged = 0;
      for await (const page of port.pages(50)) paged += page.length;
      expect(await port.count()).toBe(paged);
    });

    it('works with pages of one', async () => {
      const ours = await putMembers(3);
      const ids = (await collectPages(port.pages(1))).map((page) => {
        expect(page).toHaveLength(1);
        return page[0]?.id;
      });
      expect(ids.filter((id) => id !== undefined && ours.includes(id))).toEqual(ours);
    });

    it('refuses a page size below one', async () => {
      await expect(collectPages(port.pages(0))).rejects.toThrow();
    });

    it('finds a member by email, ignoring case and surrounding spaces', async () => {
      const id = uniqueMemberId();
      const email = uniqueEmail('owner');
      await subject.fixtures.putMember(memberRecordFixture(id, { email }));
      expect((await port.findByEmail(email))?.id).toBe(id);
      expect((await port.findByEmail(`  ${email.toUpperCase()} `))?.id).toBe(id);
      expect(await port.findByEmail(uniqueEmail('nobody'))).toBeNull();
    });

    it('finds a member by username', async () => {
      const id = uniqueMemberId();
      const record = memberRecordFixture(id);
      await subject.fixtures.putMember(record);
      expect((await port.findByUsername(record.username))?.id).toBe(id);
      expect((await port.findByUsername(record.username.toUpperCase()))?.id).toBe(id);
      expect(await port.findByUsername(`${record.username}zz`)).toBeNull();
    });

    it('lists the members whose record says admin, and no one else', async () => {
      const admin = uniqueMemberId();
      const notAdmin = uniqueMemberId();
      const stringFlag = uniqueMemberId();
      await subject.fixtures.putMember({ ...memberRecordFixture(admin), admin: true });
      await subject.fixtures.putMember({ ...memberRecordFixture(notAdmin), admin: false });
      // A stored string 'true' never grants anything (core/roles).
      await subject.fixtures.putMember({ ...memberRecordFixture(stringFlag), admin: 'true' as unknown as boolean });
      const ids = (await port.listAdmins()).map((member) => member.id);
      expect(ids).toContain(admin);
      expect(ids).not.toContain(notAdmin);
      expect(ids).not.toContain(stringFlag);
      expect((await port.listAdmins()).find((member) => member.id === admin)).toMatchObject({ id: admin, admin: true });
    });
  });
}
