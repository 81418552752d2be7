import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PRELOAD_META } from '../../prerender/prerender-guard';
import { createMemoryApp } from '../composition/memory.composition';
import { renderApp, seedAccount, setViewportWidth } from '../../testing/render-app';

const BUILD = '/assets/dashboard-app-a.js /assets/dashboard-app-b.css';

/** The build's app HTML lists the dashboard's files; the dev server's does not. */
function onBuiltPage(): void {
  const meta = document.createElement('meta');
  meta.name = DASHBOARD_PRELOAD_META;
  meta.content = BUILD;
  document.head.appendChild(meta);
}

beforeEach(() => document.head.querySelectorAll(`meta[name="${DASHBOARD_PRELOAD_META}"]`).forEach((meta) => meta.remove()));
afterEach(() => setViewportWidth(1280));

async function liveDashboard(options: { language?: 'EN' | 'ES'; width?: number } = {}) {
  const app = createMemoryApp();
  await seedAccount(app, undefined, { signedIn: true });
  const rendered = renderApp({ app, path: '/dashboard/settings', ...options });
  await screen.findByTestId('dashboard');
  return { app, rendered };
}

describe("the dashboard's saved first screen", () => {
  it('is the very markup the next visit draws first, so the app takes over without a visible change', async () => {
    onBuiltPage();
    const { app, rendered } = await liveDashboard();
    await waitFor(() => expect(app.shell.dashboardSnapshot.readScreen()).not.toBeNull());
    const saved = app.shell.dashboardSnapshot.readScreen()!;
    expect(saved).toMatchObject({ build: BUILD, chrome: 'sidebar', language: 'EN' });
    rendered.unmount();

    renderApp({ app, path: '/dashboard', backend: 'deferred' });
    const first = await screen.findByTestId('dashboard-snapshot');
    expect(first.outerHTML).toBe(saved.html);
    // Drawn for the dashboard's own address, whatever page the member was on when it was saved.
    expect(saved.html).toContain('Welcome, Ana Ruiz');
    expect(saved.html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/dashboard"|<a[^>]*href="\/dashboard"[^>]*aria-current="page"/);
  });

  it('is kept for the layout and the language it was drawn in: a phone in Spanish', async () => {
    onBuiltPage();
    const { app } = await liveDashboard({ language: 'ES', width: 375 });
    await waitFor(() => expect(app.shell.dashboardSnapshot.readScreen()).toMatchObject({ chrome: 'mobile', language: 'ES' }));
    const { html } = app.shell.dashboardSnapshot.readScreen()!;
    expect(html).toContain('Hola, Ana Ruiz');
    expect(html).toContain('mobile-bottom-nav');
    expect(html).not.toContain('class="sidebar');
  });

  it('is not saved where the page names no build (the dev server)', async () => {
    const { app } = await liveDashboard();
    await waitFor(() => expect(app.shell.dashboardSnapshot.read()).not.toBeNull());
    expect(app.shell.dashboardSnapshot.readScreen()).toBeNull();
  });

  it('is forgotten at sign-out, with the snapshot', async () => {
    onBuiltPage();
    const { app } = await liveDashboard();
    await waitFor(() => expect(app.shell.dashboardSnapshot.readScreen()).not.toBeNull());
    await app.backend.auth.signOut();
    await waitFor(() => expect(app.shell.dashboardSnapshot.readScreen()).toBeNull());
    expect(app.shell.dashboardSnapshot.read()).toBeNull();
  });
});
