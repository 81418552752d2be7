import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApp } from '../../app/composition/memory.composition';
import { renderApp, seedAccount } from '../../testing/render-app';
import { SITE_CONTENT } from '../../../ports/site-content.port';
import type { SiteContent } from '../../../core/site/site-content';
import { AppError } from '../../../core/errors/error-codes';

describe('/setup', () => {
  it('saves the public profile, leaves the setup flag alone and goes on to choosing a plan', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    const uid = await seedAccount(app, undefined, { signedIn: true });
    const { path } = renderApp({ app, path: '/setup' });
    const name = await screen.findByLabelText('Public name');
    await waitFor(() => expect(name).toHaveValue('Ana Ruiz'));
    await user.clear(name);
    await user.type(name, 'Luna Bakery');
    await user.type(screen.getByLabelText('Legal business name (optional)'), 'Luna Bakery LLC');
    await user.selectOptions(screen.getByLabelText('Website language'), 'ES');
    await user.clear(screen.getByLabelText('Theme colour'));
    await user.type(screen.getByLabelText('Theme colour'), '#aa3300');
    expect(screen.getByRole('list', { name: 'Getting started' })).toHaveTextContent(/About your business/);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // The spec's zero-day trial: a new member has no plan, so the next step is choosing one.
    await waitFor(() => expect(path()).toBe('/dashboard/settings/subscription'));
    expect(await app.backend.memberRecords.get(uid)).toMatchObject({
      namePublico: 'Luna Bakery',
      businessName: 'Luna Bakery LLC',
      phoneNumber: '555 010 2030',
      siteLanguage: 'ES',
      themeColor: '#AA3300',
      setup: false,
    });
  }, 15_000);

  it("offers the language the member signed up in as the website's, not the new record's default", async () => {
    const spanish = createMemoryApp();
    await seedAccount(spanish, undefined, { signedIn: true });
    const first = renderApp({ app: spanish, path: '/setup', language: 'ES' });
    await waitFor(() => expect(screen.getByLabelText('Nombre público')).toHaveValue('Ana Ruiz'));
    expect(screen.getByLabelText('Idioma del sitio web')).toHaveValue('ES');
    first.unmount();

    const english = createMemoryApp();
    await seedAccount(english, undefined, { signedIn: true });
    const second = renderApp({ app: english, path: '/setup' });
    await waitFor(() => expect(screen.getByLabelText('Public name')).toHaveValue('Ana Ruiz'));
    expect(screen.getByLabelText('Website language')).toHaveValue('EN');
    second.unmount();

    // A language the member chose before stays chosen, whatever the interface's.
    const chosen = createMemoryApp();
    const uid = await seedAccount(chosen, undefined, { signedIn: true });
    await chosen.backend.memberRecords.updateProfile(uid, { siteLanguage: 'ES' });
    renderApp({ app: chosen, path: '/setup' });
    await waitFor(() => expect(screen.getByLabelText('Public name')).toHaveValue('Ana Ruiz'));
    expect(screen.getByLabelText('Website language')).toHaveValue('ES');
  }, 15_000);

  it('builds a first draft from the example of the trade, in both languages, when asked in Spanish', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    const uid = await seedAccount(app, undefined, { signedIn: true });
    const { path } = renderApp({ app, path: '/setup', language: 'ES' });
    await waitFor(() => expect(screen.getByLabelText('Nombre público')).toHaveValue('Ana Ruiz'));
    await user.selectOptions(screen.getByLabelText('Idioma del sitio web'), 'ES');
    await user.selectOptions(screen.getByLabelText('Tipo de negocio'), 'salon');
    await user.type(screen.getByLabelText('Ciudad o colonia (opcional)'), 'Pilsen');
    await user.click(screen.getByLabelText('Escribir mi sitio en inglés y en español'));
    await user.clear(screen.getByLabelText('Color del tema'));
    await user.type(screen.getByLabelText('Color del tema'), '#AA3300');
    expect(screen.getByRole('button', { name: 'Empezar con un sitio en blanco' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Crear mi borrador' }));
    await waitFor(() => expect(path()).toBe('/dashboard/settings/subscription'));
    const content = await new Promise<SiteContent>((resolve) => {
      const stop = app.port(SITE_CONTENT).watchSiteContent(uid, (c) => {
        queueMicrotask(() => stop());
        resolve(c);
      });
    });
    expect(content.sections.services?.items[0]).toMatchObject({ name: 'Corte y peinado', toConfirm: true, i18n: { EN: { name: 'Cut and style' } } });
    expect(content.sections['social-links']?.contact.address.locality).toBe('Pilsen');
    // The example's look, but the colour the member picked.
    expect(await app.backend.memberRecords.get(uid)).toMatchObject({ siteLanguage: 'ES', themeColor: '#AA3300', coverTemplate: 2 });
    // A draft waits, unpublished, for the member's first publication.
    expect(await app.backend.memberRecords.get(uid)).toMatchObject({ published: false, draft: true });
  }, 15_000);

  it('goes on to My Web as soon as the device shows the draft, and still tells a refusal the server sends after', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp({ config: { trialDays: 14 } });
    const uid = await seedAccount(app, undefined, { signedIn: true });
    let refuse: (error: unknown) => void = () => undefined;
    const saveDraft = vi.spyOn(app.port(SITE_CONTENT), 'saveDraft').mockImplementation((_memberId, _draft, whenApplied) => {
      whenApplied?.();
      return new Promise((_resolve, reject) => (refuse = reject));
    });
    const { path } = renderApp({ app, path: '/setup' });
    await waitFor(() => expect(screen.getByLabelText('Public name')).toHaveValue('Ana Ruiz'));
    await user.selectOptions(screen.getByLabelText('Kind of business'), 'salon');
    await user.click(screen.getByRole('button', { name: 'Build my draft' }));
    // One write carries the profile and the whole draft.
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0]?.[0]).toBe(uid);
    expect(saveDraft.mock.calls[0]?.[1].member).toMatchObject({ phoneNumber: '555 010 2030', published: false, draft: true });
    refuse(new AppError('permission-denied'));
    expect(await screen.findByText("You don't have permission to do this.")).toBeInTheDocument();
  }, 15_000);

  it('waits for the server before the plan page, which can lead off to paying', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app, undefined, { signedIn: true });
    let store: () => void = () => undefined;
    vi.spyOn(app.port(SITE_CONTENT), 'saveDraft').mockImplementation((_memberId, _draft, whenApplied) => {
      whenApplied?.();
      return new Promise((resolve) => (store = resolve));
    });
    const { path } = renderApp({ app, path: '/setup' });
    await waitFor(() => expect(screen.getByLabelText('Public name')).toHaveValue('Ana Ruiz'));
    await user.selectOptions(screen.getByLabelText('Kind of business'), 'salon');
    await user.click(screen.getByRole('button', { name: 'Build my draft' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled());
    expect(path()).toBe('/setup');
    store();
    await waitFor(() => expect(path()).toBe('/dashboard/settings/subscription'));
  }, 15_000);

  it('fetches the draft’s code as soon as a trade is chosen, not on the tap that sends the form', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app, undefined, { signedIn: true });
    const prepare = vi.spyOn(app.backend.useCases.createFirstDraft, 'prepare');
    renderApp({ app, path: '/setup' });
    await waitFor(() => expect(screen.getByLabelText('Public name')).toHaveValue('Ana Ruiz'));
    expect(prepare).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Kind of business'), 'salon');
    expect(prepare).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('starts from a blank site in one tap, even with a kind of business chosen', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    const uid = await seedAccount(app, undefined, { signedIn: true });
    const { path } = renderApp({ app, path: '/setup' });
    await waitFor(() => expect(screen.getByLabelText('Public name')).toHaveValue('Ana Ruiz'));
    await user.selectOptions(screen.getByLabelText('Kind of business'), 'bakery');
    await user.click(screen.getByRole('button', { name: 'Start from a blank site' }));
    await waitFor(() => expect(path()).toBe('/dashboard/settings/subscription'));
    const content = await new Promise<SiteContent>((resolve) => {
      const stop = app.port(SITE_CONTENT).watchSiteContent(uid, (c) => {
        queueMicrotask(() => stop());
        resolve(c);
      });
    });
    expect(content.sections).toEqual({});
    // A blank site is published as sign-up left it: there is no draft to wait for.
    const record = await app.backend.memberRecords.get(uid);
    expect(record?.published).toBe(true);
    expect(record?.draft).toBeUndefined();
  }, 15_000);

  it('refuses a colour that is not #rrggbb in Spanish and keeps the input', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    const uid = await seedAccount(app, undefined, { signedIn: true });
    const { path } = renderApp({ app, path: '/setup', language: 'ES' });
    const color = await screen.findByLabelText('Color del tema');
    await waitFor(() => expect(screen.getByLabelText('Nombre público')).toHaveValue('Ana Ruiz'));
    await user.clear(color);
    await user.type(color, 'red;}body{{');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Usa un color como #1F6FEB.')).toBeInTheDocument();
    expect(color).toHaveValue('red;}body{');
    expect(path()).toBe('/setup');
    expect((await app.backend.memberRecords.get(uid))?.themeColor).toBe('#0D0D0D');
  }, 15_000);

  it('reports a failed save translated and keeps the input', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app, undefined, { signedIn: true });
    renderApp({ app, path: '/setup' });
    const name = await screen.findByLabelText('Public name');
    await waitFor(() => expect(name).toHaveValue('Ana Ruiz'));
    await user.type(name, ' Bakery');
    app.db.setOffline(true);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unreachable right now. Your input is kept; try again in a moment.');
    expect(name).toHaveValue('Ana Ruiz Bakery');
  }, 15_000);

  it('writes the member record when sign-up could not, with what the member typed', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    app.db.failNextWrites(1, 'unavailable');
    const uid = await seedAccount(app, undefined, { signedIn: true });
    expect(await app.backend.memberRecords.get(uid)).toBeNull();
    const { path } = renderApp({ app, path: '/setup' });
    await user.type(await screen.findByLabelText('Public name'), 'Luna Bakery');
    await user.type(screen.getByLabelText('Phone number'), '555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(path()).toBe('/dashboard/settings/subscription'));
    expect(await app.backend.memberRecords.get(uid)).toMatchObject({ id: uid, name: 'Luna Bakery', namePublico: 'Luna Bakery', phoneNumber: '555 123 4567', email: 'ana@luna.test', setup: false });
  }, 15_000);

  it('sends a member on a free trial straight to the dashboard', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp({ config: { trialDays: 14 } });
    await seedAccount(app, undefined, { signedIn: true });
    const { path } = renderApp({ app, path: '/setup' });
    const name = await screen.findByLabelText('Public name');
    await waitFor(() => expect(name).toHaveValue('Ana Ruiz'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  }, 15_000);

  it('sends visitors who are not signed in to sign in first', async () => {
    const { path } = renderApp({ path: '/setup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(path()).toBe('/entrar');
  }, 15_000);
});
