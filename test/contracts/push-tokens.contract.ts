import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushTokensPort, StoredPushToken } from '../../src/ports/push-tokens.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export type PushTokensFixtures = Record<string, never>;
export type PushTokensSubject = ContractSubject<PushTokensPort, PushTokensFixtures>;

const byToken = (tokens: readonly StoredPushToken[]): StoredPushToken[] => [...tokens].sort((a, b) => (a.token < b.token ? -1 : 1));

export function describePushTokensContract(adapterName: string, makeSubject: MakeSubject<PushTokensPort, PushTokensFixtures>): void {
  describe(`PushTokensPort contract: ${adapterName}`, () => {
    let subject: PushTokensSubject;
    let port: PushTokensPort;
    let memberId: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('lists nothing before any token is saved', async () => {
      expect(await port.list(memberId)).toEqual([]);
    });

    it('saves tokens keyed by the token with the owner uid and creation time', async () => {
      await port.save(memberId, 'token-a', 1_000);
      await port.save(memberId, 'token-b', 2_000);
      expect(byToken(await port.list(memberId))).toEqual([
        { token: 'token-a', uid: memberId, createdAt: 1_000 },
        { token: 'token-b', uid: memberId, createdAt: 2_000 },
      ]);
    });

    it('saving the same token again replaces its creation time, never duplicates it', async () => {
      await port.save(memberId, 'token-a', 1_000);
      await port.save(memberId, 'token-a', 5_000);
      expect(await port.list(memberId)).toEqual([{ token: 'token-a', uid: memberId, createdAt: 5_000 }]);
    });

    it('removes one token and leaves the others; removing a missing token is harmless', async () => {
      await port.save(memberId, 'token-a', 1_000);
      await port.save(memberId, 'token-b', 1_000);
      await port.remove(memberId, 'token-a');
      await port.remove(memberId, 'token-never-saved');
      expect((await port.list(memberId)).map((t) => t.token)).toEqual(['token-b']);
    });

    it("keeps members' tokens apart", async () => {
      const other = uniqueMemberId();
      await port.save(other, 'token-other', 1_000);
      expect(await port.list(memberId)).toEqual([]);
      await port.remove(memberId, 'token-other');
      expect(await port.list(other)).toHaveLength(1);
    });
  });
}
