import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chicagoDateKey } from '../../../core/analytics/view-counter';
import { DAY_MS } from '../../../core/time/time';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';
import type { MemoryApp } from '../../app/composition/memory.composition';

/** Two shards of today and one day eight days ago, as the site server writes them. */
async function arrange(app: MemoryApp, id: string): Promise<void> {
  const today = chicagoDateKey(Date.now());
  const before = chicagoDateKey(Date.now() - 8 * DAY_MS);
  app.db.setDocument(['vMember', id, 'results', `${today}_0`], { date: today, views: 2, actions: { call: { es: 2 } }, sources: { qr: 2 }, pages: { '/es': 2 } });
  app.db.setDocument(['vMember', id, 'results', `${today}_5`], { date: today, views: 1, actions: { whatsapp: { es: 1 } }, sources: { maps: 1 }, referrers: { 'google.com': 1 } });
  app.db.setDocument(['vMember', id, 'results', `${before}_1`], { date: before, views: 4, actions: { call: { en: 1 } }, sources: { search: 4 } });
}

const row = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement);

describe('Results', () => {
  it('shows actions, sources and pages for the period against the one before, and switches periods', async () => {
    const user = userEvent.setup();
    await renderDashboard({ path: '/dashboard/results', member: expiredMember(), arrange });
    expect(await screen.findByRole('heading', { name: 'Customer actions' })).toBeInTheDocument();
    // 30 days: everything, against nothing before.
    expect(row('Calls').getByText('3')).toBeInTheDocument();
    expect(row('WhatsApp chats').getByText('1')).toBeInTheDocument();
    expect(row('Search engines').getByText('4')).toBeInTheDocument();
    expect(row('Your QR code').getByText('2')).toBeInTheDocument();
    expect(row('Maps').getByText('1')).toBeInTheDocument();
    expect(row('google.com').getByText('1')).toBeInTheDocument();
    expect(row('/es').getByText('2')).toBeInTheDocument();
    expect(screen.getByText('+7 on the 30 days before')).toBeInTheDocument();
    expect(screen.getByText('+4 on the 30 days before')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText('+2 on the 7 days before')).toBeInTheDocument();
    expect(screen.getByText('−1 on the 7 days before')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(row('Calls').getByText('2')).toBeInTheDocument();
    expect(screen.queryByText('Search engines')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Visits and customer actions per day' }).querySelectorAll('tbody tr')).toHaveLength(7);
  });

  it('speaks Spanish', async () => {
    await renderDashboard({ path: '/dashboard/results', language: 'ES', member: expiredMember(), arrange });
    expect(await screen.findByRole('heading', { name: 'Acciones de clientes' })).toBeInTheDocument();
    expect(row('Llamadas').getByText('3')).toBeInTheDocument();
    expect(row('Tu código QR').getByText('2')).toBeInTheDocument();
  });

  it('is linked from the My Web views card', async () => {
    const user = userEvent.setup();
    const { router } = await renderDashboard({ member: expiredMember() });
    await user.click(await screen.findByRole('link', { name: 'See your results' }));
    expect(router.state.location.pathname).toBe('/dashboard/results');
  });
});
