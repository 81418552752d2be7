import { describe, expect, it } from 'vitest';
import { MemoryAuth } from '../../src/adapters/memory/auth.memory';
import type { AuthUser } from '../../src/ports/auth.port';
import { AUTH } from '../../src/ports/auth.port';
import { eventually } from '../support/eventually';
import { ListenerRecorder } from '../support/listener-recorder';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueEmail } from '../support/test-ids';
import { describeAuthContract } from './auth.contract';

describeAuthContract('memory', async () => {
  const { get } = createMemoryContainer();
  const port = get(AUTH);
  return {
    port,
    fixtures: {
      passwordResetsSentTo: async (email) =>
        port instanceof MemoryAuth ? port.passwordResetsSent().filter((sent) => sent === email.toLowerCase()).length : 0,
    },
    quietPeriodMs: 0,
  };
});

describe('MemoryAuth beyond the contract', () => {
  it('keeps sessions per device while accounts are shared', async () => {
    const laptop = createMemoryContainer();
    const phone = createMemoryContainer({ db: laptop.db });
    const email = uniqueEmail('devices');
    const user = await laptop.get(AUTH).createUser(email, 'long password');
    const phoneState = new ListenerRecorder<AuthUser | null>();
    phone.get(AUTH).watchAuthState(phoneState.listener);
    await eventually(() => expect(phoneState.latest()).toBeNull());
    expect((await phone.get(AUTH).signIn(email, 'long password')).uid).toBe(user.uid);
    await eventually(() => expect(phoneState.latest()?.uid).toBe(user.uid));
  });

  it("fails with 'network' while the backend is offline", async () => {
    const { get, db } = createMemoryContainer();
    db.setOffline(true);
    await expect(get(AUTH).createUser(uniqueEmail(), 'long password')).rejects.toMatchObject({ code: 'network' });
    await expect(get(AUTH).signIn(uniqueEmail(), 'long password')).rejects.toMatchObject({ code: 'network' });
  });

  it('hands listeners a copy of the user', async () => {
    const { get } = createMemoryContainer();
    const auth = get(AUTH);
    const user = await auth.createUser(uniqueEmail(), 'long password');
    const first = new ListenerRecorder<AuthUser | null>();
    auth.watchAuthState(first.listener);
    await eventually(() => expect(first.latest()?.uid).toBe(user.uid));
    (first.latest() as { uid: string }).uid = 'tampered';
    const second = new ListenerRecorder<AuthUser | null>();
    auth.watchAuthState(second.listener);
    await eventually(() => expect(second.latest()?.uid).toBe(user.uid));
  });
});
