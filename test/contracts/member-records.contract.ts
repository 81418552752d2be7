import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../src/core/config/app-config';
import type { MemberRecord } from '../../src/core/member/member-record';
import { domainFor } from '../../src/core/member/new-member-record';
import type { MemberRecordsPort } from '../../src/ports/member-records.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { DEFAULT_QUIET_PERIOD_MS } from '../support/contract-subject';
import { eventually, pause } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

/** Server-side writes a member cannot make through this port. */
export interface MemberRecordsFixtures {
  setAdminFlag(memberId: string, admin: boolean): Promise<void>;
  setFullAccessFlag(memberId: string, fullAccess: boolean): Promise<void>;
  deleteMember(memberId: string): Promise<void>;
}

export type MemberRecordsSubject = ContractSubject<MemberRecordsPort, MemberRecordsFixtures>;

export function describeMemberRecordsContract(adapterName: string, makeSubject: MakeSubject<MemberRecordsPort, MemberRecordsFixtures>): void {
  describe(`MemberRecordsPort contract: ${adapterName}`, () => {
    let subject: MemberRecordsSubject;
    let port: MemberRecordsPort;
    const subscriptions = new Subscriptions();
    const quiet = (): Promise<void> => pause(subject.quietPeriodMs ?? DEFAULT_QUIET_PERIOD_MS);

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    async function createdMember(overrides: Partial<MemberRecord> = {}): Promise<string> {
      const memberId = uniqueMemberId();
      await port.create(memberId, memberRecordFixture(memberId, overrides));
      return memberId;
    }

    it('reads null for a member that does not exist', async () => {
      expect(await port.get(uniqueMemberId())).toBeNull();
    });

    it('stores every field written at sign-up and adds the server creation time', async () => {
      const memberId = uniqueMemberId();
      const record = memberRecordFixture(memberId);
      await port.create(memberId, record);
      const stored = await port.get(memberId);
      expect(stored).toMatchObject(record);
      expect(typeof stored?.createdAt).toBe('number');
      expect(stored?.businessName).toBeNull();
      expect(stored?.esAdministrador).toBe(false);
    });

    it("refuses a username another member holds with 'username-taken', and writes nothing", async () => {
      const holder = uniqueMemberId();
      await port.create(holder, memberRecordFixture(holder));
      // Same first 7 characters, different id: both want the same username.
      const twin = `${holder.slice(0, 7)}${uniqueMemberId().slice(7)}`;
      await expect(port.create(twin, memberRecordFixture(twin))).rejects.toMatchObject({ code: 'username-taken' });
      expect(await port.get(twin)).toBeNull();
      expect((await port.get(holder))?.id).toBe(holder);
    });

    it('takes the longer username when the first 7 characters are held', async () => {
      const holder = await createdMember();
      const twin = `${holder.slice(0, 7)}X${uniqueMemberId().slice(8)}`;
      const username = twin.slice(0, 8).toLowerCase();
      await port.create(twin, memberRecordFixture(twin, { username, domain: domainFor(username, DEFAULT_APP_CONFIG) }));
      expect((await port.get(twin))?.username).toBe(username);
    });

    it('hands out copies: changing a returned record changes nothing stored', async () => {
      const memberId = await createdMember();
      const first = (await port.get(memberId)) as { namePublico: string } | null;
      expect(first).not.toBeNull();
      if (first !== null) first.namePublico = 'Changed by the caller';
      expect((await port.get(memberId))?.namePublico).not.toBe('Changed by the caller');
    });

    it('updates only the profile fields given, leaving the others as they were', async () => {
      const memberId = await createdMember();
      const before = await port.get(memberId);
      await port.updateProfile(memberId, { namePublico: 'Panadería Sol', themeColor: '#112233', businessName: null, phoneNumber: undefined });
      const after = await port.get(memberId);
      expect(after?.namePublico).toBe('Panadería Sol');
      expect(after?.themeColor).toBe('#112233');
      expect(after?.businessName).toBeNull();
      expect(after?.phoneNumber).toBe(before?.phoneNumber);
      expect(after?.name).toBe(before?.name);
      expect(after?.email).toBe(before?.email);
    });

    it('sets the picture and the status/trial pair', async () => {
      const memberId = await createdMember();
      await port.updatePicture(memberId, 'https://files.example.test/p.png');
      await port.updateStatusTrial(memberId, { status: true, trial: true });
      const after = await port.get(memberId);
      expect(after?.picture).toBe('https://files.example.test/p.png');
      expect(after).toMatchObject({ status: true, trial: true });
      await port.updateStatusTrial(memberId, { status: true, trial: false });
      expect(await port.get(memberId)).toMatchObject({ status: true, trial: false });
    });

    it("refuses to update a record that does not exist with 'not-found'", async () => {
      const missing = uniqueMemberId();
      await expect(port.updateProfile(missing, { namePublico: 'x' })).rejects.toMatchObject({ code: 'not-found' });
      await expect(port.updatePicture(missing, 'https://x.test/p.png')).rejects.toMatchObject({ code: 'not-found' });
      await expect(port.updateStatusTrial(missing, { status: true, trial: false })).rejects.toMatchObject({ code: 'not-found' });
      expect(await port.get(missing)).toBeNull();
    });

    it('watch: null first, then the record on create, every update, and null on delete', async () => {
      const memberId = uniqueMemberId();
      const recorder = new ListenerRecorder<MemberRecord | null>();
      subscriptions.keep(port.watch(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()).toBeNull());

      await port.create(memberId, memberRecordFixture(memberId));
      await eventually(() => expect(recorder.latest()?.id).toBe(memberId));

      await port.updateProfile(memberId, { themeColor: '#ABCDEF' });
      await eventually(() => expect(recorder.latest()?.themeColor).toBe('#ABCDEF'));

      await subject.fixtures.deleteMember(memberId);
      await eventually(() => expect(recorder.latest()).toBeNull());
    });

    it('watch: calls back at once with an existing record', async () => {
      const memberId = await createdMember({ namePublico: 'Already there' });
      const recorder = new ListenerRecorder<MemberRecord | null>();
      subscriptions.keep(port.watch(memberId, recorder.listener));
      await eventually(() => expect(recorder.latest()?.namePublico).toBe('Already there'));
    });

    it('watch: is not told about other members', async () => {
      const watched = await createdMember();
      const other = await createdMember();
      const recorder = new ListenerRecorder<MemberRecord | null>();
      subscriptions.keep(port.watch(watched, recorder.listener));
      await eventually(() => expect(recorder.latest()?.id).toBe(watched));
      const calls = recorder.count;
      await port.updateProfile(other, { namePublico: 'Someone else' });
      await quiet();
      expect(recorder.count).toBe(calls);
    });

    it('watch: stops calling back after unsubscribe', async () => {
      const memberId = await createdMember();
      const recorder = new ListenerRecorder<MemberRecord | null>();
      const stop = port.watch(memberId, recorder.listener);
      await eventually(() => expect(recorder.latest()?.id).toBe(memberId));
      stop();
      const calls = recorder.count;
      await port.updateProfile(memberId, { namePublico: 'After unsubscribe' });
      await quiet();
      expect(recorder.count).toBe(calls);
    });

    it('watchAdmins: lists a member while admin is true, and drops it when false', async () => {
      const memberId = await createdMember();
      const bystander = await createdMember();
      const recorder = new ListenerRecorder<readonly string[]>();
      subscriptions.keep(port.watchAdmins(recorder.listener));
      await eventually(() => expect(recorder.latest()).not.toContain(memberId));

      await subject.fixtures.setAdminFlag(memberId, true);
      await eventually(() => expect(recorder.latest()).toContain(memberId));
      expect(recorder.latest()).not.toContain(bystander);

      await subject.fixtures.setAdminFlag(memberId, false);
      await eventually(() => expect(recorder.latest()).not.toContain(memberId));
    });

    it('watchAdmins: drops a deleted admin, and stops after unsubscribe', async () => {
      const memberId = await createdMember();
      await subject.fixtures.setAdminFlag(memberId, true);
      const recorder = new ListenerRecorder<readonly string[]>();
      const stop = port.watchAdmins(recorder.listener);
      await eventually(() => expect(recorder.latest()).toContain(memberId));
      await subject.fixtures.deleteMember(memberId);
      await eventually(() => expect(recorder.latest()).not.toContain(memberId));

      stop();
      const calls = recorder.count;
      const later = await createdMember();
      await subject.fixtures.setAdminFlag(later, true);
      await quiet();
      expect(recorder.count).toBe(calls);
    });

    it('watchFullAccess: follows the fullAccess flag only', async () => {
      const memberId = await createdMember();
      const admin = await createdMember();
      const recorder = new ListenerRecorder<readonly string[]>();
      subscriptions.keep(port.watchFullAccess(recorder.listener));
      await subject.fixtures.setAdminFlag(admin, true);
      await subject.fixtures.setFullAccessFlag(memberId, true);
      await eventually(() => expect(recorder.latest()).toContain(memberId));
      expect(recorder.latest()).not.toContain(admin);

      await subject.fixtures.setFullAccessFlag(memberId, false);
      await eventually(() => expect(recorder.latest()).not.toContain(memberId));
    });
  });
}
