import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushTokenRecordPort } from '../../src/ports/push-token-record.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export interface PushTokenRecordFixtures {
  /** The same device's storage seen by a new page (the next visit). */
  readonly reopen: () => PushTokenRecordPort;
}
export type PushTokenRecordSubject = ContractSubject<PushTokenRecordPort, PushTokenRecordFixtures>;

const RECORD = { token: 'token-a', createdAt: 1_700_000_000_000, subscriptionKey: 'vapid|/scope' };

export function describePushTokenRecordContract(adapterName: string, makeSubject: MakeSubject<PushTokenRecordPort, PushTokenRecordFixtures>): void {
  describe(`PushTokenRecordPort contract: ${adapterName}`, () => {
    let subject: PushTokenRecordSubject;
    let port: PushTokenRecordPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('has no record for a member never registered on this device', () => {
      expect(port.read(uniqueMemberId())).toBeNull();
    });

    it('gives back what was written, and the next visit reads it too', () => {
      const member = uniqueMemberId();
      port.write(member, RECORD);
      expect(port.read(member)).toEqual(RECORD);
      expect(subject.fixtures.reopen().read(member)).toEqual(RECORD);
    });

    it('keeps one record per member, the latest written', () => {
      const member = uniqueMemberId();
      const other = uniqueMemberId();
      port.write(member, RECORD);
      port.write(other, { ...RECORD, token: 'token-other' });
      port.write(member, { ...RECORD, token: 'token-b', createdAt: RECORD.createdAt + 1 });
      expect(port.read(member)).toEqual({ ...RECORD, token: 'token-b', createdAt: RECORD.createdAt + 1 });
      expect(port.read(other)?.token).toBe('token-other');
    });

    it('forgets a cleared record, for this member only and across visits', () => {
      const member = uniqueMemberId();
      const other = uniqueMemberId();
      port.write(member, RECORD);
      port.write(other, RECORD);
      port.clear(member);
      expect(port.read(member)).toBeNull();
      expect(subject.fixtures.reopen().read(member)).toBeNull();
      expect(port.read(other)).toEqual(RECORD);
    });

    it('stores only the record: extra fields of the value given are not kept', () => {
      const member = uniqueMemberId();
      port.write(member, { ...RECORD, extra: 'x' } as typeof RECORD);
      expect(port.read(member)).toEqual(RECORD);
    });
  });
}
