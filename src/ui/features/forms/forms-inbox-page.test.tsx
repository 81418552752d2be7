import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewFormSubmission } from '../../../core/forms/form-submission';
import { PUBLIC_SITES, type PublicSitesPort } from '../../../ports/public-sites.port';
import { SAVE_ACK_TIMEOUT_MS, SAVE_RETRY_MS } from '../../../core/editing/autosave.machine';
import { DAY_MS } from '../../../core/time/time';
import type { MemoryApp } from '../../app/composition/memory.composition';
import { expiredMember, renderDashboard, type RenderedDashboard } from '../../testing/render-dashboard';
import { passTime, pauseTyping } from '../../testing/timers';

const trialMember = () => ({ activeUntil: Date.now() + 5 * DAY_MS });
// The first role query of a file computes the styles of the whole dashboard in jsdom, which takes
// about a second on a busy machine: longer than the default wait.

function lead(name: string, minutesAgo: number, overrides: Partial<NewFormSubmission> = {}): NewFormSubmission {
  return {
    formId: 'quote',
    formTitle: 'Pide un presupuesto',
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    answers: [
      { id: 'fphone', label: 'Teléfono', type: 'phone', value: '+52 55 1234 5678' },
      { id: 'fmsg', label: 'Mensaje', type: 'long-text', value: `Pastel para ${name}` },
    ],
    createdAt: Date.now() - minutesAgo * 60_000,
    site: 'ana1234',
    language: 'es',
    ...overrides,
  };
}

async function store(app: MemoryApp, memberId: string, ...submissions: NewFormSubmission[]): Promise<void> {
  // Stored as the site server stores them.
  for (const s of submissions) await app.container.get<PublicSitesPort>(PUBLIC_SITES).saveFormSubmission(memberId, s);
}

describe('the forms inbox', () => {
  it('lists messages newest first with the unread badge, and opening one reads it and offers replies in the site language', async () => {
    const user = userEvent.setup();
    await renderDashboard({
      path: '/dashboard/forms',
      member: trialMember(),
      arrange: (app, id) => store(app, id, lead('Ana Ruiz', 30), lead('Beto Díaz', 5)),
    });
    const items = await screen.findAllByRole('link', { name: /Pide un presupuesto/ });
    expect(items.map((i) => within(i).getByText(/Ruiz|Díaz/).textContent)).toEqual(['Beto Díaz', 'Ana Ruiz']);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Forms/ })).toHaveTextContent('2'));

    await user.click(items[1] as HTMLElement);
    const view = await screen.findByRole('article', { name: 'Ana Ruiz' });
    expect(within(view).getByText('Pastel para Ana Ruiz')).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Email' })).toHaveAttribute('href', expect.stringContaining('body=Hola%20Ana%2C%20gracias%20por%20tu%20mensaje.'));
    expect(within(view).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/525512345678\?text=Hola/));
    expect(within(view).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+525512345678');
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Forms/ })).toHaveTextContent(/Forms\s*1/));

    await user.click(within(view).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Forms/ })).toHaveTextContent('2'));
  });

  it('searches, filters unread, and archives into the archive view', async () => {
    const user = userEvent.setup();
    await renderDashboard({
      path: '/dashboard/forms',
      member: trialMember(),
      arrange: (app, id) => store(app, id, lead('José Pérez', 30), lead('Beto Díaz', 5)),
    });
    await screen.findAllByRole('link', { name: /Pide un presupuesto/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jose');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Pide un presupuesto/ })).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 message');
    expect(screen.getByRole('button', { name: 'Export these (CSV)' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await user.click(screen.getAllByRole('link', { name: /Pide un presupuesto/ })[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Pide un presupuesto/ })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Archived', pressed: false }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Pide un presupuesto/ })).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Beto Díaz/ })).toBeInTheDocument();
  });

  it('tells a member with no messages how they arrive', async () => {
    await renderDashboard({ path: '/dashboard/forms', member: trialMember() });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the website studio' })).toHaveAttribute('href', '/dashboard/website-studio');
    expect(screen.getByRole('button', { name: 'Share your site' })).toBeInTheDocument();
  });

  it('stays readable below Professional, with a note and no way to change anything', async () => {
    const user = userEvent.setup();
    await renderDashboard({ path: '/dashboard/forms', language: 'ES', member: expiredMember(), arrange: (app, id) => store(app, id, lead('Ana Ruiz', 30)) });
    expect(await screen.findByRole('note')).toHaveTextContent('esta bandeja es de solo lectura');
    expect(screen.queryByRole('link', { name: 'Editar tus formularios' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Ana Ruiz/ }));
    const view = await screen.findByRole('article', { name: 'Ana Ruiz' });
    expect(within(view).queryByRole('button', { name: 'Archivar' })).not.toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Correo' })).toBeInTheDocument();
    await act(async () => {});
  });

  it('refuses the form builder below Professional', async () => {
    await renderDashboard({ path: '/dashboard/forms/edit', member: expiredMember(), arrange: (app, id) => store(app, id, lead('Ana Ruiz', 30)) });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });
});

const draftKey = (rendered: RenderedDashboard) => `sitio.formsDraft.${rendered.memberId}`;
const storedForms = (rendered: RenderedDashboard) => rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'forms']) as { forms: { title: string }[] } | null;

describe('the form builder', () => {
  afterEach(() => localStorage.clear());

  it('adds a form with a choice question and saves it for the public site', async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/forms/edit', member: trialMember() });
    await screen.findByRole('heading', { name: 'Contact form' });
    await user.click(screen.getByRole('button', { name: 'Add a form' }));
    const titles = screen.getAllByRole('textbox', { name: 'Title' });
    await user.type(titles[1] as HTMLElement, 'Book a visit');
    const questions = screen.getAllByRole('textbox', { name: 'Question' });
    await user.type(questions[questions.length - 1] as HTMLElement, 'Which day?');
    const types = screen.getAllByRole('combobox', { name: 'Type' });
    await user.selectOptions(types[types.length - 1] as HTMLElement, 'single-choice');
    await user.click(screen.getByRole('button', { name: 'Save forms' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need attention');
    expect(screen.getByText('This is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Options, one per line' }), 'Monday{enter}Friday');
    await user.click(screen.getByRole('button', { name: 'Save forms' }));
    expect(await screen.findByText('Your forms are saved and live on your site.')).toBeInTheDocument();
    const stored = app.db.getDocument(['vMember', memberId, 'site', 'forms']) as { forms: { title: string; fields: { label: string; options: string[] }[] }[] };
    expect(stored.forms.map((f) => f.title)).toEqual(['', 'Book a visit']);
    expect(stored.forms[1]?.fields[0]).toMatchObject({ label: 'Which day?', options: ['Monday', 'Friday'] });
  });

  it('saves after a pause in typing, keeping the edit on this device until the backend has it', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/forms/edit', member: trialMember() });
    const title = (await screen.findAllByRole('textbox', { name: 'Title' }))[0] as HTMLElement;
    await user.type(title, 'Escríbenos');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    await pauseTyping(rendered.app);
    expect(localStorage.getItem(draftKey(rendered))).toContain('Escríbenos');
    expect(await screen.findByText('Your forms are saved and live on your site.')).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    expect(storedForms(rendered)?.forms[0]?.title).toBe('Escríbenos');
    expect(localStorage.getItem(draftKey(rendered))).toBeNull();
  });

  it('keeps the draft when the backend does not answer, says so after the acknowledgement timeout, and saves once it answers', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/forms/edit', member: trialMember() });
    const title = (await screen.findAllByRole('textbox', { name: 'Title' }))[0] as HTMLElement;
    let reconnect = () => {};
    const connection = new Promise<void>((resolve) => {
      reconnect = resolve;
    });
    const useCase = rendered.app.backend.useCases.forms.saveSiteForms;
    const send = useCase.execute.bind(useCase);
    vi.spyOn(useCase, 'execute').mockImplementation(async (...args) => {
      await connection;
      return send(...args);
    });
    await user.type(title, 'Escríbenos');
    await user.click(screen.getByRole('button', { name: 'Save forms' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await passTime(rendered.app, SAVE_ACK_TIMEOUT_MS);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — kept on this device');
    expect(localStorage.getItem(draftKey(rendered))).toContain('Escríbenos');
    expect(storedForms(rendered)).toBeNull();

    reconnect();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(storedForms(rendered)?.forms[0]?.title).toBe('Escríbenos');
    expect(localStorage.getItem(draftKey(rendered))).toBeNull();
  });

  it('retries a save the backend could not take, on its own and with Try again now', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/forms/edit', member: trialMember() });
    const title = (await screen.findAllByRole('textbox', { name: 'Title' }))[0] as HTMLElement;
    const saves = vi.spyOn(rendered.app.backend.useCases.forms.saveSiteForms, 'execute');
    rendered.app.db.setOffline(true);
    await user.type(title, 'Escríbenos');
    await pauseTyping(rendered.app);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — kept on this device'));
    expect(localStorage.getItem(draftKey(rendered))).toContain('Escríbenos');
    expect(saves).toHaveBeenCalledTimes(1);

    // Still unreachable: the retry after a while fails again and keeps the draft.
    await passTime(rendered.app, SAVE_RETRY_MS);
    await waitFor(() => expect(saves).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — kept on this device'));
    expect(storedForms(rendered)).toBeNull();

    rendered.app.db.setOffline(false);
    await user.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(storedForms(rendered)?.forms[0]?.title).toBe('Escríbenos');
    expect(localStorage.getItem(draftKey(rendered))).toBeNull();
  });

  it('restores unsaved forms from this device and saves them', async () => {
    const rendered = await renderDashboard({
      path: '/dashboard/forms/edit',
      member: trialMember(),
      arrange: async (_app, id) => {
        const forms = [{ id: 'contact', title: 'Desde este teléfono', thankYou: '', fields: [{ id: 'fmessage', type: 'long-text', label: '', help: '', required: true, options: '' }] }];
        localStorage.setItem(`sitio.formsDraft.${id}`, JSON.stringify({ raw: forms, editedAt: 1 }));
      },
    });
    expect(await screen.findByText('Unsaved changes from this device were restored.')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Title' })[0]).toHaveValue('Desde este teléfono');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(storedForms(rendered)?.forms[0]?.title).toBe('Desde este teléfono');
  });

  it('ignores a kept draft that no longer has the shape of forms', async () => {
    await renderDashboard({
      path: '/dashboard/forms/edit',
      member: trialMember(),
      arrange: async (_app, id) => {
        localStorage.setItem(`sitio.formsDraft.${id}`, JSON.stringify({ raw: [{ id: 'contact', fields: 'broken' }], editedAt: 1 }));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes from this device were restored.')).not.toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved');
  });
});
