import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_ACK_TIMEOUT_MS, SAVE_DEBOUNCE_MS } from '../../../core/editing/autosave.machine';
import type { StudioSection } from '../../../core/plans/plan-gates';
import { NO_CONTACT } from '../../../core/site/contact-essentials';
import { NO_SEARCH_TEXT } from '../../../core/site/search-text';
import { isProjectedSection, projectedSectionOf } from '../../../core/site/projected-sections';
import { publicMemberFields } from '../../../core/site/public-projection';
import { DAY_MS } from '../../../core/time/time';
import { expiredMember, renderDashboard, type RenderedDashboard } from '../../testing/render-dashboard';
import { passTime, pauseTyping } from '../../testing/timers';
import { PREVIEW_DEBOUNCE_MS } from './site-preview';

/** A member in trial: Elite, every section open. */
const elite = () => ({ activeUntil: Date.now() + 10 * DAY_MS, domain: 'ana1234.sitio.app', username: 'ana1234' });
// Saves wait on the simulated clock, not here: this only covers the editor's lazy first import,
// which takes seconds on a busy machine.

/** What the backend holds for a section; name and styles are public fields of the member record. */
function stored(rendered: RenderedDashboard, section: StudioSection): Record<string, unknown> | null {
  if (isProjectedSection(section)) {
    const record = rendered.app.db.getDocument(['vMember', rendered.memberId]);
    return record === null ? null : { ...projectedSectionOf(section, publicMemberFields(record)) };
  }
  return rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', section]);
}

function projection(rendered: RenderedDashboard): Record<string, unknown> | null {
  return rendered.app.db.getDocument(['publicSites', String(rendered.app.db.getDocument(['vMember', rendered.memberId])?.username)]);
}

function draftKey(rendered: RenderedDashboard, section: string): string {
  return `sitio.studioDraft.${rendered.memberId}.${section}`;
}

/** The member pauses, the autosave sends, and the status line says it is saved. */
async function saved(rendered: RenderedDashboard) {
  await pauseTyping(rendered.app);
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
}

async function previewContains(text: string) {
  await waitFor(() => expect(screen.getByTestId('site-preview').getAttribute('srcdoc') ?? '').toContain(text));
}

afterEach(() => localStorage.clear());

/** An IntersectionObserver the test moves: `show(true)` brings every watched element into sight. */
function watchedSight() {
  const watching = new Set<{ readonly callback: IntersectionObserverCallback; readonly element: Element }>();
  class TestObserver {
    private readonly mine = new Set<{ readonly callback: IntersectionObserverCallback; readonly element: Element }>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      const entry = { callback: this.callback, element };
      this.mine.add(entry);
      watching.add(entry);
    }
    disconnect() {
      for (const entry of this.mine) watching.delete(entry);
      this.mine.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', TestObserver);
  return {
    watched: () => watching.size,
    show(visible: boolean) {
      act(() => {
        for (const { callback, element } of watching) callback([{ isIntersecting: visible, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    },
  };
}

describe('website studio editors', { timeout: 30_000 }, () => {
  it('edits the name, saves it, and shows it in the preview', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/name', member: elite() });
    const field = await screen.findByLabelText('Public name');
    await user.clear(field);
    await user.type(field, 'Panadería Sol');
    await saved(rendered);
    expect(stored(rendered, 'name')).toMatchObject({ publicName: 'Panadería Sol' });
    expect(projection(rendered)).toMatchObject({ namePublico: 'Panadería Sol' });
    expect(rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'name'])).toBeNull();
    await previewContains('Panadería Sol');
    expect(localStorage.getItem(draftKey(rendered, 'name'))).toBeNull();
  });

  it('refuses an oversized name with a message and keeps the draft', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/name', member: elite() });
    const field = await screen.findByLabelText('Public name');
    const before = stored(rendered, 'name');
    fireEvent.change(field, { target: { value: 'x'.repeat(5000) } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(stored(rendered, 'name')).toEqual(before);
    expect(localStorage.getItem(draftKey(rendered, 'name'))).toContain('xxxx');
  });

  it('accepts only #rrggbb theme colours', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/styles', member: elite() });
    const colour = await screen.findByRole('textbox', { name: 'Theme colour' });
    const before = stored(rendered, 'styles');
    fireEvent.change(colour, { target: { value: 'red;}body{display:none' } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Use a colour like #1F6FEB.')).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved: fix the fields marked below');
    expect(stored(rendered, 'styles')).toEqual(before);
    fireEvent.change(colour, { target: { value: '#1f6feb' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'Lato' } });
    await saved(rendered);
    expect(stored(rendered, 'styles')).toMatchObject({ themeColor: '#1F6FEB', font: 'Lato' });
    await previewContains('#1F6FEB');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>'])('refuses the social link %s', async (link) => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/social-links', member: elite() });
    fireEvent.change(await screen.findByLabelText('Facebook'), { target: { value: link } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Use a safe web address starting with https://.')).toBeInTheDocument();
    expect(stored(rendered, 'social-links')).toBeNull();
  });

  it('checks social links per network and saves a good one', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/social-links', member: elite() });
    const instagram = await screen.findByLabelText('Instagram');
    fireEvent.change(instagram, { target: { value: 'https://facebook.com/sol' } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('This link is not on that network.')).toBeInTheDocument();
    fireEvent.change(instagram, { target: { value: 'https://instagram.com/sol' } });
    await saved(rendered);
    expect(stored(rendered, 'social-links')).toEqual({ links: { instagram: 'https://instagram.com/sol' }, contact: NO_CONTACT });
  });

  it('keeps a contact item off the site until it is turned on, and says what is wrong with a phone', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/social-links', member: elite() });
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: 'call me' } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Enter a phone number like +1 312 555 0100.')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '+1 312 555 0100' } });
    fireEvent.click(screen.getByLabelText('Show a button to call this number'));
    fireEvent.click(screen.getByLabelText('Show the address, with a link that opens maps'));
    await pauseTyping(rendered.app);
    // Turned on with nothing in it: the address is asked for, and nothing is lost meanwhile.
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    const address = screen.getByRole('group', { name: 'Address' });
    fireEvent.change(within(address).getByLabelText('Street and number'), { target: { value: '12 Main St' } });
    fireEvent.change(within(address).getByLabelText('Town or city'), { target: { value: 'Springfield' } });
    fireEvent.change(within(address).getByLabelText('State or region'), { target: { value: 'IL' } });
    fireEvent.change(within(address).getByLabelText('ZIP or postal code'), { target: { value: '62701' } });
    fireEvent.change(within(address).getByLabelText('Country'), { target: { value: 'US' } });
    fireEvent.change(screen.getByLabelText('Type of business'), { target: { value: 'Bakery' } });
    // A pin off the globe is refused, with the range in the member's words.
    fireEvent.change(screen.getByLabelText('Latitude (e.g. 41.9212)'), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('Longitude (e.g. -87.6937)'), { target: { value: '-89.65' } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Enter a latitude between -90 and 90, like 41.9212.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Latitude (e.g. 41.9212)'), { target: { value: '39.8017' } });
    await saved(rendered);
    expect(stored(rendered, 'social-links')).toEqual({
      links: {},
      contact: {
        ...NO_CONTACT,
        phone: '+1 312 555 0100',
        showPhone: true,
        address: { street: '12 Main St', locality: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
        showAddress: true,
        pin: { latitude: 39.8017, longitude: -89.65 },
        category: 'Bakery',
      },
    });
    await previewContains('<address>12 Main St<br>Springfield, IL 62701, US</address>');
    await previewContains('"@type":"Bakery"');
  });

  it('shows an address kept as one block of text in the street field, and saves it in parts', async () => {
    const rendered = await renderDashboard({
      path: '/dashboard/website-studio/social-links',
      member: elite(),
      arrange: async (app, id) => {
        app.db.setDocument(['vMember', id, 'site', 'social-links'], { links: {}, contact: { address: '214 Main St\nSpringfield, IL 62701', showAddress: true } });
      },
    });
    const street = await screen.findByLabelText('Street and number');
    await waitFor(() => expect(street).toHaveValue('214 Main St\nSpringfield, IL 62701'));
    await previewContains('<address>214 Main St<br>Springfield, IL 62701</address>');
    fireEvent.change(street, { target: { value: '214 Main St' } });
    fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: 'Springfield' } });
    await saved(rendered);
    expect(stored(rendered, 'social-links')).toMatchObject({ contact: { address: { street: '214 Main St', locality: 'Springfield', region: '', postalCode: '', country: '' }, showAddress: true } });
  });

  it('keeps markup typed or pasted into rich text out of the site, and refuses javascript: links', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/about-us', member: elite() });
    const area = await screen.findByRole('textbox', { name: 'About us' });
    area.innerHTML =
      '<p>Fresh <b>bread</b> <img src=x onerror="alert(1)"><svg onload="alert(2)"></svg><iframe srcdoc="<script>alert(3)</script>"></iframe><script>alert(4)</script><a href="javascript:alert(5)">daily</a></p>';
    fireEvent.input(area);
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Use a safe web address starting with https://.')).toBeInTheDocument();
    expect(stored(rendered, 'about-us')).toBeNull();

    area.innerHTML = '<p>Fresh <b>bread</b> &lt;script&gt;alert(1)&lt;/script&gt; <a href="https://sol.example/menu">daily</a></p><ul><li>Rye</li><li>Spelt</li></ul>';
    fireEvent.input(area);
    await saved(rendered);
    expect(stored(rendered, 'about-us')).toEqual({
      body: {
        blocks: [
          {
            type: 'paragraph',
            runs: [{ text: 'Fresh ' }, { text: 'bread', bold: true }, { text: ' <script>alert(1)</script> ' }, { text: 'daily', href: 'https://sol.example/menu' }],
          },
          { type: 'bulletList', items: [{ runs: [{ text: 'Rye' }] }, { runs: [{ text: 'Spelt' }] }] },
        ],
      },
      search: NO_SEARCH_TEXT,
    });
    await previewContains('&lt;script&gt;alert(1)&lt;/script&gt;');
    const html = screen.getByTestId('site-preview').getAttribute('srcdoc') ?? '';
    // The only script element is the LocalBusiness JSON-LD data block, which never runs.
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")|onerror|onload=|javascript:/i);
    expect(screen.getByTestId('site-preview')).toHaveAttribute('sandbox', '');
  });

  it('writes the title and description search results show, and refuses a title too long for them', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/about-us', member: elite() });
    const title = await screen.findByLabelText('Page title (up to 60 characters)');
    fireEvent.change(title, { target: { value: 'x'.repeat(61) } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText(/too long/i)).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Sol Bakery · sourdough in Springfield' } });
    fireEvent.change(screen.getByLabelText('Description (up to 160 characters)'), { target: { value: 'Bread and conchas baked every morning.' } });
    await saved(rendered);
    expect(stored(rendered, 'about-us')).toMatchObject({ search: { title: 'Sol Bakery · sourdough in Springfield', description: 'Bread and conchas baked every morning.' } });
    await previewContains('<title>Sol Bakery · sourdough in Springfield</title>');
    await previewContains('<meta name="description" content="Bread and conchas baked every morning.">');
  });

  it('saves nothing when focus leaves the rich text without a change', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({
      path: '/dashboard/website-studio/about-us',
      member: elite(),
      arrange: async (app, id) => {
        await app.backend.useCases.saveSiteSection.execute(id, 'about-us', { body: { blocks: [{ type: 'paragraph', runs: [{ text: 'Fresh ' }, { text: 'bread', bold: true }] }] } });
      },
    });
    const area = await screen.findByRole('textbox', { name: 'About us' });
    await waitFor(() => expect(area).toHaveTextContent('Fresh bread'));
    await user.click(area);
    await user.tab();
    expect(area).not.toHaveFocus();
    expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved');
    expect(localStorage.getItem(draftKey(rendered, 'about-us'))).toBeNull();
  });

  it('adds, fills and saves a product with a price, refusing a bad price first', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/products', member: elite() });
    await user.click(await screen.findByRole('button', { name: 'Add a product' }));
    const item = screen.getByRole('group', { name: 'Product 1' });
    await user.type(within(item).getByLabelText('Name'), 'Sourdough');
    await user.type(within(item).getByLabelText('Price (optional)'), '4,5x');
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Enter a price like 12.50.')).toBeInTheDocument();
    await user.clear(within(item).getByLabelText('Price (optional)'));
    await user.type(within(item).getByLabelText('Price (optional)'), '4.50');
    await saved(rendered);
    expect(stored(rendered, 'products')).toEqual({ items: [{ id: expect.any(String), name: 'Sourdough', description: '', price: 4.5, currency: 'USD', image: '' }] });
    await previewContains('Sourdough');
  });

  it('saves opening hours with a closed day and a holiday exception', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/hours', member: elite() });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    fireEvent.change(within(monday).getByLabelText('Opens'), { target: { value: '07:30' } });
    await user.click(within(screen.getByRole('group', { name: 'Tuesday' })).getByLabelText('Closed'));
    await user.click(screen.getByRole('button', { name: 'Add a special day' }));
    const special = screen.getByRole('group', { name: 'Special day 1' });
    fireEvent.change(within(special).getByLabelText('Date'), { target: { value: '2026-12-25' } });
    await user.type(within(special).getByLabelText('Name (e.g. Christmas)'), 'Christmas');
    await saved(rendered);
    const hours = stored(rendered, 'hours') as { week: Record<string, unknown>; exceptions: unknown[] };
    expect(hours.week.monday).toEqual({ closed: false, open: '07:30', close: '17:00' });
    expect(hours.week.tuesday).toEqual({ closed: true, open: '', close: '' });
    expect(hours.exceptions).toEqual([{ id: expect.any(String), date: '2026-12-25', label: 'Christmas', closed: true, open: '', close: '' }]);
  });

  it('takes YouTube and Vimeo links only', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/videos', member: elite() });
    await user.click(await screen.findByRole('button', { name: 'Add a video' }));
    const link = screen.getByLabelText('YouTube or Vimeo link');
    fireEvent.change(link, { target: { value: 'https://evil.example/watch?v=dQw4w9WgXcQ' } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Use a YouTube or Vimeo link.')).toBeInTheDocument();
    fireEvent.change(link, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    await saved(rendered);
    expect(stored(rendered, 'videos')).toEqual({ videos: [{ id: expect.any(String), provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: '' }] });
  });

  it('takes https payment links only', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/payment-links', member: elite() });
    await user.click(await screen.findByRole('button', { name: 'Add a payment link' }));
    await user.type(screen.getByLabelText('Button text'), 'Pay a deposit');
    fireEvent.change(screen.getByLabelText('Payment page address'), { target: { value: 'http://pay.example/sol' } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Use a safe web address starting with https://.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Payment page address'), { target: { value: 'https://pay.example/sol' } });
    await saved(rendered);
    expect(stored(rendered, 'payment-links')).toEqual({ links: [{ id: expect.any(String), label: 'Pay a deposit', url: 'https://pay.example/sol' }] });
  });

  it.each<[StudioSection, string, string, string]>([
    ['articles', 'Add an article', 'Title', 'Opening day'],
    ['services', 'Add a service', 'Name', 'Catering'],
    ['events', 'Add an event', 'Title', 'Bread class'],
    ['team', 'Add a person', 'Name', 'Luz Ortega'],
    ['albums', 'Add an album', 'Album name', 'Summer'],
    ['they-trust-us', 'Add a testimonial', 'Who said it', 'Marta'],
  ])('edits and saves %s', async (section, add, label, value) => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: `/dashboard/website-studio/${section}`, member: elite() });
    await user.click(await screen.findByRole('button', { name: add }));
    if (section === 'they-trust-us') await user.type(screen.getByLabelText('What they said'), 'Best bread in town.');
    await user.type(screen.getByLabelText(label), value);
    await saved(rendered);
    expect(JSON.stringify(stored(rendered, section))).toContain(value);
  });

  it('edits the gallery and additional info', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/additional-info', member: elite() });
    const area = await screen.findByRole('textbox', { name: 'Additional information' });
    area.innerHTML = '<p>Parking <i>behind</i> the shop.</p>';
    fireEvent.input(area);
    await saved(rendered);
    expect(stored(rendered, 'additional-info')).toEqual({ body: { blocks: [{ type: 'paragraph', runs: [{ text: 'Parking ' }, { text: 'behind', italic: true }, { text: ' the shop.' }] }] } });
  });

  it('uploads a gallery image through file storage and refuses an HTML file named .png', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/gallery', member: elite() });
    await user.click(await screen.findByRole('button', { name: 'Add an image' }));
    const input = screen.getByLabelText('Image');
    await user.upload(input, new File(['<html><script>alert(1)</script></html>'], 'cat.png', { type: 'image/png' }));
    expect(await screen.findByText('This file is not the image it claims to be.')).toBeInTheDocument();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    await user.upload(input, new File([png], 'bread.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Image description'), 'Loaves');
    // The upload is done once the file field is enabled again; the pause then saves the picture with its description.
    await waitFor(() => expect(input).toBeEnabled());
    await saved(rendered);
    const gallery = stored(rendered, 'gallery') as { images: { url: string; alt: string }[] };
    expect(gallery.images).toHaveLength(1);
    expect(gallery.images[0]?.url).toMatch(new RegExp(`^https://.*vMember/${rendered.memberId}/site/\\d+$`));
  });

  it('keeps the draft while the backend is offline and saves it when the connection returns', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/name', member: elite() });
    const field = await screen.findByLabelText('Public name');
    const before = stored(rendered, 'name');
    rendered.app.db.setOffline(true);
    await user.clear(field);
    await user.type(field, 'Sol offline');
    await pauseTyping(rendered.app);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — kept on this device'));
    expect(localStorage.getItem(draftKey(rendered, 'name'))).toContain('Sol offline');
    expect(stored(rendered, 'name')).toEqual(before);

    rendered.app.db.setOffline(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await saved(rendered);
    expect(stored(rendered, 'name')).toMatchObject({ publicName: 'Sol offline' });
    expect(localStorage.getItem(draftKey(rendered, 'name'))).toBeNull();
  });

  it('keeps every edit when the member types in one entry, moves another and edits a third', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/products', member: elite() });
    const add = await screen.findByRole('button', { name: 'Add a product' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const name = (n: number) => within(screen.getByRole('group', { name: `Product ${n}` })).getByLabelText('Name');
    await user.type(name(1), 'Bread');
    await user.type(name(2), 'Cake');
    await user.click(within(screen.getByRole('group', { name: 'Product 1' })).getByRole('button', { name: /Move down/ }));
    await user.type(name(3), 'Pie');
    await user.type(name(2), 's');
    await saved(rendered);
    expect((stored(rendered, 'products')?.items as Array<{ name: string }>).map((item) => item.name)).toEqual(['Cake', 'Breads', 'Pie']);
  });

  it('writes texts in the second language beside the first, each kept with its entry, and checks them like the first', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/products', member: { ...elite(), siteLanguage: 'EN' } });
    const add = await screen.findByRole('button', { name: 'Add a product' });
    expect(screen.queryByLabelText('Name — Spanish')).toBeNull();
    await user.click(add);
    await user.click(add);
    await user.click(screen.getByRole('checkbox', { name: 'Also write my texts in Spanish' }));
    const product = (n: number) => within(screen.getByRole('group', { name: `Product ${n}` }));
    await user.type(product(1).getByLabelText('Name'), 'Bread');
    await user.type(product(1).getByLabelText('Name — Spanish'), 'x'.repeat(200));
    await pauseTyping(rendered.app);
    await waitFor(() => expect(product(1).getByLabelText('Name — Spanish')).toHaveAttribute('aria-invalid', 'true'));
    expect(product(1).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await user.clear(product(1).getByLabelText('Name — Spanish'));
    await user.type(product(1).getByLabelText('Name — Spanish'), 'Pan');
    await user.type(product(2).getByLabelText('Name'), 'Cake');
    await user.click(product(1).getByRole('button', { name: /Move down/ }));
    await saved(rendered);
    const items = stored(rendered, 'products')?.items as Array<Record<string, unknown>>;
    expect(items.map((item) => [item.name, item.i18n])).toEqual([
      ['Cake', undefined],
      ['Bread', { ES: { name: 'Pan' } }],
    ]);
    // Prices, links and pictures have one version: only words get a second field.
    expect(product(2).getByLabelText('Name — Spanish')).toHaveValue('Pan');
    expect(product(2).queryByLabelText('Price (optional) — Spanish')).toBeNull();
    expect(localStorage.getItem(`sitio.studioBothLanguages.${rendered.memberId}`)).toBe('1');
  });

  it('opens with the second language shown where the section already has it, in English for a Spanish site, and previews either language', async () => {
    await renderDashboard({
      path: '/dashboard/website-studio/about-us',
      member: { ...elite(), siteLanguage: 'ES' },
      arrange: async (app, id) => {
        const saved = await app.backend.useCases.saveSiteSection.execute(id, 'about-us', { body: { blocks: [] }, search: { title: 'Panadería Sol', description: '', i18n: { EN: { title: 'Sol Bakery' } } } });
        expect(saved).toEqual({ outcome: 'saved' });
      },
    });
    const toggle = await screen.findByRole('checkbox', { name: 'Also write my texts in English' });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Page title (up to 60 characters) — English')).toHaveValue('Sol Bakery');
    // The preview reads the site as a visitor of either language does.
    await previewContains('<title>Panadería Sol</title>');
    await userEvent.setup().click(within(screen.getByRole('group', { name: 'Read the preview in' })).getByRole('button', { name: 'English' }));
    await previewContains('<title>Sol Bakery</title>');
    await userEvent.setup().click(toggle);
    expect(screen.queryByLabelText('Page title (up to 60 characters) — English')).toBeNull();
  });

  it('has no second-language switch where a section holds no words, and speaks Spanish', async () => {
    await renderDashboard({ path: '/dashboard/website-studio/about-us', member: elite(), language: 'ES' });
    expect(await screen.findByRole('checkbox', { name: 'Escribir mis textos también en español' })).not.toBeChecked();
    cleanup();
    await renderDashboard({ path: '/dashboard/website-studio/social-links', member: elite() });
    await screen.findByLabelText('Instagram', { exact: false });
    expect(screen.queryByRole('checkbox', { name: /Also write my texts/ })).toBeNull();
  });

  it('sends nothing until the member pauses typing, then saves what is on screen', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/name', member: elite() });
    const field = await screen.findByLabelText('Public name');
    await user.clear(field);
    await user.type(field, 'Sol');
    await passTime(rendered.app, SAVE_DEBOUNCE_MS - 1);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    expect(stored(rendered, 'name')).toMatchObject({ publicName: 'Ana Baker' });
    expect(localStorage.getItem(draftKey(rendered, 'name'))).toContain('Sol');
    await saved(rendered);
    expect(stored(rendered, 'name')).toMatchObject({ publicName: 'Sol' });
  });

  it('says the edit is kept on this device when the backend does not acknowledge the save', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/name', member: elite() });
    const field = await screen.findByLabelText('Public name');
    let reconnect = () => {};
    const connection = new Promise<void>((resolve) => {
      reconnect = resolve;
    });
    const useCase = rendered.app.backend.useCases.saveSiteSection;
    const send = useCase.execute.bind(useCase);
    vi.spyOn(useCase, 'execute').mockImplementation(async (...args) => {
      await connection;
      return send(...args);
    });
    await user.type(field, ' Sol');
    await pauseTyping(rendered.app);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saving…');
    await passTime(rendered.app, SAVE_ACK_TIMEOUT_MS);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — kept on this device');
    expect(localStorage.getItem(draftKey(rendered, 'name'))).toContain('Sol');
    reconnect();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(localStorage.getItem(draftKey(rendered, 'name'))).toBeNull();
  });

  it('restores an unsaved draft from this device and saves it', async () => {
    const rendered = await renderDashboard({
      path: '/dashboard/website-studio/name',
      member: elite(),
      arrange: async (_app, id) => {
        localStorage.setItem(`sitio.studioDraft.${id}.name`, JSON.stringify({ raw: { publicName: 'Recovered', businessName: '' }, editedAt: 1 }));
      },
    });
    expect(await screen.findByText('Unsaved changes from this device were restored.')).toBeInTheDocument();
    expect(screen.getByLabelText('Public name')).toHaveValue('Recovered');
    await saved(rendered);
    expect(stored(rendered, 'name')).toMatchObject({ publicName: 'Recovered' });
  });

  it('switches the preview between desktop and mobile widths', async () => {
    const user = userEvent.setup();
    await renderDashboard({ path: '/dashboard/website-studio/name', member: elite() });
    await screen.findByTestId('site-preview');
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(screen.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('site-preview').parentElement).toHaveClass('site-preview__frame--mobile');
  });

  it('keeps the preview as it was while it is out of sight, and draws it again on the way back', async () => {
    const sight = watchedSight();
    try {
      const user = userEvent.setup();
      const rendered = await renderDashboard({ path: '/dashboard/website-studio/name', member: elite() });
      const field = await screen.findByLabelText('Public name');
      // Not drawn before the browser has said where the preview is.
      await waitFor(() => expect(sight.watched()).toBe(1));
      expect(screen.queryByTestId('site-preview')).not.toBeInTheDocument();
      sight.show(true);
      await previewContains('<title>');
      sight.show(false);
      await user.clear(field);
      await user.type(field, 'Panadería Sol');
      await saved(rendered);
      await act(() => new Promise((resolve) => setTimeout(resolve, 2 * PREVIEW_DEBOUNCE_MS)));
      expect(screen.getByTestId('site-preview').getAttribute('srcdoc')).not.toContain('Panadería Sol');
      sight.show(true);
      await previewContains('Panadería Sol');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the unauthorized screen for a section outside the plan', async () => {
    await renderDashboard({ path: '/dashboard/website-studio/videos', member: expiredMember() });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });

  it('works in Spanish', async () => {
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/styles', member: elite(), language: 'ES' });
    const colour = await screen.findByRole('textbox', { name: 'Color del tema' });
    fireEvent.change(colour, { target: { value: 'red' } });
    await pauseTyping(rendered.app);
    expect(await screen.findByText('Usa un color como #1F6FEB.')).toBeInTheDocument();
  });
});

describe('website studio overview', { timeout: 30_000 }, () => {
  it('lists the Basic plan sections, hides one and reorders another', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio', member: expiredMember() });
    const main = await screen.findByRole('main', { name: 'Website studio' });
    await waitFor(() => expect(within(main).getByRole('checkbox', { name: 'Shown on the site: Gallery' })).toBeEnabled());
    expect(within(main).queryByText('Videos')).toBeNull();
    await user.click(within(main).getByRole('checkbox', { name: 'Shown on the site: Gallery' }));
    await user.click(within(main).getByRole('button', { name: 'Move up: Products' }));
    await saved(rendered);
    const layout = rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'layout']) as { order: string[]; hidden: string[] };
    expect(layout.hidden).toEqual(['gallery']);
    expect(layout.order.indexOf('products')).toBeLessThan(layout.order.indexOf('gallery'));
  });

  it('publishes and unpublishes the site', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio', member: { ...elite(), published: true } });
    await user.click(await screen.findByRole('button', { name: 'Unpublish website' }));
    await waitFor(() => expect(rendered.app.db.getDocument(['vMember', rendered.memberId])?.published).toBe(false));
    expect(await screen.findByText('Not published: visitors cannot see your site.')).toBeInTheDocument();
    // The button says it is busy until the unpublishing is acknowledged, after the record shows it.
    await user.click(await screen.findByRole('button', { name: 'Publish website' }));
    await waitFor(() => expect(rendered.app.db.getDocument(['vMember', rendered.memberId])?.published).toBe(true));
  });
});

describe('myWeb', { timeout: 30_000 }, () => {
  it('shows the link, the local path, a QR code and 30 days of views', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    await renderDashboard({
      member: elite(),
      arrange: async (app, id) => {
        await app.backend.siteAnalytics.recordView(id, today);
        await app.backend.siteAnalytics.recordView(id, today);
        await app.backend.siteAnalytics.recordView(id, today);
      },
    });
    expect(await screen.findByRole('link', { name: 'https://ana1234.sitio.app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/s/ana1234' })).toHaveAttribute('href', '/s/ana1234');
    expect(await screen.findByRole('img', { name: 'QR code of your website address' })).toBeInTheDocument();
    expect(await screen.findByText(/3 views in the last 30 days/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('cell').at(-1)).toHaveTextContent('3');
  });
});
