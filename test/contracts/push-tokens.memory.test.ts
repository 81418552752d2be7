import { describe, expect, it } from 'vitest';
import { PUSH_TOKENS } from '../../src/ports/push-tokens.port';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueMemberId } from '../support/test-ids';
import { describePushTokensContract } from './push-tokens.contract';

describePushTokensContract('memory', async () => {
  const { get } = createMemoryContainer();
  return { port: get(PUSH_TOKENS), fixtures: {} };
});

describe('MemoryPushTokens beyond the contract', () => {
  it("rejects saving while offline with 'unavailable' and stores nothing", async () => {
    const { get, db } = createMemoryContainer();
    const memberId = uniqueMemberId();
    db.setOffline(true);
    await expect(get(PUSH_TOKENS).save(memberId, 't', 1)).rejects.toMatchObject({ code: 'unavailable' });
    db.setOffline(false);
    expect(await get(PUSH_TOKENS).list(memberId)).toEqual([]);
  });
});
