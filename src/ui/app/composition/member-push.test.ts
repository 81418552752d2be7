import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { FakeClock } from '../../../adapters/memory/clock.memory';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { FakePushDevice } from '../../../adapters/memory/push-messaging.memory';
import type { RecordingLogger } from '../../../adapters/memory/logger.memory';
import { MemoryPushTokenRecord } from '../../../adapters/memory/push-token-record.memory';
import type { PushPermission } from '../../../ports/push-messaging.port';
import { PUSH_TOKEN_REFRESH_MS } from '../../../core/push/push-token.machine';
import type { MemberPush } from '../../services/app-services';
import { createMemoryApp } from './memory.composition';

/** A page with a member signed in: their push, as the dashboard and the Notifications page get it. */
async function page(permission: PushPermission = 'granted') {
  const clock = new FakeClock();
  const device = { push: new FakePushDevice({ permission }), pushTokenRecord: new MemoryPushTokenRecord() };
  const app = createMemoryApp({ db: new MemoryDatabase({ clock }), device });
  const { uid } = await app.backend.auth.createUser('ana@example.com', 'correct horse');
  await waitFor(app.backend.session, (snapshot) => snapshot.context.user?.uid === uid);
  return { app, clock, device, uid, push: app.backend.pushRegistration.forMember(uid) };
}

/** Resolves once the member's current run has settled (registered or ended). */
async function settled(push: MemberPush) {
  await vi.waitFor(() => {
    const snapshot = push.snapshot();
    expect(snapshot !== null && (snapshot.status === 'done' || snapshot.matches('registered'))).toBe(true);
  });
  return push.snapshot();
}

describe('a member\'s push on one page', () => {
  it('is one object for every caller', async () => {
    const { app, uid, push } = await page();
    expect(app.backend.pushRegistration.forMember(uid)).toBe(push);
  });

  it('registers on a visit where permission is granted, once per page', async () => {
    const { device, uid, push } = await page();
    push.visit();
    expect((await settled(push))?.context).toMatchObject({ startedBy: 'visit', action: 'register' });
    push.disable();
    await vi.waitFor(() => expect(push.snapshot()?.matches('unsubscribed')).toBe(true));
    // The dashboard shown again on the same page does not register what the member turned off.
    push.visit();
    expect(push.snapshot()?.matches('unsubscribed')).toBe(true);
    expect(device.pushTokenRecord.read(uid)).toBeNull();
  });

  it('does nothing on a visit without permission; the member enabling it is asked', async () => {
    const { device, push } = await page('default');
    push.visit();
    expect(push.snapshot()).toBeNull();
    expect(device.push.promptCount()).toBe(0);
    push.enable();
    expect((await settled(push))?.context).toMatchObject({ startedBy: 'member', action: 'register' });
    expect(device.push.promptCount()).toBe(1);
  });

  it('keeps a live run when the member enables push, and starts none on a later visit', async () => {
    const { device, push } = await page();
    const getToken = vi.spyOn(device.push, 'getToken');
    push.enable();
    const first = await settled(push);
    push.enable();
    push.visit();
    expect(push.snapshot()).toBe(first);
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners of every change, and logs a failure once as FCM error', async () => {
    const { app, device, push } = await page();
    const listener = vi.fn();
    const unsubscribe = push.subscribe(listener);
    device.push.failNextTokenRequest();
    push.visit();
    expect((await settled(push))?.value).toBe('failed');
    expect(listener).toHaveBeenCalled();
    const logger = app.shell.logger as RecordingLogger;
    expect(logger.messages('error').filter((message) => message === 'FCM error')).toHaveLength(1);
    unsubscribe();
    listener.mockClear();
    push.enable();
    await settled(push);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops when another member signs in: no refresh runs for the one who left', async () => {
    const { app, clock, device, uid, push } = await page();
    push.visit();
    await settled(push);
    const token = device.pushTokenRecord.read(uid)?.token;
    const session = app.backend.session;
    await app.backend.auth.createUser('other@example.com', 'correct horse');
    await waitFor(session, (snapshot) => snapshot.context.user?.email === 'other@example.com');
    expect(push.snapshot()?.status).toBe('stopped');
    clock.advance(PUSH_TOKEN_REFRESH_MS);
    app.timers.increment(PUSH_TOKEN_REFRESH_MS);
    // Long enough for a refresh on the memory adapters to have deleted and saved a token.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(device.pushTokenRecord.read(uid)?.token).toBe(token);
    expect(app.backend.pushRegistration.forMember(uid)).not.toBe(push);
  });
});
