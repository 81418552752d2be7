import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../core/time/time';
import { renderDashboard } from '../../testing/render-dashboard';

describe('dashboard banners', () => {
  it('red activation banner and the pending-payment overlay without a trial or a plan', async () => {
    await renderDashboard({ member: { activeUntil: Date.now() - 1000 } });
    expect(await screen.findByText('Activate Your Account')).toBeInTheDocument();
    const overlay = screen.getByRole('alertdialog', { name: 'Pending payment' });
    expect(within(overlay).getByText('You need to make your payment to activate all private editing functions.')).toBeInTheDocument();
    expect(within(overlay).getByRole('link', { name: 'Activate' })).toHaveAttribute('href', '/dashboard/settings/subscription');
    // The overlay holds the keyboard: Tab goes round its own controls (Activate, EN, ES, Sign
    // out) and never reaches the page behind it.
    await waitFor(() => expect(within(overlay).getByRole('link', { name: 'Activate' })).toHaveFocus());
    const user = userEvent.setup();
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      expect(overlay).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab();
    expect(within(overlay).getByRole('link', { name: 'Activate' })).toHaveFocus();
  });

  it('neither on the subscription page, which the Activate button opens', async () => {
    const user = userEvent.setup();
    await renderDashboard({ member: { activeUntil: Date.now() - 1000 } });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('link', { name: 'Activate' }));
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    expect(screen.queryByText('Activate Your Account')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Activate / })).toHaveLength(3);
  });

  it('Spanish overlay text', async () => {
    await renderDashboard({ language: 'ES', member: { activeUntil: Date.now() - 1000 } });
    expect(await screen.findByRole('alertdialog', { name: 'Pago pendiente' })).toBeInTheDocument();
  });

  it('no banner for full-access members or members set up by the team', async () => {
    const full = await renderDashboard({ member: { activeUntil: Date.now() - 1000, fullAccess: true } });
    await screen.findByRole('heading', { name: 'myWeb' });
    expect(screen.queryByText('Activate Your Account')).not.toBeInTheDocument();
    full.unmount();
    await renderDashboard({ member: { activeUntil: Date.now() - 1000, setup: true } });
    await screen.findByRole('heading', { name: 'myWeb' });
    expect(screen.queryByText('Activate Your Account')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('green "All set!" with a plan; "See more" opens the What\'s next? dialog with the support address; Escape closes it', async () => {
    const user = userEvent.setup();
    await renderDashboard({
      config: { supportEmail: 'help@example.org' },
      member: { activeUntil: Date.now() - DAY_MS },
      arrange: async (app, id) => void (await app.backend.subscriptionAdmin.grant(id, 'Basic Plan', Date.now() + 30 * DAY_MS)),
    });
    expect(await screen.findByText('All set!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See more' }));
    const dialog = screen.getByRole('dialog', { name: "What's next?" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Focus stays inside the modal both ways.
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'help@example.org' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'See more' })).toHaveFocus();
  });

  it('free trial: a countdown in days, hours, minutes and seconds that ticks every second', async () => {
    await renderDashboard({ member: { activeUntil: Date.now() + 2 * DAY_MS + 3 * 3_600_000 + 25_500 } });
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Time left in your trial' });
    expect(timer).toHaveTextContent(/2 days 03 hours 00 minutes 2\d seconds/);
    const first = screen.getByTestId('countdown-seconds').textContent;
    await waitFor(() => expect(screen.getByTestId('countdown-seconds').textContent).not.toBe(first));
    expect(screen.getByRole('link', { name: 'Activate' })).toHaveAttribute('href', '/dashboard/settings/subscription');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the trial runs out: "The trial has ended." and the overlay', async () => {
    const now = Date.now();
    await renderDashboard({ member: { createdAt: now - 14 * DAY_MS, activeUntil: now + 4000 } });
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Pending payment' })).toBeInTheDocument());
    expect(screen.getByText('The trial has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('Spanish: "La prueba ha terminado."', async () => {
    const now = Date.now();
    await renderDashboard({ language: 'ES', member: { createdAt: now - 14 * DAY_MS, activeUntil: now - DAY_MS } });
    expect(await screen.findByText('La prueba ha terminado.')).toBeInTheDocument();
  });
});
