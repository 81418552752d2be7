import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/adapters/memory/clock.memory';
import { MemoryPortalAuth } from '../../src/adapters/memory/portal-auth.memory';
import { uniqueEmail } from '../support/test-ids';
import { describePortalAuthContract } from './portal-auth.contract';

describePortalAuthContract('memory', { checksSignatures: true, revocationGranularityMs: 0 }, async () => {
  const clock = new FakeClock();
  const port = new MemoryPortalAuth(clock);
  return {
    port,
    fixtures: {
      passwordResetsSentTo: async (email) => port.passwordResetsSentTo(email).length,
      advanceClock: (ms) => clock.advance(ms),
    },
    quietPeriodMs: 0,
  };
});

describe('MemoryPortalAuth beyond the contract', () => {
  it("refuses another instance's cookies: they are signed with its own secret", async () => {
    const clock = new FakeClock();
    const one = new MemoryPortalAuth(clock);
    const other = new MemoryPortalAuth(clock);
    const email = uniqueEmail('secret');
    const signedUp = await one.signUp(email, 'long password', 'X');
    await other.signUp(email, 'long password', 'X');
    if (signedUp.kind !== 'ok') throw new Error('sign-up failed');
    const cookie = await one.createSession(signedUp.idToken, 60 * 60 * 1000);
    expect(await other.verifySession(cookie)).toBeNull();
  });

  it('shares cookies between instances given the same secret', async () => {
    const clock = new FakeClock();
    const one = new MemoryPortalAuth(clock, 'shared secret');
    const signedUp = await one.signUp(uniqueEmail('shared'), 'long password', 'X');
    if (signedUp.kind !== 'ok') throw new Error('sign-up failed');
    const cookie = await one.createSession(signedUp.idToken, 60 * 60 * 1000);
    expect((await one.verifySession(cookie))?.uid).toBe(signedUp.uid);
  });

  it('makes a session only from an ID token minted in the last five minutes, and records the reset language', async () => {
    const clock = new FakeClock();
    const auth = new MemoryPortalAuth(clock);
    const email = uniqueEmail('stale');
    const signedUp = await auth.signUp(email, 'long password', 'X');
    if (signedUp.kind !== 'ok') throw new Error('sign-up failed');
    clock.advance(6 * 60 * 1000);
    await expect(auth.createSession(signedUp.idToken, 60 * 60 * 1000)).rejects.toMatchObject({ code: 'requires-recent-login' });
    await auth.sendPasswordReset(email.toUpperCase(), 'es');
    expect(auth.passwordResetsSentTo(email)).toEqual(['es']);
  });
});
