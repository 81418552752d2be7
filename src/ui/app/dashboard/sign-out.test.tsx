import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors/error-codes';
import { DAY_MS } from '../../../core/time/time';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';

const paid = async (app: Awaited<ReturnType<typeof renderDashboard>>['app'], id: string) => {
  await app.backend.subscriptionAdmin.grant(id, 'Basic Plan', Date.now() + 30 * DAY_MS);
};

function signedInUser(app: Awaited<ReturnType<typeof renderDashboard>>['app']): Promise<unknown> {
  return new Promise((resolve) => {
    const stop = app.backend.auth.watchAuthState((user) => {
      resolve(user);
      queueMicrotask(() => stop());
    });
  });
}

describe('signing out of the dashboard', () => {
  it.each([
    [1280, 'the sidebar'],
    [375, 'the top bar'],
  ] as const)('at %i px from %s: lands on Home, and Back shows no private data', async (width, _where) => {
    const user = userEvent.setup();
    const { router, app } = await renderDashboard({ width, path: '/dashboard/settings', member: expiredMember(), arrange: paid });
    await screen.findByRole('heading', { name: 'Settings' });
    const bars = width === 1280 ? screen.getByRole('complementary') : screen.getByRole('banner');
    await user.click(within(bars).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await signedInUser(app)).toBeNull();

    // The browser's Back button: the dashboard finds nobody signed in and shows nothing of them.
    await act(() => router.navigate('/dashboard/settings'));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.queryByText('Ana Baker')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('Ana Baker')).not.toBeInTheDocument();
  });

  it('from the Account card of Settings, in Spanish', async () => {
    const user = userEvent.setup();
    const { router } = await renderDashboard({ language: 'ES', path: '/dashboard/settings', member: expiredMember(), arrange: paid });
    const account = await screen.findByRole('region', { name: 'Cuenta' });
    expect(within(account).getByText(/owner@example\.com/)).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('from under the Pending payment overlay, which also switches the language', async () => {
    const user = userEvent.setup();
    const { router } = await renderDashboard({ member: { activeUntil: Date.now() - 1000 } });
    const overlay = await screen.findByRole('alertdialog', { name: 'Pending payment' });
    await user.click(within(overlay).getByRole('button', { name: 'ES' }));
    const spanish = await screen.findByRole('alertdialog', { name: 'Pago pendiente' });
    await user.click(within(spanish).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says why when signing out fails, and stays', async () => {
    const user = userEvent.setup();
    const { router, app } = await renderDashboard({ path: '/dashboard/settings', member: expiredMember(), arrange: paid });
    const account = await screen.findByRole('region', { name: 'Account' });
    app.backend.auth.signOut = () => Promise.reject(new AppError('network'));
    await user.click(within(account).getByRole('button', { name: 'Sign out' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent(/./);
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });
});
