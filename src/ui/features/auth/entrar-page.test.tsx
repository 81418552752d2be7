import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newMemberRecord } from '../../../core/member/new-member-record';
import { createMemoryApp } from '../../app/composition/memory.composition';
import { renderApp, seedAccount } from '../../testing/render-app';

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, labels: { name: string; email: string; phone: string; password: string }, values: { name: string; email: string; phone: string; password: string }) {
  if (values.name) await user.type(screen.getByLabelText(labels.name), values.name);
  if (values.email) await user.type(screen.getByLabelText(labels.email), values.email);
  if (values.phone) await user.type(screen.getByLabelText(labels.phone), values.phone);
  if (values.password) await user.type(screen.getByLabelText(labels.password), values.password);
}

const EN = { name: 'Your name', email: 'Email', phone: 'Phone number', password: 'Password' };
const ES = { name: 'Tu nombre', email: 'Correo electrónico', phone: 'Número de teléfono', password: 'Contraseña' };

describe('/entrar', () => {
  it('signs up, writes the member record the core describes and continues to /setup', async () => {
    const user = userEvent.setup();
    const { app, path } = renderApp({ path: '/entrar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your website' })).toBeInTheDocument();
    await fillSignUp(user, EN, { name: '  Ana  Ruiz ', email: 'ana@luna.test', phone: '+1 555 010 2030', password: 'secret-123' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(path()).toBe('/setup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your website' })).toBeInTheDocument();

    const uid = app.db.findUserByEmail('ana@luna.test')!.uid;
    const record = await app.backend.memberRecords.get(uid);
    expect(record).not.toBeNull();
    const expected = newMemberRecord({ uid, email: 'ana@luna.test', displayName: 'Ana Ruiz', phoneNumber: '+1 555 010 2030' }, app.shell.config, record!.activeUntil);
    expect(record).toEqual({ ...expected, createdAt: record!.createdAt });
    expect(Math.abs(record!.createdAt! - record!.activeUntil)).toBeLessThan(1000);
    expect(record).toMatchObject({ setup: false, verified: false, status: false, trial: false, themeColor: '#0D0D0D', siteLanguage: 'EN', accountType: 'business' });
  }, 15_000);

  it('translates validation errors in English and Spanish and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/entrar?mode=signup' });
    await screen.findByRole('heading', { level: 1, name: 'Create your website' });
    await fillSignUp(user, EN, { name: 'Ana', email: 'ana@luna', phone: '12', password: '123' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid phone number (7 to 20 digits).'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Use at least 6 characters.'));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@luna');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'ES' }));
    // The switch may first fetch the Spanish strings of the screens loaded so far.
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Escribe un correo válido, como nombre@ejemplo.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(expect.stringContaining('Usa al menos 6 caracteres.'));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@luna');
  }, 15_000);

  it('translates provider errors in Spanish and keeps the input', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app);
    renderApp({ app, path: '/entrar?mode=signup', language: 'ES' });
    await screen.findByRole('heading', { level: 1, name: 'Crea tu sitio web' });
    await fillSignUp(user, ES, { name: 'Ana', email: 'ana@luna.test', phone: '5550102030', password: 'secret-123' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con este correo. Inicia sesión.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@luna.test');
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Ana');
  }, 15_000);

  it('signs in and goes to the dashboard; a wrong password is reported in English', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app);
    const { path } = renderApp({ app, path: '/entrar?mode=signin' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.type(screen.getByLabelText('Email'), 'ana@luna.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@luna.test');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  }, 15_000);

  it("tells a business's customer, in Spanish, that their account is not a member's, and opens no dashboard", async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    const customer = app.db.addUser({ email: 'cliente@luna.test', password: 'secret-123' });
    app.db.mergeClaims(customer.uid, { siteCustomer: true });
    const { path } = renderApp({ app, path: '/entrar?mode=signin', language: 'ES' });
    await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'cliente@luna.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta es una cuenta de cliente del sitio web de un negocio. Inicia sesión en el área de clientes de ese sitio');
    expect(path()).toBe('/entrar');
    expect(await app.backend.memberRecords.get(customer.uid)).toBeNull();
  }, 15_000);

  it('keeps what was typed while the backend is still loading, and signs in once it arrives', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app);
    const { path, releaseBackend } = renderApp({ app, path: '/entrar?mode=signin', backend: 'deferred' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.type(screen.getByLabelText('Email'), 'ana@luna.test');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    releaseBackend();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveValue('ana@luna.test');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  }, 15_000);

  it('keeps the field being typed in, and the keys typed next, when the backend arrives mid-word', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    const { releaseBackend } = renderApp({ app, path: '/entrar', backend: 'deferred' });
    await screen.findByRole('heading', { level: 1, name: 'Create your website' });
    const name = screen.getByLabelText('Your name');
    await user.type(name, 'Salón ');
    await act(async () => releaseBackend());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
    // The same field, still focused: what is typed next lands in it.
    expect(screen.getByLabelText('Your name')).toBe(name);
    expect(name).toHaveFocus();
    await user.keyboard('Luna');
    expect(name).toHaveValue('Salón Luna');
  }, 15_000);

  it('returns to the page the member was sent from', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app);
    const { path } = renderApp({ app, path: '/entrar', state: { from: '/dashboard/settings' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@luna.test');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(path()).toBe('/dashboard/settings'));
  }, 15_000);

  it('answers a password reset the same way for known and unknown addresses', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app);
    renderApp({ app, path: '/entrar?mode=reset' });
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await user.type(screen.getByLabelText('Email'), 'ana@luna.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const known = (await screen.findByRole('status')).textContent?.replace('ana@luna.test', '<email>');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nobody@luna.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('nobody@luna.test'));
    expect(screen.getByRole('status').textContent?.replace('nobody@luna.test', '<email>')).toBe(known);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);

  it('says the services are not initialised when the backend cannot load, keeping the input', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/entrar?mode=signin', backend: 'broken', language: 'ES' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicios de Firebase no inicializados. Intenta recargar la página.');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@luna.test');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@luna.test');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  });

  it('keeps a new account usable when its record cannot be written, and the next sign-in writes it', async () => {
    const user = userEvent.setup();
    const { app, path } = renderApp({ path: '/entrar' });
    await screen.findByRole('heading', { level: 1, name: 'Create your website' });
    await fillSignUp(user, EN, { name: 'Ana', email: 'ana@luna.test', phone: '5550102030', password: 'secret-123' });
    app.db.failNextWrites(1, 'unavailable');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(path()).toBe('/setup'));
    expect(await screen.findByText(/Your account is ready, but we could not finish saving your profile/)).toBeInTheDocument();
    const uid = app.db.findUserByEmail('ana@luna.test')!.uid;
    expect(await app.backend.memberRecords.get(uid)).toBeNull();

    await act(async () => {
      await app.backend.useCases.signOut.execute();
      await app.backend.useCases.signIn.execute({ email: 'ana@luna.test', password: 'secret-123' });
    });
    expect(await app.backend.memberRecords.get(uid)).toMatchObject({ id: uid, setup: false });
  }, 15_000);
});
