import { act, render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../testing/test-router';
import { AppRouter } from '../app/routing/app-router';
import { ScrollRestoration } from './scroll-restoration';

function scrolledTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function renderAt(path: string) {
  const router = createTestRouter(path);
  render(
    <AppRouter history={router.history}>
      <ScrollRestoration />
      <Routes>
        <Route path="*" element={<main>page</main>} />
      </Routes>
    </AppRouter>,
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
  scrolledTo(0);
  sessionStorage.clear();
});

describe('scroll restoration', () => {
  it('opens a new page at its top and brings back and forward to where the member was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderAt('/');
    scrolledTo(640);
    await act(async () => router.navigate('/pricing'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(120);
    await act(async () => router.history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => router.history.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the positions for the tab’s session when the page is left', async () => {
    const router = renderAt('/');
    scrolledTo(300);
    await act(async () => router.navigate('/faqs'));
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('sitio-scroll-positions') ?? '[]') as [string, number][];
    expect(saved.map(([, y]) => y)).toContain(300);
  });
});
