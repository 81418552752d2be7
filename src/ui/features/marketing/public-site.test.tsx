import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../../core/plans/plan-gates';
import { createMemoryApp } from '../../app/composition/memory.composition';
import { renderApp, seedAccount } from '../../testing/render-app';
import { INQUIRIES } from '../../../ports/inquiries.port';

/** The get-started links' names: the words they show, then what they start. */
const GET_STARTED = { EN: 'Get Started: create your website', ES: 'Crea tu sitio web' } as const;

describe('public site', () => {
  it('shows visitors the public navigation with Get Started leading to /entrar', async () => {
    renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Examples', 'Pricing', 'Contact', 'FAQs']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: GET_STARTED.EN })).toHaveAttribute('href', '/entrar');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A website your customers can find');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows signed-in members Home and Dashboard instead, once the session says so', async () => {
    const { app } = renderApp({ path: '/pricing' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: GET_STARTED.EN })).toBeInTheDocument();
    await act(async () => {
      await seedAccount(app, undefined, { signedIn: true });
    });
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard'));
    const memberNav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(memberNav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Dashboard']);
  });

  it.each(['EN', 'ES'] as const)('%s: shows a member signed in on this device Dashboard from the first render, never Get Started', async (language) => {
    const app = createMemoryApp();
    await seedAccount(app, undefined, { signedIn: true });
    // The member's dashboard was shown on this device, which leaves its snapshot.
    const first = renderApp({ app, path: '/dashboard' });
    await screen.findByTestId('dashboard');
    await waitFor(() => expect(app.shell.dashboardSnapshot.read()).not.toBeNull());
    first.unmount();

    const { releaseBackend } = renderApp({ app, path: '/pricing', backend: 'deferred', language });
    const labels = language === 'EN' ? { nav: 'Main navigation', dashboard: 'Dashboard', getStarted: GET_STARTED.EN } : { nav: 'Navegación principal', dashboard: 'Panel', getStarted: GET_STARTED.ES };
    const nav = await screen.findByRole('navigation', { name: labels.nav });
    expect(within(nav).getByRole('link', { name: labels.dashboard })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: labels.getStarted })).not.toBeInTheDocument();
    releaseBackend();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: labels.nav })).getByRole('link', { name: labels.dashboard })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: labels.getStarted })).not.toBeInTheDocument();

    // Signed out: the device forgets the member, and the visitor's header comes back.
    await act(async () => {
      await app.backend.auth.signOut();
    });
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: labels.nav })).getByRole('link', { name: labels.getStarted })).toBeInTheDocument());
    // The header forgets in an effect after it has drawn the visitor's variant.
    await waitFor(() => expect(app.shell.dashboardSnapshot.read()).toBeNull());
  });

  it.each([
    ['EN', ['Get Started', 'Get started'], (text: string) => `${text}: create your website`],
    ['ES', ['Crea tu sitio', 'Crea tu sitio'], (text: string) => `${text} web`],
  ] as const)('%s: names the get-started links by what they start, opening with the words they show', async (language, shown, nameOf) => {
    renderApp({ path: '/', language });
    const nav = await screen.findByRole('navigation', { name: language === 'EN' ? 'Main navigation' : 'Navegación principal' });
    const inNav = within(nav).getByRole('link', { name: nameOf(shown[0]) });
    const inHero = within(screen.getByRole('main')).getByRole('link', { name: nameOf(shown[1]) });
    // Out of context the name says what starts, and a voice user can say the words they see.
    expect([inNav.textContent, inHero.textContent]).toEqual(shown);
    for (const link of [inNav, inHero]) expect(link).toHaveAttribute('href', '/entrar');
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  }, 15_000);

  it('keeps the menu open when the header learns who is signed in', async () => {
    const user = userEvent.setup();
    const app = createMemoryApp();
    await seedAccount(app, undefined, { signedIn: true });
    // A first visit on this device: nothing says who is signed in until the backend has loaded.
    const { releaseBackend } = renderApp({ app, path: '/', width: 375, backend: 'deferred' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: GET_STARTED.EN })).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Close menu' });
    expect(menuButton).toHaveFocus();
    // The backend is asked for 2 s after the first paint; the header then learns who is signed
    // in, which must neither close a menu the visitor already opened nor take the focus away.
    releaseBackend();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toBe(menuButton);
    expect(menuButton).toHaveFocus();
  });

  it('switches the language everywhere, saves the choice and updates <html lang>', async () => {
    const user = userEvent.setup();
    const { app } = renderApp({ path: '/' });
    await screen.findByRole('link', { name: GET_STARTED.EN });
    await user.click(screen.getByRole('button', { name: 'ES' }));
    // The choice is kept at once; the page changes once the screens' Spanish strings are there.
    expect(app.shell.languagePreference.get()).toBe('ES');
    expect(within(await screen.findByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: GET_STARTED.ES })).toHaveAttribute('href', '/entrar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Un sitio web que tus clientes encuentran');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(app.shell.languagePreference.get()).toBe('EN');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
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
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Escribe un correo válido, como nombre@ejemplo.com.'));
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@');
    await user.type(screen.getByLabelText('Correo electrónico'), 'luna.test');
    await user.type(screen.getByLabelText('Mensaje'), 'Quiero un sitio para mi panadería.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Gracias, Ana!');
    expect(await app.port(INQUIRIES).list('all')).toMatchObject([
      { kind: 'contact', language: 'es', name: 'Ana', email: 'ana@luna.test', message: 'Quiero un sitio para mi panadería.', status: 'open' },
    ]);
  }, 15_000);

  it('says why a message could not be stored and keeps what was typed, then sends it', async () => {
    const user = userEvent.setup();
    const { app } = renderApp({ path: '/contact' });
    await user.type(await screen.findByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@luna.test');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    app.db.setOffline(true);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your message was not sent: .+ What you wrote is still here; please try again\.$/);
    expect(screen.getByLabelText('Your name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
    app.db.setOffline(false);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Ana!');
    expect(await app.port(INQUIRIES).list('all')).toHaveLength(1);
  }, 15_000);

  it('a message sent before the backend has loaded waits for it, busy, and is then stored', async () => {
    const user = userEvent.setup();
    const { app, releaseBackend } = renderApp({ path: '/contact', backend: 'deferred' });
    await user.type(await screen.findByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@luna.test');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Your name').closest('form')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
    releaseBackend();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Ana!');
    expect(await app.port(INQUIRIES).list('all')).toHaveLength(1);
  }, 15_000);

  it('thanks a bot that filled the hidden field and stores nothing', async () => {
    const user = userEvent.setup();
    const { app } = renderApp({ path: '/contact' });
    await user.type(await screen.findByLabelText('Your name'), 'Bot');
    await user.type(screen.getByLabelText('Email'), 'bot@spam.test');
    await user.type(screen.getByLabelText('Message'), 'Buy now');
    await user.type(screen.getByLabelText('Leave this field empty'), 'http://spam.test');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Bot!');
    expect(await app.port(INQUIRIES).list('all')).toEqual([]);
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

  it('shows a picture of each example site, each opening full size, in the page language', async () => {
    const user = userEvent.setup();
    const { path } = renderApp({ path: '/examples' });
    const bakery = await screen.findByRole('img', { name: 'The home page of the Luna Bakery example website' });
    expect(bakery).toHaveAttribute('src', '/images/examples/thumbs/bakery-en-800.webp');
    expect(bakery).toHaveAttribute('srcset', '/images/examples/thumbs/bakery-en-400.webp 400w, /images/examples/thumbs/bakery-en-800.webp 800w');
    expect(bakery).toHaveAttribute('sizes');
    // Sized, so the page does not move when it arrives; the first one is what a phone shows first.
    expect(bakery).toHaveAttribute('width', '800');
    expect(bakery).toHaveAttribute('height', '600');
    expect(bakery).toHaveAttribute('loading', 'eager');
    expect(bakery).toHaveAttribute('fetchpriority', 'high');
    // The list draws no site: no frame until one is opened full size.
    expect(document.querySelector('iframe')).toBeNull();
    const names = ['Luna Bakery', 'Rapid Flow Plumbing', 'Studio Bella', 'Taquería El Sol', 'Core Fitness', 'Green Roots Landscaping'];
    const ids = ['bakery', 'plumber', 'salon', 'taqueria', 'fitness', 'garden'];
    names.forEach((name, index) => {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      const picture = screen.getByRole('img', { name: `The home page of the ${name} example website` });
      expect(picture).toHaveAttribute('src', `/images/examples/thumbs/${ids[index]}-en-800.webp`);
      // Below the first row, pictures wait until the visitor scrolls near them.
      expect(picture).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');
    });
    expect(screen.getByText('Plumbing company · Basic plan')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'See it full size: Studio Bella' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Bella' })).toBeInTheDocument();
    expect(path()).toBe('/examples/salon');
    const full = screen.getByTitle('The Studio Bella example website');
    expect(full).toHaveAttribute('sandbox', '');
    expect(full.closest('[inert]')).toBeNull();
    expect(full.getAttribute('srcdoc')).toContain('Balayage');
    expect(screen.getByText(/Its contact form does not send anything here/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    expect(full.parentElement).toHaveClass('example-view__frame--mobile');

    // Switching the page language redraws the site in that language.
    await user.click(screen.getByRole('button', { name: 'ES' }));
    await waitFor(() => expect(screen.getByTitle('El sitio web de ejemplo de Studio Bella').getAttribute('srcdoc')).toContain('<html lang="es">'));
    expect(screen.getByTitle('El sitio web de ejemplo de Studio Bella').getAttribute('srcdoc')).toContain('Corte y peinado');
    await user.click(screen.getByRole('link', { name: 'Todos los ejemplos' }));
    const panaderia = await screen.findByRole('img', { name: 'La página de inicio del sitio web de ejemplo de Panadería Luna' });
    expect(panaderia).toHaveAttribute('src', '/images/examples/thumbs/bakery-es-800.webp');
    expect(screen.getByRole('link', { name: 'Verlo en grande: Panadería Luna' })).toHaveAttribute('href', '/examples/bakery');
  }, 15_000);

  it('sends an unknown example back to the list', async () => {
    const { path } = renderApp({ path: '/examples/not-a-business' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Examples' })).toBeInTheDocument();
    expect(path()).toBe('/examples');
  });

  it('keeps the website request on error and confirms it when complete', async () => {
    const user = userEvent.setup();
    const { app } = renderApp({ path: '/forms/website-intake' });
    await user.type(await screen.findByLabelText('Business name'), 'Luna Bakery');
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription('Enter a valid phone number (7 to 20 digits).'));
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription('Enter a valid phone number (7 to 20 digits).');
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
    expect(await app.port(INQUIRIES).list('all')).toMatchObject([
      { kind: 'website-intake', language: 'en', name: 'Ana Ruiz', intake: { businessName: 'Luna Bakery', businessType: 'bakery', pages: ['products'] } },
    ]);
  }, 20_000);
});
