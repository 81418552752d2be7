import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerStatus, SiteCustomer } from '../../../core/portal/customer';
import { DAY_MS } from '../../../core/time/time';
import { PORTAL_DIRECTORY, type PortalDirectoryPort } from '../../../ports/portal-directory.port';
import type { MemoryApp } from '../../app/composition/memory.composition';
import { expiredMember, renderDashboard, setViewportWidth } from '../../testing/render-dashboard';
import { SITE_CUSTOMERS } from '../../../ports/site-customers.port';

// An Elite trial: Users Portal and Groups are open.
const eliteMember = () => ({ activeUntil: Date.now() + 5 * DAY_MS });
// The first role query of a file computes the styles of the whole dashboard in jsdom.

/** A customer whose uid and email come from their first name: "Ana Ruiz" is `ana`, ana@example.com. */
function customer(name: string, status: CustomerStatus, daysAgo: number, groups: readonly string[] = []): SiteCustomer {
  const first = (name.split(' ')[0] ?? name).normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  return {
    uid: first,
    name,
    email: `${first}@example.com`,
    status,
    groups,
    joinedAt: Date.now() - daysAgo * DAY_MS,
    lastVisitAt: status === 'active' ? Date.now() - DAY_MS : null,
  };
}

/** Stored as the site server stores a sign-up. */
async function admit(app: MemoryApp, ownerId: string, ...customers: SiteCustomer[]): Promise<void> {
  const directory = app.container.get<PortalDirectoryPort>(PORTAL_DIRECTORY);
  for (const c of customers) await directory.admitCustomer(ownerId, c, null);
}

const usersLink = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: /Users Portal/ });
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

/**
 * A control of the customers once the page takes a change again. The live list shows a change as
 * soon as it is made, but the page keeps its controls disabled until the backend has answered.
 */
async function whenEnabled(control: () => HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(control()).toBeEnabled());
  return control();
}

afterEach(() => {
  setViewportWidth(1280);
  vi.restoreAllMocks();
});

describe('the Users Portal page', { timeout: 30_000 }, () => {
  it('approves a pending customer, and the badge on the Users Portal link drops', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/users',
      member: eliteMember(),
      arrange: (app, id) => admit(app, id, customer('Ana Ruiz', 'pending', 3), customer('Beto Díaz', 'pending', 2), customer('Carla Gómez', 'active', 9)),
    });
    expect(await screen.findByRole('rowheader', { name: /Ana Ruiz/ })).toBeInTheDocument();
    await waitFor(() => expect(usersLink()).toHaveTextContent(/Users Portal\s*2/));
    expect(screen.getByText('2 awaiting approval')).toBeInTheDocument();
    expect(within(row('Ana Ruiz')).getByText('Awaiting approval')).toBeInTheDocument();

    await user.click(within(row('Ana Ruiz')).getByRole('button', { name: 'Approve: Ana Ruiz' }));
    await waitFor(() => expect(within(row('Ana Ruiz')).getByText('Active')).toBeInTheDocument());
    await waitFor(() => expect(usersLink()).toHaveTextContent(/Users Portal\s*1/));
    // Said once the backend has answered, which can be after the live list shows the change.
    expect(await screen.findByText('Done: 1 customer is active.')).toBeInTheDocument();
    expect(app.db.getDocument(['vMember', memberId, 'siteUsers', 'ana'])).toMatchObject({ status: 'active' });
  });

  it('shows the same badge in the bottom navigation at 375 px, where each customer is a card', async () => {
    await renderDashboard({
      path: '/dashboard/users',
      width: 375,
      member: eliteMember(),
      arrange: (app, id) => admit(app, id, customer('Ana Ruiz', 'pending', 3)),
    });
    const bottom = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    await waitFor(() => expect(within(bottom).getByRole('link', { name: /Users Portal/ })).toHaveTextContent(/1/));
    expect(within(bottom).getByText('1 awaiting approval')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: /Ana Ruiz/ });
    expect(within(row('Ana Ruiz')).getByRole('checkbox', { name: 'Select Ana Ruiz' })).toBeInTheDocument();
  });

  it('adds two selected customers to a group at once, and blocks and removes one after asking', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/users',
      member: eliteMember(),
      arrange: async (app, id) => {
        await app.port(SITE_CUSTOMERS).createGroup(id, 'VIP', Date.now());
        await app.port(SITE_CUSTOMERS).createGroup(id, 'Mañanas', Date.now());
        await admit(app, id, customer('Ana Ruiz', 'active', 3), customer('Beto Díaz', 'active', 2), customer('Carla Gómez', 'active', 1));
      },
    });
    await screen.findByRole('rowheader', { name: /Ana Ruiz/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Ruiz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carla Gómez' }));
    const bulk = screen.getByRole('group', { name: '2 customers selected' });
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Group for the selected' }), 'VIP');
    await user.click(within(bulk).getByRole('button', { name: 'Add to group' }));
    await waitFor(() => expect(within(row('Ana Ruiz')).getByRole('checkbox', { name: 'VIP' })).toBeChecked());
    expect(within(row('Carla Gómez')).getByRole('checkbox', { name: 'VIP' })).toBeChecked();
    expect(within(row('Beto Díaz')).getByRole('checkbox', { name: 'VIP' })).not.toBeChecked();
    expect(within(row('Beto Díaz')).getByText('No group')).toBeInTheDocument();
    const stored = (uid: string) => app.db.getDocument(['vMember', memberId, 'siteUsers', uid]) as { groups: string[]; status: string } | null;
    expect(stored('ana')?.groups).toHaveLength(1);
    expect(stored('carla')?.groups).toEqual(stored('ana')?.groups);

    // One customer's groups change from their own row too.
    await user.click(within(row('Beto Díaz')).getByText('Change groups'));
    await user.click(await whenEnabled(() => within(row('Beto Díaz')).getByRole('checkbox', { name: 'Mañanas' })));
    await waitFor(() => expect(within(row('Beto Díaz')).getByRole('checkbox', { name: 'Mañanas' })).toBeChecked());
    expect(within(row('Beto Díaz')).queryByText('No group')).not.toBeInTheDocument();

    await user.click(await whenEnabled(() => within(row('Beto Díaz')).getByRole('button', { name: 'Block: Beto Díaz' })));
    await waitFor(() => expect(within(row('Beto Díaz')).getByText('Blocked')).toBeInTheDocument());
    expect(stored('beto')?.status).toBe('blocked');

    await user.click(await whenEnabled(() => within(row('Beto Díaz')).getByRole('button', { name: 'Remove: Beto Díaz' })));
    const confirm = screen.getByRole('group', { name: 'Remove Beto Díaz from your customers?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Beto Díaz/ })).not.toBeInTheDocument());
    expect(stored('beto')).toBeNull();
  });

  it('searches and filters by status and group, and exports what is shown as CSV', async () => {
    const user = userEvent.setup();
    let csv: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      csv = blob;
      return 'blob:customers';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderDashboard({
      path: '/dashboard/users',
      member: eliteMember(),
      arrange: async (app, id) => {
        const vip = await app.port(SITE_CUSTOMERS).createGroup(id, 'VIP', Date.now());
        await admit(app, id, customer('José Pérez', 'active', 3, [vip]), customer('Beto Díaz', 'pending', 2), customer('=Carla, "la jefa"', 'blocked', 1, [vip]));
      },
    });
    await screen.findByRole('rowheader', { name: /José Pérez/ });
    const filters = screen.getByRole('search', { name: 'Filter customers' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Search' }), 'jose');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getByText('1 of 3 customers')).toBeInTheDocument();
    await user.clear(within(filters).getByRole('searchbox', { name: 'Search' }));

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Group' }), 'VIP');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'blocked');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), '');

    await user.click(screen.getByRole('button', { name: 'Export these (CSV)' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const text = await (csv as unknown as Blob).text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Status,Groups,Joined,Last visit');
    expect(lines).toHaveLength(4);
    // Newest first; a cell a spreadsheet would run as a formula is written as text.
    expect(lines[1]).toMatch(/^"'=Carla, ""la jefa""",carla@example.com,Blocked,VIP,"[^"]+",Not yet$/);
    expect(lines[2]).toMatch(/^José Pérez,jose@example.com,Active,VIP,"[^"]+","[^"]+"$/);
    expect(lines[3]).toBe('');
  });

  it('creates an invitation with groups and shows its link to copy, refusing a bad address at the field', async () => {
    const user = userEvent.setup();
    const { app, memberId, share } = await renderDashboard({
      path: '/dashboard/users',
      member: eliteMember(),
      arrange: async (app, id) => {
        await app.port(SITE_CUSTOMERS).createGroup(id, 'VIP', Date.now());
      },
    });
    const username = (app.db.getDocument(['vMember', memberId]) as { username: string }).username;
    const invite = await screen.findByRole('region', { name: 'Invite by email' });
    await user.type(within(invite).getByRole('textbox', { name: 'Their email' }), 'not-an-email');
    await user.click(within(invite).getByRole('button', { name: 'Create the invitation' }));
    expect(within(invite).getByRole('textbox', { name: 'Their email' })).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');

    await user.clear(within(invite).getByRole('textbox', { name: 'Their email' }));
    await user.type(within(invite).getByRole('textbox', { name: 'Their email' }), 'Rosa@Example.com');
    await user.click(await within(invite).findByRole('checkbox', { name: 'VIP' }));
    await user.click(within(invite).getByRole('button', { name: 'Create the invitation' }));
    expect(await within(invite).findByText('Invitation ready for rosa@example.com. Copy the link and send it to them:')).toBeInTheDocument();
    const link = within(invite).getByRole('textbox', { name: 'Invitation link' });
    const [stored] = app.db.listDocuments(['vMember', memberId, 'siteInvites']);
    expect(stored?.data).toMatchObject({ email: 'rosa@example.com', groups: [expect.any(String)] });
    expect((stored?.data['expiresAt'] as number) - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    expect(link).toHaveValue(`${window.location.origin}/s/${username}/portal?invite=${stored?.id}`);
    await user.click(within(invite).getAllByRole('button', { name: 'Copy link' })[0] as HTMLElement);
    expect(share.clipboard()).toBe(`${window.location.origin}/s/${username}/portal?invite=${stored?.id}`);
    expect(within(invite).getByText('Link copied.')).toBeInTheDocument();

    const pending = within(invite).getByRole('list');
    expect(within(pending).getByText('rosa@example.com')).toBeInTheDocument();
    expect(within(pending).getByText('Groups: VIP')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Remove: rosa@example.com' }));
    expect(await within(invite).findByText('No pending invitation.')).toBeInTheDocument();
  });

  it('saves the sign-up policy, and keeps the choice when saving fails', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/users', member: eliteMember() });
    const policy = await screen.findByRole('region', { name: 'Who may sign up' });
    expect(await within(policy).findByRole('radio', { name: /Approval required/ })).toBeChecked();

    app.db.setOffline(true);
    await user.click(within(policy).getByRole('radio', { name: /Invitation only/ }));
    await user.click(within(policy).getByRole('button', { name: 'Save the policy' }));
    expect(await within(policy).findByRole('alert')).toHaveTextContent('That did not work, and what you typed is kept. The service is unreachable right now.');
    expect(within(policy).getByRole('radio', { name: /Invitation only/ })).toBeChecked();
    app.db.setOffline(false);

    await user.click(within(policy).getByRole('button', { name: 'Save the policy' }));
    expect(await within(policy).findByText('Sign-up policy saved.')).toBeInTheDocument();
    expect(within(policy).queryByRole('alert')).not.toBeInTheDocument();
    expect(app.db.getDocument(['vMember', memberId, 'portal', 'settings'])).toEqual({ signUpPolicy: 'invitation' });
  });

  it('explains how customers join when there are none yet, with the portal address', async () => {
    const { app, memberId } = await renderDashboard({ path: '/dashboard/users', member: eliteMember() });
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    const username = (app.db.getDocument(['vMember', memberId]) as { username: string }).username;
    expect(screen.getByRole('textbox', { name: 'Your portal’s address' })).toHaveValue(`${window.location.origin}/s/${username}/portal`);
    await act(async () => {});
  });

  it('speaks Spanish', async () => {
    await renderDashboard({
      path: '/dashboard/users',
      language: 'ES',
      member: eliteMember(),
      arrange: (app, id) => admit(app, id, customer('Ana Ruiz', 'pending', 3)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal de usuarios' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: /Ana Ruiz/ });
    expect(within(row('Ana Ruiz')).getByText('Esperando aprobación')).toBeInTheDocument();
    expect(within(row('Ana Ruiz')).getByRole('button', { name: 'Aprobar: Ana Ruiz' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invitar por correo' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Con aprobación/ })).toBeChecked();
    await waitFor(() => expect(screen.getByText('1 esperando aprobación')).toBeInTheDocument());
  });

  it('is refused below Elite, saying the customers are kept', async () => {
    await renderDashboard({ path: '/dashboard/users', member: expiredMember(), arrange: (app, id) => admit(app, id, customer('Ana Ruiz', 'pending', 3)) });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing is deleted: your customers, groups, invitations and announcements are kept/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/settings/subscription');
    expect(screen.queryByText(/awaiting approval/)).not.toBeInTheDocument();
  });
});
