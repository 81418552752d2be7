import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../core/time/time';
import type { MemoryApp } from '../../app/composition/memory.composition';
import { expiredMember, renderDashboard, type RenderedDashboard } from '../../testing/render-dashboard';
import { pauseTyping } from '../../testing/timers';
import { SITE_CUSTOMERS } from '../../../ports/site-customers.port';

/** A member in trial: Elite, with the Users Portal. */
const elite = () => ({ activeUntil: Date.now() + 10 * DAY_MS, domain: 'gym1234.sitio.app', username: 'gym1234' });
// The editor's lazy first import takes seconds on a busy machine; saves wait on the simulated clock.

const camp = { id: 'camp', name: 'Summer camp', images: [{ id: 'photo', url: 'https://cdn.example/camp.jpg', alt: 'Camp' }] };

function storedAlbums(rendered: RenderedDashboard): Record<string, unknown> | null {
  return rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'albums']);
}

async function saved(rendered: RenderedDashboard) {
  await pauseTyping(rendered.app);
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
}

const withAlbum = (groups: readonly string[]) => async (app: MemoryApp, id: string) => {
  for (const name of groups) await app.port(SITE_CUSTOMERS).createGroup(id, name, Date.now());
  await app.backend.useCases.saveSiteSection.execute(id, 'albums', { albums: [camp] });
};

async function groupIdNamed(rendered: RenderedDashboard, name: string): Promise<string> {
  return new Promise((resolve) => {
    const stop = rendered.app.port(SITE_CUSTOMERS).watchGroups(rendered.memberId, (groups) => {
      const found = groups.find((g) => g.name === name);
      if (found !== undefined) {
        resolve(found.id);
        queueMicrotask(stop);
      }
    });
  });
}

afterEach(() => localStorage.clear());

describe('who can see each part of the site, in the studio', { timeout: 30_000 }, () => {
  it('marks an album for a group: the saved album carries that audience, and the preview shows the site as visitors see it', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/albums', member: elite(), arrange: withAlbum(['VIP', 'Kids']) });
    const vip = await groupIdNamed(rendered, 'VIP');
    const album = await screen.findByRole('group', { name: 'Album 1' });
    const audience = within(album).getByRole('group', { name: 'Who can see this' });
    await waitFor(() => expect(screen.getByTestId('site-preview').getAttribute('srcdoc') ?? '').toContain('Summer camp'));
    expect(within(audience).getByRole('radio', { name: 'Everyone' })).toBeChecked();

    fireEvent.click(within(audience).getByRole('radio', { name: 'Chosen groups' }));
    // Chosen groups with none ticked is refused, and nothing is saved.
    await pauseTyping(rendered.app);
    expect(await within(audience).findByText('Choose at least one group.')).toBeInTheDocument();
    expect(storedAlbums(rendered)).toEqual({ albums: [camp] });

    fireEvent.click(await within(audience).findByRole('checkbox', { name: 'VIP' }));
    await saved(rendered);
    expect(storedAlbums(rendered)).toEqual({ albums: [{ ...camp, audience: { kind: 'groups', groups: [vip] } }] });
    expect(screen.getByRole('group', { name: 'Album 1 Members only' })).toBeInTheDocument();
    // Visitors do not see it, and neither does the preview.
    await waitFor(() => expect(screen.getByTestId('site-preview').getAttribute('srcdoc') ?? '').not.toContain('Summer camp'));

    fireEvent.click(within(audience).getByRole('radio', { name: 'Everyone' }));
    await saved(rendered);
    expect(storedAlbums(rendered)).toEqual({ albums: [camp] });
  });

  it('keeps a whole section for signed-in customers', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/albums', member: elite(), arrange: withAlbum([]) });
    const section = await screen.findByRole('group', { name: 'Who can see this section' });
    fireEvent.click(within(section).getByRole('radio', { name: 'Signed-in customers' }));
    await saved(rendered);
    expect(storedAlbums(rendered)).toEqual({ albums: [camp], audience: { kind: 'customers' } });
  });

  it('sends a member with no groups yet to create them', async () => {
    await renderDashboard({ path: '/dashboard/website-studio/albums', member: elite(), arrange: withAlbum([]) });
    const album = await screen.findByRole('group', { name: 'Album 1' });
    fireEvent.click(within(album).getByRole('radio', { name: 'Chosen groups' }));
    expect(await within(album).findByRole('link', { name: 'Create groups' })).toHaveAttribute('href', '/dashboard/groups');
  });

  it('speaks Spanish', async () => {
    const rendered = await renderDashboard({ language: 'ES', path: '/dashboard/website-studio/albums', member: elite(), arrange: withAlbum(['VIP']) });
    const album = await screen.findByRole('group', { name: 'Álbum 1' });
    const audience = within(album).getByRole('group', { name: 'Quién puede verlo' });
    fireEvent.click(within(audience).getByRole('radio', { name: 'Clientes con sesión iniciada' }));
    await pauseTyping(rendered.app);
    expect(await screen.findByRole('group', { name: 'Álbum 1 Solo clientes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quién puede ver esta sección' })).toBeInTheDocument();
  });

  it('shows a Professional member no audience control', async () => {
    await renderDashboard({
      path: '/dashboard/website-studio/albums',
      member: expiredMember(),
      arrange: async (app, id) => {
        await app.backend.subscriptionAdmin.grant(id, 'Professional Plan', Date.now() + 30 * DAY_MS);
        await withAlbum([])(app, id);
      },
    });
    const album = await screen.findByRole('group', { name: 'Album 1' });
    expect(within(album).getByLabelText('Album name')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Who can see this')).toBeNull();
    expect(screen.queryByText('Who can see this section')).toBeNull();
  });
});
