import { beforeEach, describe, expect, it } from 'vitest';
import type { StorageUsagePort } from '../../src/ports/stored-images.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

type TwoInstances = StorageUsagePort & { readonly second: StorageUsagePort };

/**
 * `second` is another server instance on the same store: Storage events for one member arrive
 * on several function instances at once, and may arrive twice.
 */
export function describeStorageUsageContract(adapterName: string, makeSubject: MakeSubject<TwoInstances>): void {
  describe(`StorageUsagePort contract: ${adapterName}`, () => {
    let subject: ContractSubject<TwoInstances>;
    let member: string;
    const file = (n: number) => `vMember/${member}/site/${1700000000000 + n}`;

    beforeEach(async () => {
      subject = await makeSubject();
      member = uniqueMemberId();
    });

    it('starts at nothing kept', async () => {
      expect(await subject.port.usage(member)).toEqual({ files: 0, bytes: 0 });
    });

    it('counts files reported by two instances at once without losing one', async () => {
      await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? subject.port : subject.port.second).count(member, file(n), 100)));
      expect(await subject.port.second.usage(member)).toEqual({ files: 8, bytes: 800 });
    });

    it('counts a file reported twice once, and an overwrite by its new size', async () => {
      await Promise.all([subject.port.count(member, file(1), 100), subject.port.second.count(member, file(1), 100)]);
      expect(await subject.port.usage(member)).toEqual({ files: 1, bytes: 100 });
      expect(await subject.port.count(member, file(1), 250)).toEqual({ files: 1, bytes: 250 });
    });

    it('forgets a removed file once, and ignores one never counted', async () => {
      await subject.port.count(member, file(1), 100);
      await subject.port.count(member, file(2), 50);
      await Promise.all([subject.port.uncount(member, file(1)), subject.port.second.uncount(member, file(1))]);
      expect(await subject.port.usage(member)).toEqual({ files: 1, bytes: 50 });
      expect(await subject.port.uncount(member, file(9))).toEqual({ files: 1, bytes: 50 });
    });

    it('lists the members at or past a threshold', async () => {
      await subject.port.count(member, file(1), 5000);
      expect(await subject.port.membersAtLeast(1_000_000, 5000)).toContain(member);
      expect(await subject.port.membersAtLeast(1_000_000, 5001)).not.toContain(member);
    });
  });
}
