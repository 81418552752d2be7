import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryApp } from '../composition/memory.composition';
import { renderApp, seedAccount, setViewportWidth } from '../../testing/render-app';

afterEach(() => setViewportWidth(1280));

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

describe('dashboard drawn from the device snapshot', () => {
  it.each([
    ['EN', 'Welcome, Ana Ruiz', 'Showing your dashboard as you last saw it while it connects…'],
    ['ES', 'Hola, Ana Ruiz', 'Mostramos tu panel como lo viste la última vez mientras se conecta…'],
  ] as const)('%s: navigation and the member’s page before the backend has loaded, then the live dashboard', async (language, welcome, status) => {
    const { app } = await returningMember();
    const rendered = renderApp({ app, path: '/dashboard', backend: 'deferred', language });
    expect(await screen.findByTestId('dashboard-snapshot')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: language === 'EN' ? 'Dashboard' : 'Panel' })).toBeInTheDocument();
    expect(screen.getByText(welcome)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(status);
    rendered.releaseBackend();
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-snapshot')).not.toBeInTheDocument();
  });

  it('stays readable when the backend cannot load (offline)', async () => {
    const { app } = await returningMember();
    renderApp({ app, path: '/dashboard', backend: 'broken' });
    expect(await screen.findByTestId('dashboard-snapshot')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana Ruiz')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are offline'));
  });

  it('shares the site link while offline: it needs only the link and the device', async () => {
    const { app } = await returningMember();
    renderApp({ app, path: '/dashboard', backend: 'broken' });
    await screen.findByTestId('dashboard-snapshot');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect((app.shell.share as unknown as { clipboard(): string | null }).clipboard()).toContain('.sitio.app'));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('shows a visitor on a device without a snapshot the loading screen, not someone’s page', async () => {
    renderApp({ path: '/dashboard', backend: 'deferred' });
    expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-snapshot')).not.toBeInTheDocument();
  });

  it('is forgotten at sign-out', async () => {
    const { app } = await returningMember();
    renderApp({ app, path: '/dashboard' });
    await screen.findByTestId('dashboard');
    await app.backend.auth.signOut();
    await waitFor(() => expect(app.shell.dashboardSnapshot.read()).toBeNull());
  });

  it('is not shown to another member signing in on the same device', async () => {
    const { app } = await returningMember();
    await app.backend.auth.signOut();
    // Sign-out happened outside the dashboard: the session forgets the snapshot all the same.
    await waitFor(() => expect(app.shell.dashboardSnapshot.read()).toBeNull());
    await seedAccount(app, { email: 'bo@sol.test', password: 'secret-123', displayName: 'Bo Sol', phoneNumber: '555 010 2031' }, { signedIn: true });
    renderApp({ app, path: '/dashboard' });
    await screen.findByText('Welcome, Bo Sol');
    expect(screen.queryByText('Welcome, Ana Ruiz')).not.toBeInTheDocument();
  });

  it('at phone width draws the bottom navigation', async () => {
    const { app } = await returningMember();
    renderApp({ app, path: '/dashboard', backend: 'deferred', width: 375 });
    await screen.findByTestId('dashboard-snapshot');
    expect(document.querySelector('.mobile-bottom-nav')).not.toBeNull();
  });
});
