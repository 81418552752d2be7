import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberRecord } from '../../src/core/member/member-record';
import type { MemberAdminPort } from '../../src/ports/member-admin.port';
import type { NewMemberRecord } from '../../src/ports/member-records.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

export interface MemberAdminFixtures {
  putMember(record: NewMemberRecord): Promise<void>;
  readMember(memberId: string): Promise<MemberRecord | null>;
  /** The account's custom claims; absent where the adapter has no account to read. */
  readClaims?(memberId: string): Promise<Readonly<Record<string, unknown>> | null>;
  /** Creates an authentication account with this uid, so claims can be checked. */
  createAccount?(memberId: string): Promise<void>;
}

export type MemberAdminSubject = ContractSubject<MemberAdminPort, MemberAdminFixtures>;

export function describeMemberAdminContract(adapterName: string, makeSubject: MakeSubject<MemberAdminPort, MemberAdminFixtures>): void {
  describe(`MemberAdminPort contract: ${adapterName}`, () => {
    let subject: MemberAdminSubject;
    let port: MemberAdminPort;
    let memberId: string;
    let original: NewMemberRecord;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
      original = memberRecordFixture(memberId);
      await subject.fixtures.putMember(original);
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    const read = async (): Promise<MemberRecord> => {
      const record = await subject.fixtures.readMember(memberId);
      if (record === null) throw new Error(`member ${memberId} disappeared`);
      return record;
    };

    it('grants and revokes the admin role on the record', async () => {
      await port.setRole(memberId, 'admin', true);
      expect((await read()).admin).toBe(true);
      await port.setRole(memberId, 'admin', false);
      expect((await read()).admin).toBe(false);
    });

    it('grants full access without making the member an admin', async () => {
      await port.setRole(memberId, 'fullAccess', true);
      const record = await read();
      expect(record.fullAccess).toBe(true);
      expect(record.admin).not.toBe(true);
    });

    it('mirrors a role into the account’s custom claims when the member has an account', async (context) => {
      const { readClaims, createAccount } = subject.fixtures;
      if (readClaims === undefined || createAccount === undefined) {
        // Skipped for an adapter without authentication accounts to read claims from.
        context.skip('this adapter cannot read authentication accounts');
        return;
      }
      await createAccount(memberId);
      await port.setRole(memberId, 'admin', true);
      expect(await readClaims(memberId)).toMatchObject({ admin: true });
      await port.setRole(memberId, 'admin', false);
      expect(await readClaims(memberId)).toMatchObject({ admin: false });
    });

    it('sets activeUntil, published and the status/trial pair, touching nothing else', async () => {
      await port.setActiveUntil(memberId, Date.UTC(2031, 0, 1));
      await port.setPublished(memberId, false);
      await port.setStatusTrial(memberId, { status: true, trial: false });
      const record = await read();
      expect(record).toMatchObject({ activeUntil: Date.UTC(2031, 0, 1), published: false, status: true, trial: false });
      expect(record).toMatchObject({ name: original.name, email: original.email, username: original.username, themeColor: original.themeColor });
    });

    it('suspends a site with a reason and lifts it, leaving published to the member', async () => {
      await port.setSuspension(memberId, { reason: 'Phishing page' });
      expect(await read()).toMatchObject({ suspended: true, suspensionReason: 'Phishing page', published: original.published });
      await port.setSuspension(memberId, null);
      const lifted = await read();
      expect(lifted.suspended).not.toBe(true);
      expect(lifted.suspensionReason).toBeUndefined();
      expect(lifted).toMatchObject({ published: original.published, name: original.name });
    });

    it("rejects every write for a member without a record with 'not-found', creating nothing", async () => {
      const missing = uniqueMemberId();
      await expect(port.setRole(missing, 'admin', true)).rejects.toMatchObject({ code: 'not-found' });
      await expect(port.setActiveUntil(missing, 1)).rejects.toMatchObject({ code: 'not-found' });
      await expect(port.setPublished(missing, true)).rejects.toMatchObject({ code: 'not-found' });
      await expect(port.setStatusTrial(missing, { status: true, trial: true })).rejects.toMatchObject({ code: 'not-found' });
      await expect(port.setSuspension(missing, { reason: 'x' })).rejects.toMatchObject({ code: 'not-found' });
      expect(await subject.fixtures.readMember(missing)).toBeNull();
    });
  });
}
