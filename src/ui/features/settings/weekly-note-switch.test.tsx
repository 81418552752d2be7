import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';

describe('Settings: weekly results note', () => {
  it('is on until the member turns it off, and the choice is stored on their record', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: expiredMember() });
    const box = await screen.findByRole('checkbox', { name: 'Send me the weekly results note' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect((await app.backend.memberRecords.get(memberId))?.weeklyNote).toBe(false);
    await user.click(box);
    await screen.findByText('Saved.');
    expect((await app.backend.memberRecords.get(memberId))?.weeklyNote).toBe(true);
  });

  it('speaks Spanish, and puts the switch back when the save is refused', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: { ...expiredMember(), weeklyNote: false }, language: 'ES' });
    const box = await screen.findByRole('checkbox', { name: 'Enviarme el resumen semanal de resultados' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Resumen semanal de resultados' })).toBeInTheDocument();
    app.db.setOffline(true);
    await user.click(box);
    expect(await screen.findByText('El servicio no responde ahora. Tus datos se conservan; inténtalo de nuevo en un momento.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    app.db.setOffline(false);
    expect((await app.backend.memberRecords.get(memberId))?.weeklyNote).toBe(false);
  });
});
