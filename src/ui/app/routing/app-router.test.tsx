import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestRouter } from '../../testing/test-router';
import { AppRouter, type PrepareRoute } from './app-router';
import { useHeldNavigation } from '../../services/use-held-navigation';

function Page({ name }: { readonly name: string }) {
  return (
    <main>
      <h1>{name}</h1>
      <Link to="/a">To A</Link>
      <Link to="/b">To B</Link>
    </main>
  );
}

/** Holds every move to another path while `busy`; shows the held one's buttons. */
function Guard({ busy }: { readonly busy: boolean }) {
  const held = useHeldNavigation(busy, (from, to) => from !== to);
  if (held === null) return null;
  return (
    <div role="alertdialog">
      <button type="button" onClick={held.reset}>
        Stay
      </button>
      <button type="button" onClick={held.proceed}>
        Leave
      </button>
    </div>
  );
}

function renderAt(path: string, options: { readonly prepare?: PrepareRoute; readonly busy?: boolean } = {}) {
  const router = createTestRouter(path);
  let setBusy: (busy: boolean) => void = () => undefined;
  function Screens() {
    const [busy, set] = useState(options.busy ?? false);
    useEffect(() => {
      setBusy = set;
    }, []);
    return (
      <>
        <Guard busy={busy} />
        <Routes>
          <Route path="/" element={<Page name="Home" />} />
          <Route path="/a" element={<Page name="Page A" />} />
          <Route path="/b" element={<Page name="Page B" />} />
        </Routes>
      </>
    );
  }
  render(
    <AppRouter history={router.history} prepare={options.prepare}>
      <Screens />
    </AppRouter>,
  );
  return { router, setBusy: (busy: boolean) => act(() => setBusy(busy)) };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the app router', () => {
  it('draws the first page only once its code is there', async () => {
    const code = deferred();
    let loaded = false;
    renderAt('/a', { prepare: () => (loaded ? null : code.promise.then(() => void (loaded = true))) });
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => code.resolve());
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
  });

  it('keeps the page shown until the next one’s code is there, and draws only the latest navigation', async () => {
    const slow = deferred();
    const prepare: PrepareRoute = (pathname) => (pathname === '/a' ? slow.promise : null);
    const { router } = renderAt('/', { prepare });
    await act(async () => router.navigate('/a'));
    // On its way: the page shown stays.
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(async () => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    // A's code arriving late does not take the member back there.
    await act(async () => slow.resolve());
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
  });

  it('holds a link’s navigation while a guard asks, and goes on or stays as the member answers', async () => {
    const { router } = renderAt('/', { busy: true });
    await act(async () => screen.getByRole('link', { name: 'To A' }).click());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Stay' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');

    await act(async () => screen.getByRole('link', { name: 'To B' }).click());
    await act(async () => screen.getByRole('button', { name: 'Leave' }).click());
    expect(router.state.location.pathname).toBe('/b');
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
  });

  it('undoes the back button’s move while a guard asks, and takes it once the member agrees', async () => {
    const { router, setBusy } = renderAt('/');
    await act(async () => router.navigate('/a'));
    await setBusy(true);
    await act(async () => router.history.go(-1));
    expect(router.state.location.pathname).toBe('/a');
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Leave' }).click());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('lets every navigation through once the guard is off', async () => {
    const { router, setBusy } = renderAt('/', { busy: true });
    await setBusy(false);
    await act(async () => screen.getByRole('link', { name: 'To A' }).click());
    expect(router.state.location.pathname).toBe('/a');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
