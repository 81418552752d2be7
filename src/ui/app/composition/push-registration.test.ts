import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeClock } from '../../../adapters/memory/clock.memory';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { FakePushDevice } from '../../../adapters/memory/push-messaging.memory';
import { MemoryPushTokenRecord } from '../../../adapters/memory/push-token-record.memory';
import { PUSH_TOKEN_REFRESH_MS } from '../../../core/push/push-token.machine';
import { DAY_MS } from '../../../core/time/time';
import { createMemoryApp } from './memory.composition';

const MEMBER = 'pushmember01';

/** One device (its push side and its storage) and one backend, visited again and again. */
function device() {
  const clock = new FakeClock();
  const db = new MemoryDatabase({ clock });
  const phone = { push: new FakePushDevice({ permission: 'granted' }), pushTokenRecord: new MemoryPushTokenRecord() };
  /** A page load: a new app on the same device and backend, running the machine until it settles. */
  async function visit() {
    const app = createMemoryApp({ db, device: phone });
    const { machine, input } = app.backend.pushRegistration;
    const actor = createActor(machine, { input: input(MEMBER) }).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done' || s.matches('registered'));
    actor.stop();
    return { state: snapshot.value, action: snapshot.context.action, tokens: (await app.backend.pushTokens.list(MEMBER)).map((t) => t.token) };
  }
  return { clock, phone, visit, open: () => createMemoryApp({ db, device: phone }) };
}

describe('push registration across visits (composition root, memory adapters)', () => {
  it('keeps the token of the last visit while it is fresh and the details are unchanged', async () => {
    const { clock, phone, visit } = device();
    const first = await visit();
    expect(first).toMatchObject({ state: 'registered', action: 'register' });
    expect(first.tokens).toEqual([phone.push.currentToken()]);
    expect(phone.pushTokenRecord.read(MEMBER)).toEqual({ token: phone.push.currentToken(), createdAt: clock.now(), subscriptionKey: phone.push.subscriptionKey() });

    clock.advance(PUSH_TOKEN_REFRESH_MS - 1);
    const second = await visit();
    expect(second).toMatchObject({ state: 'registered', action: 'keep' });
    expect(second.tokens).toEqual(first.tokens);
  });

  it('refreshes a token 7 days after its creation, on a later visit', async () => {
    const { clock, phone, visit } = device();
    const first = await visit();
    const createdAt = clock.now();
    clock.advance(PUSH_TOKEN_REFRESH_MS);
    const second = await visit();
    expect(second).toMatchObject({ state: 'registered', action: 'refresh' });
    // The old token is deleted from the member's record, the new one saved and remembered.
    expect(second.tokens).toHaveLength(1);
    expect(second.tokens).not.toEqual(first.tokens);
    expect(phone.pushTokenRecord.read(MEMBER)).toEqual({ token: second.tokens[0], createdAt: createdAt + PUSH_TOKEN_REFRESH_MS, subscriptionKey: phone.push.subscriptionKey() });
  });

  it('re-subscribes on a later visit when the subscription details changed in between', async () => {
    const { clock, phone, visit } = device();
    const first = await visit();
    clock.advance(DAY_MS);
    phone.push.changeSubscription();
    const second = await visit();
    expect(second).toMatchObject({ state: 'registered', action: 'resubscribe' });
    expect(second.tokens).toHaveLength(1);
    expect(second.tokens).not.toEqual(first.tokens);
    expect(phone.pushTokenRecord.read(MEMBER)?.subscriptionKey).toBe(phone.push.subscriptionKey());
  });

  it('forgets the record on unsubscribe, so the next visit registers afresh', async () => {
    const { phone, visit, open } = device();
    await visit();
    const app = open();
    const actor = createActor(app.backend.pushRegistration.machine, { input: app.backend.pushRegistration.input(MEMBER) }).start();
    await waitFor(actor, (s) => s.matches('registered'));
    actor.send({ type: 'UNSUBSCRIBE' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(phone.pushTokenRecord.read(MEMBER)).toBeNull();
    expect(await app.backend.pushTokens.list(MEMBER)).toEqual([]);
    expect((await visit()).action).toBe('register');
  });
});
