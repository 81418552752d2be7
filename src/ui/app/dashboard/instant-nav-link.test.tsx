import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestRouter } from '../../testing/test-router';
import { AppRouter } from '../routing/app-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InstantNavLink } from './instant-nav-link';

function Page({ name }: { readonly name: string }) {
  return (
    <main>
      <h1>{name}</h1>
      <InstantNavLink to="/dashboard">Home</InstantNavLink>
      <InstantNavLink to="/dashboard/settings">Settings</InstantNavLink>
    </main>
  );
}

function renderAt(path: string) {
  const router = createTestRouter(path);
  render(
    <AppRouter history={router.history}>
      <Routes>
        <Route path="/dashboard" element={<Page name="My Web" />} />
        <Route path="/dashboard/settings" element={<Page name="Settings page" />} />
      </Routes>
    </AppRouter>,
  );
  return router;
}

/**
 * A click as the browser sends it, outside React's test batching, so what is drawn is what the
 * tap's own task drew. Returns whether the app took the click over; the page itself is never left
 * (the test's document cannot load another).
 */
function clickOutsideAct(link: HTMLElement, init: MouseEventInit = {}): { readonly takenByApp: boolean } {
  let takenByApp = false;
  // After React's own listener, at the root.
  const afterApp = (event: Event) => {
    takenByApp = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterApp);
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
    window.removeEventListener('click', afterApp);
  }
  return { takenByApp };
}

afterEach(async () => {
  // Lets any update a test left pending settle before the tree is removed.
  await act(async () => {});
});

describe('a link of the dashboard navigation', () => {
  it('draws the tapped page within the tap itself, not in a later transition', () => {
    const router = renderAt('/dashboard');
    expect(clickOutsideAct(screen.getByRole('link', { name: 'Settings' })).takenByApp).toBe(true);
    expect(screen.getByRole('heading')).toHaveTextContent('Settings page');
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('marks the page shown as the current one', () => {
    renderAt('/dashboard/settings');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('replaces the history entry when the page tapped is the one shown, as a link does', () => {
    const router = renderAt('/dashboard/settings');
    clickOutsideAct(screen.getByRole('link', { name: 'Settings' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const router = renderAt('/dashboard');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(clickOutsideAct(screen.getByRole('link', { name: 'Settings' }), init).takenByApp, JSON.stringify(init)).toBe(false);
    }
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
