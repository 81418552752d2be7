import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../../core/plans/plan-gates';
import { renderApp, seedAccount } from '../../testing/render-app';

describe('public site', { timeout: 20_000 }, () => {
  it('shows visitors the public navigation with Get Started leading to /entrar', async () => {
    renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Examples', 'Pricing', 'Contact', 'FAQs']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/entrar');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A website your customers can find');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows signed-in members Home and Dashboard instead, once the session says so', async () => {
    const { app } = renderApp({ path: '/pricing' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    await act(async () => {
      await seedAccount(app, undefined, { signedIn: true });
    });
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard'));
    const memberNav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(memberNav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Dashboard']);
  });

  it('hides the top navigation on /growth-offer but keeps the language switch', async () => {
    renderApp({ path: '/growth-offer' });
    expect(await screen.findByRole('heading', { level: 1, name: /Grow your business/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start with Professional' })).toHaveAttribute('href', '/entrar');
  });

  it('collapses the navigation into a menu button at 980 px', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', width: 980 });
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', { name: 'Pricing' })).toBeNull();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  }, 15_000);

  it('keeps the menu open when the header learns who is signed in', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', width: 375, backend: 'lazy' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // The backend is asked for 2 s after the first paint; the header is then swapped for the
    // session-aware one, which must not close a menu the visitor already opened.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  }, 15_000);

  it('switches the language everywhere, saves the choice and updates <html lang>', async () => {
    const user = userEvent.setup();
    const { app } = renderApp({ path: '/' });
    await screen.findByRole('link', { name: 'Get Started' });
    await user.click(screen.getByRole('button', { name: 'ES' }));
    expect(within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: 'Empezar' })).toHaveAttribute('href', '/entrar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Un sitio web que tus clientes encuentran');
    expect(app.shell.languagePreference.get()).toBe('ES');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(app.shell.languagePreference.get()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lists the three plans with the number of sections each unlocks and its price', async () => {
    renderApp({ path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    const plans = screen.getAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading', { level: 2 }).textContent)).toEqual(['Basic', 'Professional', 'Elite']);
    PLAN_CATALOGUE.forEach((entry, index) => {
      const plan = plans[index]!;
      expect(within(screen.getByTestId(`sections-${entry.tier}`)).getAllByRole('listitem')).toHaveLength(entry.studioSections.length);
      expect(plan).toHaveTextContent(`${entry.studioSections.length} website sections`);
    });
    expect(screen.getByTestId('sections-Basic').children).toHaveLength(9);
    expect(screen.getByTestId('sections-Professional').children).toHaveLength(11);
    expect(screen.getByTestId('sections-Elite').children).toHaveLength(16);
    expect(plans[0]).toHaveTextContent('12 US dollars per month');
    expect(plans[1]).toHaveTextContent('24 US dollars per month');
    expect(plans[2]).toHaveTextContent('48 US dollars per month');
    expect(within(plans[2]!).getByText('Users Portal for your clients')).toBeInTheDocument();
    expect(within(plans[0]!).queryByText('Forms to collect requests from customers')).toBeNull();
  });

  it('validates the contact form in Spanish, keeps the input and confirms a valid message', async () => {
    const user = userEvent.setup();
    const { app } = renderApp({ path: '/contact', language: 'ES' });
    await user.type(await screen.findByLabelText('Tu nombre'), 'Ana');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Escribe un correo válido, como nombre@ejemplo.com.');
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@');
    await user.type(screen.getByLabelText('Correo electrónico'), 'luna.test');
    await user.type(screen.getByLabelText('Mensaje'), 'Quiero un sitio para mi panadería.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Gracias, Ana!');
    expect((app.shell.logger as unknown as { messages(level: string): string[] }).messages('info')).toContain('Contact message from ana@luna.test (34 characters)');
  }, 15_000);

  it('answers FAQs with native disclosure widgets', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/faqs' });
    const question = await screen.findByText('How much does it cost?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/Basic is \$12 a month/)).toBeVisible();
  });

  it('shows example sites as described previews', async () => {
    renderApp({ path: '/examples' });
    expect(await screen.findByRole('img', { name: 'Preview of the website of Luna Bakery, a bakery' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Rapid Flow Plumbing/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Studio Bella, a hair salon/ })).toBeInTheDocument();
  });

  it('keeps the website request on error and confirms it when complete', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/forms/website-intake' });
    await user.type(await screen.findByLabelText('Business name'), 'Luna Bakery');
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription('Enter a valid phone number (digits, spaces, + and dashes).');
    expect(screen.getByText('Choose one of the options.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('Luna Bakery');
    await user.clear(screen.getByLabelText('Phone (optional)'));
    await user.type(screen.getByLabelText('Your name'), 'Ana Ruiz');
    await user.type(screen.getByLabelText('Email'), 'ana@luna.test');
    await user.selectOptions(screen.getByLabelText('Type of business'), 'bakery');
    await user.click(screen.getByLabelText('Products and prices'));
    await user.type(screen.getByLabelText('Describe your business and your customers'), 'Fresh bread every morning.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will contact you at ana@luna.test with a proposal for Luna Bakery.');
  }, 20_000);
});
