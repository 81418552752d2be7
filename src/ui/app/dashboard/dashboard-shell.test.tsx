import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../core/time/time';
import { expiredMember, renderDashboard, setViewportWidth } from '../../testing/render-dashboard';

afterEach(() => setViewportWidth(1280));

async function sidebarLinkNames(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => !link.closest('#studio-sections'))
    .map((link) => link.textContent ?? '')
    .concat(within(nav).queryAllByRole('button', { name: 'Share' }).map(() => 'Share'));
}

const grant = (plan: 'Basic Plan' | 'Professional Plan' | 'Elite Plan') => async (app: Awaited<ReturnType<typeof renderDashboard>>['app'], id: string) => {
  await app.backend.subscriptionAdmin.grant(id, plan, Date.now() + 30 * DAY_MS);
};

describe('dashboard shell', () => {
  it('sends signed-out visitors to /entrar', async () => {
    await renderDashboard({ signedOut: true });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('Basic: myWeb, the studio with 9 sections, notifications, share and settings only', async () => {
    await renderDashboard({ member: expiredMember(), arrange: grant('Basic Plan') });
    await waitFor(async () => expect(await sidebarLinkNames()).toEqual(['myWeb', 'Website studio', 'Notifications', 'Settings', 'Share']));
    expect(document.querySelectorAll('#studio-sections a')).toHaveLength(9);
  });

  it('Professional adds Forms, Bookings and 11 sections', async () => {
    await renderDashboard({ member: expiredMember(), arrange: grant('Professional Plan') });
    await waitFor(async () => expect(await sidebarLinkNames()).toEqual(['myWeb', 'Website studio', 'Forms', 'Bookings', 'Notifications', 'Settings', 'Share']));
    expect(document.querySelectorAll('#studio-sections a')).toHaveLength(11);
  });

  it('Elite adds Users Portal, Groups, Bookings and 16 sections; admins also get Admin', async () => {
    const elite = await renderDashboard({ member: expiredMember(), arrange: grant('Elite Plan') });
    await waitFor(async () =>
      expect(await sidebarLinkNames()).toEqual(['myWeb', 'Website studio', 'Users Portal', 'Groups', 'Forms', 'Bookings', 'Notifications', 'Settings', 'Share']),
    );
    expect(document.querySelectorAll('#studio-sections a')).toHaveLength(16);
    elite.unmount();

    await renderDashboard({ member: { ...expiredMember(), admin: true } });
    await waitFor(async () => expect(await sidebarLinkNames()).toContain('Admin'));
  });

  it('expands the studio group to show its sections', async () => {
    const user = userEvent.setup();
    await renderDashboard({ member: expiredMember(), arrange: grant('Basic Plan') });
    const toggle = await screen.findByRole('button', { name: 'Show the website studio sections' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Gallery' })).toBeVisible();
  });

  it.each([
    ['EN', 'dashboard home'],
    ['ES', 'inicio del panel'],
  ] as const)('%s at 375 px: the logo link is named by the word it shows, then where it leads', async (language, purpose) => {
    await renderDashboard({ width: 375, member: expiredMember(), language });
    const logo = await screen.findByRole('link', { name: new RegExp(purpose, 'i') });
    const shown = (logo.textContent ?? '').trim();
    expect(shown).toBe('Sitio');
    // WCAG 2.5.3 (label in name): a voice user says what they see.
    expect(logo).toHaveAccessibleName(new RegExp(`^${shown}\\b`));
    expect(logo).toHaveAttribute('href', '/dashboard');
  });

  it('at 375 px shows the top and bottom bars, locks body scroll, and returns to the sidebar at 1280 px', async () => {
    await renderDashboard({ width: 375, member: expiredMember(), arrange: grant('Professional Plan') });
    const bottom = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    // The plan arrives with the live subscription query, after the first render.
    await waitFor(() => expect(within(bottom).getAllByRole('link')).toHaveLength(4));
    // Full names, though the bar shows one short word per link ("Studio").
    within(bottom)
      .getAllByRole('link')
      .forEach((link, index) => expect(link).toHaveAccessibleName(['myWeb', 'Website studio', 'Forms', 'Settings'][index]));
    expect(screen.getByRole('link', { name: 'Sitio: dashboard home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /Notifications/ })).toHaveAttribute('href', '/dashboard/notifications');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    act(() => setViewportWidth(1280));
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('applies the theme colour live from the record', async () => {
    const { app, memberId } = await renderDashboard({ member: { ...expiredMember(), themeColor: '#123456' } });
    const frame = await screen.findByTestId('dashboard');
    expect(frame.style.getPropertyValue('--color-theme')).toBe('#123456');
    await act(() => app.backend.memberRecords.updateProfile(memberId, { themeColor: '#AA0000' }));
    await waitFor(() => expect(frame.style.getPropertyValue('--color-theme')).toBe('#AA0000'));
  });

  it('shows the unauthorized screen to a Basic member on /dashboard/users', async () => {
    await renderDashboard({ path: '/dashboard/users', member: expiredMember(), arrange: grant('Basic Plan') });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    // A plan below Elite keeps the customers: the gate says so and leads to the plans.
    expect(screen.getByText(/Nothing is deleted/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/settings/subscription');
  });

  it('updates the unread badge live when a message arrives and when it is marked read', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/notifications', member: expiredMember(), arrange: grant('Basic Plan') });
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(screen.queryByText('1 unread')).not.toBeInTheDocument();
    await act(() => app.backend.messages.send(memberId, { title: 'Welcome', body: 'Your site is ready.' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Welcome' }));
    await waitFor(() => expect(screen.queryByText('1 unread')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
  });

  it.each([1280, 375])('switches the interface to Spanish from inside the dashboard at %i px, and remembers it', async (width) => {
    const user = userEvent.setup();
    const { app } = await renderDashboard({ width, member: expiredMember(), arrange: grant('Basic Plan') });
    await screen.findByRole('link', { name: /Notifications/ });
    await user.click(screen.getByRole('button', { name: 'ES' }));
    expect(await screen.findByRole('link', { name: /Notificaciones/ })).toBeInTheDocument();
    expect(app.shell.languagePreference.get()).toBe('ES');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it('keeps the status flags in line with the rules', async () => {
    const { app, memberId } = await renderDashboard({ member: { activeUntil: Date.now() + 3 * DAY_MS, status: false, trial: false } });
    await waitFor(async () => expect(await app.backend.memberRecords.get(memberId)).toMatchObject({ status: true, trial: true }));
  });

  it('never marks a paying member as ended while their subscriptions are still loading', async () => {
    const writes: unknown[] = [];
    const { app, memberId } = await renderDashboard({
      member: { ...expiredMember(), status: true, trial: false },
      arrange: async (app, id) => {
        await grant('Elite Plan')(app, id);
        const records = app.backend.memberRecords;
        const write = records.updateStatusTrial.bind(records);
        records.updateStatusTrial = (member, flags) => {
          writes.push(flags);
          return write(member, flags);
        };
      },
    });
    expect(await screen.findByRole('region', { name: 'All set!' })).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(await app.backend.memberRecords.get(memberId)).toMatchObject({ status: true, trial: false });
  });
});

describe('sharing the site', () => {
  it.each([
    ['EN', false, 'Link copied to clipboard!'],
    ['EN', true, 'Successfully shared!'],
    ['ES', false, '¡Enlace copiado al portapapeles!'],
    ['ES', true, '¡Compartido con éxito!'],
  ] as const)('%s, native share %s: toast "%s"', async (language, native, text) => {
    const user = userEvent.setup();
    const { share } = await renderDashboard({ language, member: expiredMember(), arrange: grant('Basic Plan') });
    share.setNativeShare(native);
    await user.click(await screen.findByRole('button', { name: language === 'EN' ? 'Share' : 'Compartir' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('only logs a failure', async () => {
    const user = userEvent.setup();
    const { share, logs } = await renderDashboard({ member: expiredMember(), arrange: grant('Basic Plan') });
    share.setClipboardAllowed(false);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(logs.messages('error')).toContain('Share failed'));
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
  });
});
