import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteCustomer } from '../../../core/portal/customer';
import { DAY_MS } from '../../../core/time/time';
import { PORTAL_DIRECTORY, type PortalDirectoryPort } from '../../../ports/portal-directory.port';
import type { MemoryApp } from '../../app/composition/memory.composition';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';
import { SITE_CUSTOMERS } from '../../../ports/site-customers.port';

const eliteMember = () => ({ activeUntil: Date.now() + 5 * DAY_MS });

function customer(uid: string, name: string, groups: readonly string[] = []): SiteCustomer {
  return { uid, name, email: `${uid}@example.com`, status: 'active', groups, joinedAt: Date.now() - DAY_MS, lastVisitAt: null };
}

async function admit(app: MemoryApp, ownerId: string, ...customers: SiteCustomer[]): Promise<void> {
  const directory = app.container.get<PortalDirectoryPort>(PORTAL_DIRECTORY);
  for (const c of customers) await directory.admitCustomer(ownerId, c, null);
}

const groupsList = () => within(screen.getByRole('region', { name: 'Your groups' }));
const groupItem = (name: string) => groupsList().getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;
const storedGroups = (app: MemoryApp, memberId: string) => app.db.listDocuments(['vMember', memberId, 'siteGroups']).map((d) => d.data['name']);

describe('the Groups page', { timeout: 30_000 }, () => {
  it('creates, renames and deletes a group, refusing an empty or repeated name at the field', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/groups',
      member: eliteMember(),
      arrange: async (app, id) => {
        const gold = await app.port(SITE_CUSTOMERS).createGroup(id, 'Gold', Date.now());
        await admit(app, id, customer('ana', 'Ana Ruiz', [gold]), customer('beto', 'Beto Díaz', [gold]));
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    await waitFor(() => expect(within(groupItem('Gold')).getByText('2 customers')).toBeInTheDocument());

    const name = screen.getByRole('textbox', { name: 'New group’s name' });
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(name).toHaveAccessibleDescription('This is required.');
    await user.type(name, ' gold ');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(name).toHaveAccessibleDescription('You already have a group with this name.');
    await user.clear(name);
    await user.type(name, 'VIP');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Group “VIP” created.')).toBeInTheDocument();
    expect(name).toHaveValue('');
    await waitFor(() => expect(within(groupItem('VIP')).getByText('0 customers')).toBeInTheDocument());

    await user.click(within(groupItem('VIP')).getByRole('button', { name: 'Rename: VIP' }));
    const rename = screen.getByRole('textbox', { name: 'New name for “VIP”' });
    expect(rename).toHaveFocus();
    await user.clear(rename);
    await user.type(rename, 'Clientes VIP');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(groupItem('Clientes VIP')).toBeInTheDocument());
    expect(storedGroups(app, memberId).sort()).toEqual(['Clientes VIP', 'Gold']);

    await user.click(within(groupItem('Gold')).getByRole('button', { name: 'Delete: Gold' }));
    const confirm = screen.getByRole('group', { name: 'Delete the group “Gold”?' });
    expect(within(confirm).getByText(/Its 2 customers stay your customers/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(groupsList().queryByText('Gold')).not.toBeInTheDocument());
    expect(storedGroups(app, memberId)).toEqual(['Clientes VIP']);
    // Its customers stay, out of the deleted group.
    expect(app.db.getDocument(['vMember', memberId, 'siteUsers', 'ana'])).toMatchObject({ groups: [] });
  });

  it('opens a group to add customers in bulk and take one out', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/groups',
      member: eliteMember(),
      arrange: async (app, id) => {
        await app.port(SITE_CUSTOMERS).createGroup(id, 'VIP', Date.now());
        await admit(app, id, customer('ana', 'Ana Ruiz'), customer('beto', 'Beto Díaz'), customer('carla', 'Carla Gómez'));
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Groups' });
    await user.click(await screen.findByRole('link', { name: 'Open: VIP' }));
    const members = await screen.findByRole('region', { name: 'Customers in “VIP”' });
    expect(within(members).getByText('Nobody is in this group yet.')).toBeInTheDocument();
    await user.click(within(members).getByRole('checkbox', { name: /Ana Ruiz/ }));
    await user.click(within(members).getByRole('checkbox', { name: /Carla Gómez/ }));
    await user.click(within(members).getByRole('button', { name: 'Add the selected to “VIP”' }));
    // The live list shows the new members at once; the page takes the next change once the backend has answered.
    await waitFor(() => expect(within(members).getByRole('button', { name: 'Take out of the group: Ana Ruiz' })).toBeEnabled());
    expect(within(groupItem('VIP')).getByText('2 customers')).toBeInTheDocument();
    const groupsOf = (uid: string) => (app.db.getDocument(['vMember', memberId, 'siteUsers', uid]) as { groups: string[] }).groups;
    expect(groupsOf('ana')).toHaveLength(1);
    expect(groupsOf('carla')).toEqual(groupsOf('ana'));
    expect(groupsOf('beto')).toEqual([]);

    await user.click(within(members).getByRole('button', { name: 'Take out of the group: Ana Ruiz' }));
    await waitFor(() => expect(within(groupItem('VIP')).getByText('1 customer')).toBeInTheDocument());
    expect(groupsOf('ana')).toEqual([]);
  });

  it('sends an announcement to chosen groups, with translated errors at the fields, and removes it', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/groups',
      member: eliteMember(),
      arrange: async (app, id) => {
        await app.port(SITE_CUSTOMERS).createGroup(id, 'VIP', Date.now());
        await app.port(SITE_CUSTOMERS).createGroup(id, 'Mañanas', Date.now());
      },
    });
    const section = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(section).getByText(/get a push notification/)).toBeInTheDocument();
    await within(section).findByRole('checkbox', { name: 'VIP' });
    await user.click(within(section).getByRole('button', { name: 'Send announcement' }));
    expect(within(section).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('This is required.');
    expect(within(section).getByText('Choose at least one group.')).toBeInTheDocument();

    await user.type(within(section).getByRole('textbox', { name: 'Title' }), 'Clase especial');
    await user.type(within(section).getByRole('textbox', { name: 'Message' }), 'El sábado a las 9.');
    await user.click(within(section).getByRole('checkbox', { name: 'VIP' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Mañanas' }));

    // A failed send keeps what the owner wrote.
    app.db.setOffline(true);
    await user.click(within(section).getByRole('button', { name: 'Send announcement' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The service is unreachable right now.');
    expect(within(section).getByRole('textbox', { name: 'Title' })).toHaveValue('Clase especial');
    app.db.setOffline(false);

    await user.click(within(section).getByRole('button', { name: 'Send announcement' }));
    expect(await within(section).findByText('Announcement sent.')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    const sent = await within(section).findByRole('article', { name: 'Clase especial' });
    expect(within(sent).getByText('El sábado a las 9.')).toBeInTheDocument();
    expect(within(sent).getByText(/To (VIP, Mañanas|Mañanas, VIP)/)).toBeInTheDocument();
    const [stored] = app.db.listDocuments(['vMember', memberId, 'announcements']);
    expect(stored?.data).toMatchObject({ title: 'Clase especial', body: 'El sábado a las 9.' });
    expect(stored?.data['groups']).toHaveLength(2);

    await user.click(within(sent).getByRole('button', { name: 'Remove: Clase especial' }));
    await user.click(within(sent).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('No announcement sent yet.')).toBeInTheDocument();
    expect(app.db.listDocuments(['vMember', memberId, 'announcements'])).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await renderDashboard({
      path: '/dashboard/groups',
      language: 'ES',
      member: eliteMember(),
      arrange: async (app, id) => {
        const vip = await app.port(SITE_CUSTOMERS).createGroup(id, 'VIP', Date.now());
        await admit(app, id, customer('ana', 'Ana Ruiz', [vip]));
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupos' })).toBeInTheDocument();
    expect(await screen.findByText('1 cliente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear grupo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Avisos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar aviso' })).toBeInTheDocument();
  });

  it('is refused below Elite, saying nothing is deleted', async () => {
    await renderDashboard({ path: '/dashboard/groups', language: 'ES', member: expiredMember() });
    expect(await screen.findByRole('heading', { name: 'No autorizado' })).toBeInTheDocument();
    expect(screen.getByText(/No se elimina nada/)).toBeInTheDocument();
  });
});
