import { act, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../testing/test-router';
import { AppRouter } from './app-router';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('screen failed');
}

function Screens() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="*" element={<h1>Working page</h1>} />
      </Routes>
    </RouteErrorBoundary>
  );
}

describe('a screen that throws', () => {
  it('shows the error page until the member goes to another page', async () => {
    // React reports the caught error on the console; the page is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createTestRouter('/broken');
    render(
      <AppRouter history={router.history}>
        <Screens />
      </AppRouter>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Working page' })).toBeNull();

    await act(async () => router.navigate('/pricing'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Working page' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
