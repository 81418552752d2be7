import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PRELOAD_META, DASHBOARD_SCREEN_STORAGE_KEY, EARLY_TAP_GLOBAL, MEMBER_SNAPSHOT_STORAGE_KEY, dashboardScript } from '../../prerender/prerender-guard';
import { createMemoryApp } from '../composition/memory.composition';
import { renderApp, seedAccount } from '../../testing/render-app';
import { followEarlyLinkTap, takeEarlyTap } from './early-tap';

const BUILD = '/assets/dashboard-app-a.js /assets/dashboard-app-b.css';
const SAVED = [
  '<div class="dashboard dashboard--sidebar" data-testid="dashboard-snapshot">',
  '<nav><a class="nav-link active" aria-current="page" href="/dashboard">My Web</a><a class="nav-link" href="/dashboard/settings">Settings</a></nav>',
  '<a href="https://sol.sitio.app" target="_blank">sol.sitio.app</a><button type="button">Share</button>',
  '</div>',
].join('');
const holder = window as unknown as Record<string, unknown>;

/** The app's HTML at /dashboard on a device where a member is signed in, up to the saved screen drawn. */
async function savedScreenDrawn(): Promise<HTMLElement> {
  window.history.replaceState(null, '', '/dashboard');
  const meta = document.createElement('meta');
  meta.name = DASHBOARD_PRELOAD_META;
  meta.content = BUILD;
  document.head.appendChild(meta);
  localStorage.setItem(DASHBOARD_SCREEN_STORAGE_KEY, JSON.stringify({ build: BUILD, chrome: 'sidebar', language: 'EN', html: SAVED }));
  localStorage.setItem(MEMBER_SNAPSHOT_STORAGE_KEY, '{}');
  new Function(/<script>([\s\S]*)<\/script>/.exec(dashboardScript())![1]!)();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
  await waitFor(() => expect(root.innerHTML).toBe(SAVED));
  return root;
}

const tap = (element: Element) => !fireEvent.click(element);

afterEach(() => {
  document.getElementById('root')?.remove();
  document.head.querySelectorAll(`meta[name="${DASHBOARD_PRELOAD_META}"], link`).forEach((element) => element.remove());
  localStorage.clear();
  delete holder[EARLY_TAP_GLOBAL];
  window.history.replaceState(null, '', '/');
});

describe('a tap on the saved screen before the app has taken over', () => {
  it('is not followed as a page load: the link shows as the current one and the tap is kept', async () => {
    const root = await savedScreenDrawn();
    const settings = root.querySelector('a[href="/dashboard/settings"]')!;
    expect(tap(settings)).toBe(true);
    expect(settings.getAttribute('aria-current')).toBe('page');
    expect(root.querySelector('a[href="/dashboard"]')!.hasAttribute('aria-current')).toBe(false);
    expect(takeEarlyTap()).toEqual({ href: '/dashboard/settings', index: 1, text: 'Settings' });
    // Taken once.
    expect(takeEarlyTap()).toBeNull();
  });

  it('keeps which button was tapped, and leaves the link to the member\'s site to the browser', async () => {
    const root = await savedScreenDrawn();
    expect(tap(root.querySelector('a[target="_blank"]')!)).toBe(false);
    expect(takeEarlyTap()).toBeNull();
    expect(tap(root.querySelector('button')!)).toBe(true);
    expect(takeEarlyTap()).toEqual({ href: null, index: 3, text: 'Share' });
  });

  it('is left alone once the app has drawn its own screen', async () => {
    const root = await savedScreenDrawn();
    root.innerHTML = SAVED;
    expect(tap(root.querySelector('a[href="/dashboard/settings"]')!)).toBe(false);
    expect(takeEarlyTap()).toBeNull();
  });

  it('is replayed by the app: the tapped page opens once the dashboard is live', async () => {
    const app = createMemoryApp();
    await seedAccount(app, undefined, { signedIn: true });
    holder[EARLY_TAP_GLOBAL] = { href: '/dashboard/settings', index: 1, text: 'Settings' };
    const rendered = renderApp({ app, path: '/dashboard', backend: 'deferred' });
    await waitFor(() => expect(rendered.path()).toBe('/dashboard/settings'));
    rendered.releaseBackend();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    expect(holder[EARLY_TAP_GLOBAL]).toBeUndefined();
  });

  it("is followed before the router is made when it is a link, so the app's first screen is the tapped page", () => {
    const pushed: string[] = [];
    const page = (pathname: string) => ({ location: { pathname }, history: { pushState: (_state: unknown, _title: string, url?: string | URL | null) => void pushed.push(String(url)) } });
    const kept = { [EARLY_TAP_GLOBAL]: { href: '/dashboard/settings', index: 1, text: 'Settings' } };
    expect(followEarlyLinkTap(kept, page('/dashboard'))).toBe(true);
    expect(pushed).toEqual(['/dashboard/settings']);
    // Followed once: the app does not replay it again.
    expect(takeEarlyTap(kept)).toBeNull();
    // The page already shown adds no history entry.
    expect(followEarlyLinkTap({ [EARLY_TAP_GLOBAL]: { href: '/dashboard', index: 0, text: 'My Web' } }, page('/dashboard'))).toBe(true);
    expect(pushed).toHaveLength(1);
    // A button is pressed by the app once its screen is there.
    const button = { [EARLY_TAP_GLOBAL]: { href: null, index: 3, text: 'Share' } };
    expect(followEarlyLinkTap(button, page('/dashboard'))).toBe(false);
    expect(takeEarlyTap(button)).toEqual({ href: null, index: 3, text: 'Share' });
    expect(followEarlyLinkTap({}, page('/dashboard'))).toBe(false);
  });

  it('is not replayed when nothing was tapped, or what was kept is not a tap', () => {
    expect(takeEarlyTap({})).toBeNull();
    expect(takeEarlyTap({ [EARLY_TAP_GLOBAL]: { href: 3 } })).toBeNull();
  });
});
