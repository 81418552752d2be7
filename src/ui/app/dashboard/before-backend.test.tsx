import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardSnapshot } from '../../../core/dashboard/dashboard-snapshot';
import { createMemoryApp } from '../composition/memory.composition';
import { renderApp, seedAccount, setViewportWidth } from '../../testing/render-app';

afterEach(() => setViewportWidth(1280));

const BO = { email: 'bo@sol.test', password: 'secret-123', displayName: 'Bo Sol', phoneNumber: '555 010 2031' };

/** A member who opened the dashboard once on this device: the live dashboard saved its snapshot. */
async function returningMember() {
  const app = createMemoryApp();
  const uid = await seedAccount(app, undefined, { signedIn: true });
  const first = renderApp({ app, path: '/dashboard' });
  await screen.findByTestId('dashboard');
  await waitFor(() => expect(app.shell.dashboardSnapshot.read()?.member.id).toBe(uid));
  first.unmount();
  return { app, uid };
}

const sidebar = () => within(screen.getByRole('complementary'));

describe('the dashboard before its backend has loaded', () => {
  it.each([
    ['EN', 'Settings', 'Phone', 'Loading your dashboard…', 'Notifications'],
    ['ES', 'Ajustes', 'Teléfono', 'Cargando tu panel…', 'Notificaciones'],
  ] as const)('%s: a tap on the navigation draws the page at once, and the page turns live in place', async (language, settings, phoneLabel, loading, notifications) => {
    const { app } = await returningMember();
    const user = userEvent.setup();
    const rendered = renderApp({ app, path: '/dashboard', backend: 'deferred', language });
    await screen.findByTestId('dashboard-snapshot');

    await user.click(sidebar().getByRole('link', { name: settings }));
    expect(rendered.path()).toBe('/dashboard/settings');
    expect(screen.getByRole('heading', { level: 1, name: settings })).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: phoneLabel });
    expect(phone).toHaveValue('555 010 2030');
    await user.clear(phone);
    await user.type(phone, '+34 600 123 456');

    // A page that needs live data says so at its own address.
    await user.click(sidebar().getByRole('link', { name: new RegExp(`^${notifications}`) }));
    expect(rendered.path()).toBe('/dashboard/notifications');
    expect(screen.getByText(loading)).toBeInTheDocument();
    await user.click(sidebar().getByRole('link', { name: settings }));
    await user.type(screen.getByRole('textbox', { name: phoneLabel }), '7');

    rendered.releaseBackend();
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    // The same page, live: what the member typed meanwhile is still there.
    expect(screen.getByRole('textbox', { name: phoneLabel })).toHaveValue('555 010 20307');
  });

  it('keeps a save made before the backend has loaded, busy until it is there, and saves it', async () => {
    const { app, uid } = await returningMember();
    const user = userEvent.setup();
    const rendered = renderApp({ app, path: '/dashboard/settings', backend: 'deferred' });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(screen.getByTestId('dashboard-snapshot')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+34 600 123 456');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect((await app.backend.memberRecords.get(uid))?.phoneNumber).toBe('555 010 2030');

    rendered.releaseBackend();
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect((await app.backend.memberRecords.get(uid))?.phoneNumber).toBe('+34 600 123 456');
  });

  it('takes the live record’s details when the member has not edited the page drawn from an old snapshot', async () => {
    const { app, uid } = await returningMember();
    // Changed on another device since this one saved its snapshot.
    await app.backend.useCases.updateContactDetails.execute(uid, { phoneNumber: '+1 555 0199', siteLanguage: 'EN' });
    const rendered = renderApp({ app, path: '/dashboard/settings', backend: 'deferred' });
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('555 010 2030');
    rendered.releaseBackend();
    await screen.findByTestId('dashboard');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 555 0199'));
  });

  it('signs out from a tap made before the backend has loaded, and forgets the snapshot', async () => {
    const { app } = await returningMember();
    const user = userEvent.setup();
    const rendered = renderApp({ app, path: '/dashboard/settings', backend: 'deferred' });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(sidebar().getByRole('button', { name: 'Sign out' }));
    expect(sidebar().getByRole('button', { name: 'Sign out' })).toBeDisabled();

    rendered.releaseBackend();
    await waitFor(() => expect(rendered.path()).not.toMatch(/^\/dashboard/));
    expect(app.shell.dashboardSnapshot.read()).toBeNull();
  });
});

describe('another member’s snapshot', () => {
  /** Every text the page has shown, kept as it changes: a frame drawn for an instant is caught. */
  function watchShownText(): () => string {
    let seen = document.body.textContent ?? '';
    const observer = new MutationObserver(() => {
      seen += document.body.textContent ?? '';
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      return seen;
    };
  }

  it('is forgotten as soon as someone else signs in, wherever in the app', async () => {
    const { app } = await returningMember();
    renderApp({ app, path: '/' });
    await seedAccount(app, BO, { signedIn: true });
    await waitFor(() => expect(app.shell.dashboardSnapshot.read()).toBeNull());
    expect(app.shell.dashboardSnapshot.readScreen()).toBeNull();
  });

  it('is never drawn, even for an instant, when the device keeps one for someone else', async () => {
    const { app } = await returningMember();
    const anas = app.shell.dashboardSnapshot.read() as DashboardSnapshot;
    await seedAccount(app, BO, { signedIn: true });
    // As an older version of the app could have left it: Ana's snapshot while Bo is signed in.
    app.shell.dashboardSnapshot.save(anas);
    const shown = watchShownText();
    renderApp({ app, path: '/dashboard' });
    await screen.findByText('Welcome, Bo Sol');
    expect(shown()).not.toContain('Ana Ruiz');
  });
});
