import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../core/time/time';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';
import { SAVE_ACK_TIMEOUT_MS } from '../../../core/editing/autosave.machine';
import { passTime } from '../../testing/timers';
import { formattersFor } from '../../services/use-format';
import { INQUIRIES } from '../../../ports/inquiries.port';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('myWeb', () => {
  it('shows the site link, published state and total views', async () => {
    await renderDashboard({
      member: { ...expiredMember(), domain: 'ana1234.sitio.app', published: true },
      arrange: async (app, id) => {
        await app.backend.siteAnalytics.recordView(id, '2024-05-01');
        await app.backend.siteAnalytics.recordView(id, '2024-05-02');
      },
    });
    expect(await screen.findByRole('link', { name: 'https://ana1234.sitio.app' })).toHaveAttribute('href', 'https://ana1234.sitio.app');
    expect(screen.getByText('Published: visitors can see your site.')).toBeInTheDocument();
    expect(await screen.findByText('2')).toBeInTheDocument();
  });
});

describe('myWeb under a takedown', () => {
  it('tells the member their site was taken down, and why, even while published', async () => {
    await renderDashboard({ member: { ...expiredMember(), published: true, suspended: true, suspensionReason: 'Phishing page' } });
    const alert = await screen.findByRole('alert', { name: 'Your site has been taken down' });
    expect(alert).toHaveTextContent('Reason: Phishing page');
  });

  it('says nothing of a takedown when there is none', async () => {
    await renderDashboard({ member: { ...expiredMember(), published: true } });
    expect(await screen.findByText('Published: visitors can see your site.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Your site has been taken down' })).not.toBeInTheDocument();
  });
});

describe('website studio', () => {
  it('lists the plan\'s sections, each linking to its editor', async () => {
    await renderDashboard({ path: '/dashboard/website-studio', member: expiredMember() });
    const main = await screen.findByRole('main', { name: 'Website studio' });
    expect(within(main).getAllByRole('listitem')).toHaveLength(9);
    expect(within(main).getByRole('link', { name: 'Name' })).toHaveAttribute('href', '/dashboard/website-studio/name');
  });

  it('refuses a section outside the plan', async () => {
    await renderDashboard({ path: '/dashboard/website-studio/videos', member: expiredMember() });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });
});

describe('notification dates', () => {
  it('are written in the interface language', async () => {
    const { container } = await renderDashboard({
      path: '/dashboard/notifications',
      language: 'ES',
      member: expiredMember(),
      arrange: async (app, id) => {
        await app.backend.messages.send(id, { title: 'Hola', body: 'Tu sitio está listo.' });
      },
    });
    await screen.findByText('Tu sitio está listo.');
    const time = container.querySelector('time');
    const at = Date.parse(time?.getAttribute('datetime') ?? '');
    expect(time?.textContent).toBe(formattersFor('es').dateTime(at));
    expect(time?.textContent).not.toBe(formattersFor('en').dateTime(at));
  });
});

describe('notifications push control', () => {
  it('registers the device token once permission is granted', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/notifications', member: expiredMember() });
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
    expect(await app.backend.pushTokens.list(memberId)).toHaveLength(1);
  });

  it('says so quietly where push is unsupported, and logs FCM error on failure', async () => {
    const user = userEvent.setup();
    const { push, logs } = await renderDashboard({ path: '/dashboard/notifications', member: expiredMember() });
    push.setSupported(false);
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(await screen.findByText('Push notifications are not available in this browser.')).toBeInTheDocument();
    expect(logs.messages('error')).not.toContain('FCM error');
  });

  it('logs FCM error when the token request fails', async () => {
    const user = userEvent.setup();
    const { push, logs } = await renderDashboard({ path: '/dashboard/notifications', member: expiredMember() });
    push.setPermission('granted');
    push.failNextTokenRequest();
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(await screen.findByText('Push notifications could not be turned on. Try again later.')).toBeInTheDocument();
    expect(logs.messages('error')).toContain('FCM error');
  });
});

describe('settings', () => {
  // A member whose trial runs can use the form. An expired one is blocked by the Pending payment
  // overlay, which comes once the subscriptions are read and takes the focus from a field being typed in.
  const inTrial = () => ({ activeUntil: Date.now() + 10 * DAY_MS });

  function choose(file: File) {
    fireEvent.change(screen.getByLabelText('Upload a new picture'), { target: { files: [file] } });
  }

  it.each([
    [new File(['<html><script>alert(1)</script></html>'], 'me.png', { type: 'image/png' }), 'This file is not the picture its name says it is.'],
    [new File(['<svg onload="alert(1)"/>'], 'me.svg', { type: 'image/svg+xml' }), 'Choose a PNG, JPEG or WebP picture.'],
    [new File([], 'me.png', { type: 'image/png' }), 'This file is empty.'],
    [new File([PNG, new Uint8Array(6 * 1024 * 1024)], 'me.png', { type: 'image/png' }), 'This picture is larger than 5 MB.'],
  ])('refuses a bad picture with a translated message and keeps the saved one (%#)', async (file, message) => {
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: expiredMember() });
    const before = (await app.backend.memberRecords.get(memberId))?.picture;
    await screen.findByRole('heading', { name: 'Settings' });
    choose(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect((await app.backend.memberRecords.get(memberId))?.picture).toBe(before);
  });

  it('uploads a good picture and saves its address', async () => {
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: expiredMember() });
    await screen.findByRole('heading', { name: 'Settings' });
    choose(new File([PNG], 'me.png', { type: 'image/png' }));
    // It shows in a circle: offered to be cropped square first, and kept whole here.
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload it whole' }));
    expect(await screen.findByText('Profile picture updated.')).toBeInTheDocument();
    expect((await app.backend.memberRecords.get(memberId))?.picture).toMatch(/^memory:\/\/vMember\/.+\/profilePicture\/\d+$/);
  });

  it('saves the contact details, and refuses a bad phone without losing saved data', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: { ...inTrial(), phoneNumber: '+1 555 0100' } });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '<script>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number (7 to 20 digits).')).toBeInTheDocument();
    expect((await app.backend.memberRecords.get(memberId))?.phoneNumber).toBe('+1 555 0100');

    await user.clear(phone);
    await user.type(phone, '+34 600 123 456');
    const siteLanguage = screen.getByRole('combobox', { name: 'Site language' });
    // Visitors choose their language on the site; this one is the texts' and the default.
    expect(siteLanguage).toHaveAccessibleDescription(/speaks both languages to visitors/);
    await user.selectOptions(siteLanguage, 'ES');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(await app.backend.memberRecords.get(memberId)).toMatchObject({ phoneNumber: '+34 600 123 456', siteLanguage: 'ES' });
  });

  it('shows the public name, business name and colour, and links to the studio, their one editor', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: { ...expiredMember(), namePublico: 'Panadería Ana', themeColor: '#1A2B3C' } });
    expect(await screen.findByTestId('settings-public-name')).toHaveTextContent('Panadería Ana');
    expect(screen.getByText('#1A2B3C')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Public name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Theme colour' })).toBeNull();
    // A change made in the studio shows here at once: the record is the one store.
    await app.backend.useCases.saveSiteSection.execute(memberId, 'name', { publicName: 'Sol', businessName: 'Sol LLC' });
    expect(await screen.findByText('Sol LLC')).toBeInTheDocument();
    expect(screen.getByTestId('settings-public-name')).toHaveTextContent('Sol');
    expect(screen.getByRole('link', { name: 'Edit the colour in the website studio' })).toHaveAttribute('href', '/dashboard/website-studio/styles');
    await user.click(screen.getByRole('link', { name: 'Edit the name in the website studio' }));
    expect(await screen.findByLabelText('Public name')).toHaveValue('Sol');
  });

  // The Firestore SDK answers a write only once the server has it: offline, the save just waits.
  it('says a save is waiting for the connection, keeps the input, guards leaving, and confirms once it lands', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: inTrial() });
    let reconnect = () => {};
    const connection = new Promise<void>((resolve) => {
      reconnect = resolve;
    });
    const useCase = app.backend.useCases.updateContactDetails;
    const send = useCase.execute.bind(useCase);
    vi.spyOn(useCase, 'execute').mockImplementation(async (...args) => {
      await connection;
      return send(...args);
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    const before = (await app.backend.memberRecords.get(memberId))?.phoneNumber;
    await user.clear(phone);
    await user.type(phone, '+34 600 123 456');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    const waiting = "You're offline. Your changes are kept on this page and will be saved when the connection returns; keep the page open until then.";

    await passTime(app, SAVE_ACK_TIMEOUT_MS - 1);
    expect(screen.queryByText(waiting)).toBeNull();
    await passTime(app, 1);
    expect(screen.getByText(waiting)).toBeInTheDocument();
    expect(phone).toHaveValue('+34 600 123 456');
    expect((await app.backend.memberRecords.get(memberId))?.phoneNumber).toBe(before);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    reconnect();
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect((await app.backend.memberRecords.get(memberId))?.phoneNumber).toBe('+34 600 123 456');
    // The guard is let go by an effect, which may run a moment after the confirmation is drawn.
    await waitFor(() => {
      const afterwards = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(afterwards);
      expect(afterwards.defaultPrevented).toBe(false);
    });
  });

  it('says the backend is unreachable when a save is refused, and keeps the input', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/settings', member: inTrial(), language: 'ES' });
    const phone = await screen.findByRole('textbox', { name: 'Teléfono' });
    await user.clear(phone);
    await user.type(phone, '+34 600 123 456');
    app.db.setOffline(true);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El servicio no responde ahora. Tus datos se conservan; inténtalo de nuevo en un momento.')).toBeInTheDocument();
    expect(phone).toHaveValue('+34 600 123 456');

    app.db.setOffline(false);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Tus cambios están guardados.')).toBeInTheDocument();
    expect((await app.backend.memberRecords.get(memberId))?.phoneNumber).toBe('+34 600 123 456');
  });
});

describe('admin page', () => {
  async function renderAdmin() {
    const now = Date.now();
    return renderDashboard({
      path: '/dashboard/admin',
      member: { ...expiredMember(now), admin: true, name: 'Root Admin' },
      arrange: async (app) => {
        const base = { setup: false, published: true, createdAt: now - 30 * DAY_MS, themeColor: '#0D0D0D', picture: '' };
        app.db.setDocument(['vMember', 'bakerbakerbaker'], { ...base, id: 'bakerbakerbaker', name: 'Bea Baker', email: 'bea@bakery.test', username: 'bakerba', activeUntil: now - DAY_MS, status: true, trial: true });
        app.db.setDocument(['vMember', 'floristflorist'], { ...base, id: 'floristflorist', name: 'Flo Florist', email: 'flo@flowers.test', username: 'florist', activeUntil: now - DAY_MS, status: false, trial: false, published: false });
      },
    });
  }

  it('searches and filters members', async () => {
    const user = userEvent.setup();
    await renderAdmin();
    expect(await screen.findByRole('rowheader', { name: /Bea Baker/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Flo Florist/ })).toBeInTheDocument();

    // Each filter reads the members again, and the table is empty until that read answers.
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or username' }), 'flowers');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([expect.stringContaining('Flo Florist')]));

    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'yes');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([expect.stringContaining('Root Admin')]));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'any');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Published' }), 'no');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([expect.stringContaining('Flo Florist')]));
  });

  it('fixes a member\'s status with the shared use-case', async () => {
    const user = userEvent.setup();
    const { app } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Fix status: Bea Baker' }));
    expect(await screen.findByText(/Bea Baker\.|action failed/)).toHaveTextContent('Status fixed for Bea Baker.');
    expect(await app.backend.memberRecords.get('bakerbakerbaker')).toMatchObject({ status: false, trial: false });
  });

  it('takes a site down with a reason and lifts the takedown', async () => {
    const user = userEvent.setup();
    const { app } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: /Extend trial \/ Send message: Bea Baker/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reason (the member will read it)' }), 'Phishing page');
    await user.click(screen.getByRole('button', { name: 'Take the site down' }));
    expect(await screen.findByText('Site of Bea Baker taken down.')).toBeInTheDocument();
    expect(await app.backend.memberRecords.get('bakerbakerbaker')).toMatchObject({ suspended: true, suspensionReason: 'Phishing page', published: true });
    expect(await screen.findByText('Taken down: Phishing page')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift the takedown' }));
    expect(await screen.findByText('Takedown of Bea Baker lifted.')).toBeInTheDocument();
    expect((await app.backend.memberRecords.get('bakerbakerbaker'))?.suspended).not.toBe(true);
  });

  it('shows requests from the marketing site and marks them handled', async () => {
    const user = userEvent.setup();
    const { app } = await renderDashboard({
      path: '/dashboard/admin',
      member: { ...expiredMember(), admin: true, name: 'Root Admin' },
      arrange: async (app) => {
        await app.port(INQUIRIES).submit({ kind: 'contact', language: 'es', name: 'Rosa Vega', email: 'rosa@example.com', message: '¿Hacen tiendas en línea?', intake: null });
      },
    });
    const inbox = await screen.findByRole('region', { name: 'Requests from the marketing site' });
    const request = await within(inbox).findByRole('article', { name: /Rosa Vega/ });
    expect(within(request).getByText('¿Hacen tiendas en línea?')).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', 'mailto:rosa@example.com');
    await user.click(within(request).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(within(inbox).queryByRole('article', { name: /Rosa Vega/ })).not.toBeInTheDocument());
    expect((await app.port(INQUIRIES).list('handled')).map((i) => i.name)).toEqual(['Rosa Vega']);
    await user.selectOptions(within(inbox).getByRole('combobox', { name: 'Show' }), 'handled');
    expect(await within(inbox).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('is refused to members who are not admins', async () => {
    await renderDashboard({ path: '/dashboard/admin', member: expiredMember() });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });
});

describe('Users Portal and Groups', () => {
  it('are real pages for an Elite member', async () => {
    const elite = await renderDashboard({ path: '/dashboard/groups', member: { activeUntil: Date.now() + 5 * DAY_MS } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create group' })).toBeInTheDocument();
    expect(screen.queryByText(/Not available yet/)).not.toBeInTheDocument();
    elite.unmount();

    await renderDashboard({ path: '/dashboard/users', member: { activeUntil: Date.now() + 5 * DAY_MS } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users Portal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    await act(async () => {});
  });
});
