import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../core/time/time';
import { renderDashboard } from '../../testing/render-dashboard';
import { pauseTyping } from '../../testing/timers';

// jsdom has no canvas: the compression library hands the picture back as it is.
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

// The HEIC converter (WebAssembly) is replaced by one that returns a small JPEG and counts its calls.
const heic = vi.hoisted(() => ({ calls: 0 }));
vi.mock('heic-to/csp', () => ({
  heicTo: () => {
    heic.calls += 1;
    return Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], { type: 'image/jpeg' }));
  },
}));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const png = (name: string) => new File([new Uint8Array([...PNG_SIGNATURE, 1, 2, 3])], name, { type: 'image/png' });
const elite = () => ({ activeUntil: Date.now() + 10 * DAY_MS, domain: 'ana1234.sitio.app', username: 'ana1234' });

/** The browser decodes every picture as 800 × 600, or never answers (a slow phone). */
function browserDecodes(answer: 'at once' | 'never') {
  vi.stubGlobal('createImageBitmap', () => (answer === 'never' ? new Promise(() => {}) : Promise.resolve({ width: 800, height: 600, close: () => undefined })));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  heic.calls = 0;
});

// The first test also pays for the studio's lazy first import, which takes many seconds on a busy machine.
describe('a list of pictures takes many at once', { timeout: 60_000 }, () => {
  it('adds each picked picture as an entry of the gallery, an iPhone picture included, and saves them', async () => {
    browserDecodes('at once');
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/gallery', member: elite() });
    const picker = await screen.findByLabelText('Add several pictures');
    expect(picker).toHaveAttribute('multiple');

    await user.upload(picker, [png('bread.png'), png('cake.png'), new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 104, 101, 105, 99])], 'IMG_0001.HEIC', { type: 'image/heic' }), png('rolls.png')]);

    await waitFor(() => expect(screen.getByText('4 of 4 added')).toBeInTheDocument());
    expect(heic.calls).toBe(1);
    // Pictures that land together join the list in one edit, on the next frame.
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Image \d+$/ })).toHaveLength(4));
    const entries = screen.getAllByRole('group', { name: /^Image \d+$/ });
    for (const entry of entries) expect(entry.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^https:\/\/files\.memory\.test\/vMember\//) as unknown);

    await pauseTyping(rendered.app);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    const gallery = rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'gallery']) as { images: { id: string; url: string }[] };
    expect(gallery.images).toHaveLength(4);
    // Each entry has an id of its own, so later edits and moves find it.
    expect(new Set(gallery.images.map((image) => image.id)).size).toBe(4);
  });

  it('names a product after its picture so that it can be saved (ES)', async () => {
    browserDecodes('at once');
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/products', member: elite(), language: 'ES' });
    await user.upload(await screen.findByLabelText('Añadir varias imágenes'), [png('pan_de_masa.png'), png('tarta.png')]);
    await waitFor(() => expect(screen.getByText('2 de 2 añadidas')).toBeInTheDocument());
    // Pictures that land together join the list in one edit, on the next frame, closed, each named in its summary.
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Producto \d$/ }).map((group) => within(group).queryByText(/^(pan de masa|tarta)$/)?.textContent)).toEqual(['pan de masa', 'tarta']));
    for (const n of [1, 2]) await user.click(screen.getByRole('button', { name: `Editar: Producto ${n}` }));
    expect(screen.getAllByDisplayValue(/^(pan de masa|tarta)$/)).toHaveLength(2);
    await pauseTyping(rendered.app);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Guardado'));
    const products = rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'products']) as { items: { name: string; image: string }[] };
    expect(products.items.map((item) => item.name)).toEqual(['pan de masa', 'tarta']);
  });

  it('refuses the part of a pick over the storage quota before sending it, with the reason', async () => {
    browserDecodes('at once');
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/gallery', member: elite() });
    rendered.app.db.setDocument(['storageUsage', rendered.memberId], { files: 995, bytes: 0 });
    await user.upload(await screen.findByLabelText('Add several pictures'), [png('a.png'), png('b.png'), png('c.png')]);

    expect(await screen.findByText(/Your storage has no room for 2 of these pictures/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 of 1 added')).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Image \d+$/ })).toHaveLength(1));
  });

  it('asks before leaving the page while pictures are on their way, and stays when asked to', async () => {
    browserDecodes('never');
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/gallery', member: elite() });
    await user.upload(await screen.findByLabelText('Add several pictures'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getByLabelText('Add several pictures')).toBeDisabled());

    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: /All sections/ }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Pictures are still being sent. Leave this page and stop them?');
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(rendered.router.state.location.pathname).toBe('/dashboard/website-studio/gallery');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Leaving after all stops the uploads; the page goes.
    await user.click(screen.getByRole('link', { name: /All sections/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/dashboard/website-studio'));
  });
});
