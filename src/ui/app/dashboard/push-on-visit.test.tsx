import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PushPermission } from '../../../ports/push-messaging.port';
import { DAY_MS } from '../../../core/time/time';
import { createMemoryApp, createMemoryDevice } from '../composition/memory.composition';
import { renderApp, seedAccount } from '../../testing/render-app';
import { passTime } from '../../testing/timers';
import { PUSH_VISIT_DELAY_MS } from './use-push-on-visit';

const ACCOUNT = { email: 'ana@luna.test', password: 'secret-123', displayName: 'Ana Ruiz', phoneNumber: '555 010 2030' };

/** One phone (its push side and its storage) and one backend; each visit is a fresh page load. */
async function phone(permission: PushPermission = 'granted') {
  const { clock, db, device } = createMemoryDevice({ push: { permission } });
  const uid = await seedAccount(createMemoryApp({ db, device }), ACCOUNT);
  /** Opens the app signed in at `path`; the dashboard is on screen when it returns. */
  async function visit(path = '/dashboard') {
    const app = createMemoryApp({ db, device });
    await app.backend.auth.signIn(ACCOUNT.email, ACCOUNT.password);
    const rendered = renderApp({ app, path });
    await screen.findByTestId('dashboard');
    return { app, rendered };
  }
  const record = () => device.pushTokenRecord.read(uid);
  return { clock, device, uid, visit, record };
}

describe('push registration on every dashboard visit (permission already granted)', () => {
  it('registers on a first visit after the first screen, then refreshes on a visit 8 days later, with no tap', async () => {
    const { clock, device, uid, visit, record } = await phone();

    const first = await visit();
    // The first screen is drawn before anything of push runs.
    expect(device.push.serviceWorker()).toBeNull();
    expect(record()).toBeNull();
    await passTime(first.app, PUSH_VISIT_DELAY_MS);
    await waitFor(() => expect(record()?.createdAt).toBe(clock.now()));
    const firstToken = record()?.token;
    expect(firstToken).toBe(device.push.currentToken());
    expect((await first.app.backend.pushTokens.list(uid)).map((t) => t.token)).toEqual([firstToken]);
    first.rendered.unmount();

    clock.advance(8 * DAY_MS);
    const second = await visit();
    await passTime(second.app, PUSH_VISIT_DELAY_MS);
    await waitFor(() => expect(record()?.createdAt).toBe(clock.now()));
    const secondToken = record()?.token;
    expect(secondToken).not.toBe(firstToken);
    // The old token is deleted from the member's tokens, the new one saved in its place.
    expect((await second.app.backend.pushTokens.list(uid)).map((t) => t.token)).toEqual([secondToken]);
    expect(device.push.promptCount()).toBe(0);
  });

  it('re-subscribes on the next visit when the subscription details changed in between', async () => {
    const { clock, device, uid, visit, record } = await phone();
    const first = await visit();
    await passTime(first.app, PUSH_VISIT_DELAY_MS);
    await waitFor(() => expect(record()).not.toBeNull());
    const firstToken = record()?.token;
    first.rendered.unmount();

    clock.advance(DAY_MS);
    device.push.changeSubscription();
    const second = await visit();
    await passTime(second.app, PUSH_VISIT_DELAY_MS);
    await waitFor(() => expect(record()?.subscriptionKey).toBe(device.push.subscriptionKey()));
    expect(record()?.token).not.toBe(firstToken);
    expect(record()?.createdAt).toBe(clock.now());
    expect((await second.app.backend.pushTokens.list(uid)).map((t) => t.token)).toEqual([record()?.token]);
  });

  it('keeps a fresh token on a later visit without saving it again', async () => {
    const { clock, uid, visit, record } = await phone();
    const first = await visit();
    await passTime(first.app, PUSH_VISIT_DELAY_MS);
    await waitFor(() => expect(record()).not.toBeNull());
    const registered = record();
    first.rendered.unmount();

    clock.advance(6 * DAY_MS);
    const second = await visit();
    const save = vi.spyOn(second.app.backend.pushTokens, 'save');
    await passTime(second.app, PUSH_VISIT_DELAY_MS);
    await waitFor(() => expect(second.app.backend.pushRegistration.forMember(uid).snapshot()?.context.action).toBe('keep'));
    expect(save).not.toHaveBeenCalled();
    expect(record()).toEqual(registered);
  });
});

describe('push registration on a visit without permission', () => {
  it.each(['default', 'denied'] as const)('with permission %s, asks nothing and registers nothing', async (permission) => {
    const { device, uid, visit, record } = await phone(permission);
    const { app } = await visit();
    await passTime(app, PUSH_VISIT_DELAY_MS);
    await passTime(app, 10 * PUSH_VISIT_DELAY_MS);
    expect(device.push.promptCount()).toBe(0);
    expect(device.push.serviceWorker()).toBeNull();
    expect(record()).toBeNull();
    expect(await app.backend.pushTokens.list(uid)).toEqual([]);
    expect(app.backend.pushRegistration.forMember(uid).snapshot()).toBeNull();
  });
});

describe('the Notifications page and the visit share one run', () => {
  it('shows the token the visit registered as on, and turns it off', async () => {
    const user = userEvent.setup();
    const { uid, visit, record } = await phone();
    const { app } = await visit('/dashboard/notifications');
    expect(await screen.findByRole('button', { name: 'Enable push notifications' })).toBeInTheDocument();
    await passTime(app, PUSH_VISIT_DELAY_MS);
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText('Push notifications are off for this device.')).toBeInTheDocument();
    expect(record()).toBeNull();
    expect(await app.backend.pushTokens.list(uid)).toEqual([]);
  });

  it('does not register twice when the member enables push before the visit run starts', async () => {
    const user = userEvent.setup();
    const { device, visit } = await phone();
    const getToken = vi.spyOn(device.push, 'getToken');
    const { app } = await visit('/dashboard/notifications');
    const save = vi.spyOn(app.backend.pushTokens, 'save');
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
    await passTime(app, PUSH_VISIT_DELAY_MS);
    await passTime(app, PUSH_VISIT_DELAY_MS);
    expect(screen.getByText('Push notifications are on for this device.')).toBeInTheDocument();
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
