import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectedSectionOf } from '../../../core/site/projected-sections';
import { publicMemberFields } from '../../../core/site/public-projection';
import { DAY_MS } from '../../../core/time/time';
import { renderDashboard, type RenderedDashboard } from '../../testing/render-dashboard';
import { pauseTyping } from '../../testing/timers';

// The compression library needs a real canvas, which jsdom has not: the picture goes up as it is.
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

const elite = () => ({ activeUntil: Date.now() + 10 * DAY_MS, domain: 'ana1234.sitio.app', username: 'ana1234' });
const SAVED_COVER = 'https://files.memory.test/vMember/owner/site/1';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

type Product = { readonly id?: string; readonly name: string };

function storedProducts(rendered: RenderedDashboard): readonly Product[] {
  return ((rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'products'])?.items ?? []) as Product[]).map(({ id, name }) => ({ id, name }));
}

const productNames = () => screen.queryAllByRole('group', { name: /^(Product|Producto) \d$/ }).map((group) => (within(group).getAllByRole('textbox')[0] as HTMLInputElement).value);

/** Three saved products, Bread, Cake and Pie, in the products editor. */
async function threeProducts(language: 'EN' | 'ES' = 'EN'): Promise<{ rendered: RenderedDashboard; user: UserEvent }> {
  const user = userEvent.setup();
  const rendered = await renderDashboard({
    path: '/dashboard/website-studio/products',
    member: elite(),
    language,
    arrange: async (app, id) => {
      const items = ['Bread', 'Cake', 'Pie'].map((name, i) => ({ id: `p${i + 1}`, name, description: '', price: '', image: '' }));
      const saved = await app.backend.useCases.saveSiteSection.execute(id, 'products', { items });
      if (saved.outcome !== 'saved') throw new Error(`arranging the products failed: ${saved.outcome}`);
    },
  });
  await waitFor(() => expect(productNames()).toEqual(['Bread', 'Cake', 'Pie']));
  return { rendered, user };
}

describe('undo in the studio', { timeout: 30_000 }, () => {
  it.each([
    ['EN', 'Product 2', /Remove/, 'Deleted.', 'Undo'],
    ['ES', 'Producto 2', /Quitar/, 'Eliminado.', 'Deshacer'],
  ] as const)('brings a deleted entry back, with its id, from the toast (%s)', async (language, entry, remove, deleted, undo) => {
    const { rendered, user } = await threeProducts(language);
    await user.click(within(screen.getByRole('group', { name: entry })).getByRole('button', { name: remove }));
    expect(productNames()).toEqual(['Bread', 'Pie']);

    const words = await screen.findByText(deleted);
    await user.click(within(words.closest('.toast-undo') as HTMLElement).getByRole('button', { name: undo }));

    await waitFor(() => expect(productNames()).toEqual(['Bread', 'Cake', 'Pie']));
    await pauseTyping(rendered.app);
    await waitFor(() => expect(storedProducts(rendered)).toEqual([{ id: 'p1', name: 'Bread' }, { id: 'p2', name: 'Cake' }, { id: 'p3', name: 'Pie' }]));
  });

  it('undoes a move with Ctrl-Z and redoes it with Ctrl-Shift-Z (and Cmd on a Mac)', async () => {
    const { rendered, user } = await threeProducts();
    await user.click(within(screen.getByRole('group', { name: 'Product 1' })).getByRole('button', { name: /Move down/ }));
    expect(productNames()).toEqual(['Cake', 'Bread', 'Pie']);
    expect(await screen.findByText('Moved.')).toBeInTheDocument();

    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(productNames()).toEqual(['Bread', 'Cake', 'Pie']));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(productNames()).toEqual(['Cake', 'Bread', 'Pie']));
    await user.keyboard('{Meta>}z{/Meta}');
    await waitFor(() => expect(productNames()).toEqual(['Bread', 'Cake', 'Pie']));

    await pauseTyping(rendered.app);
    await waitFor(() => expect(storedProducts(rendered).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']));
  });

  it('leaves Ctrl-Z to the browser while the member types in a field, and records no typing', async () => {
    const { user } = await threeProducts();
    await user.click(within(screen.getByRole('group', { name: 'Product 3' })).getByRole('button', { name: /Remove/ }));
    expect(productNames()).toEqual(['Bread', 'Cake']);
    const name = within(screen.getByRole('group', { name: 'Product 1' })).getByLabelText('Name');
    await user.type(name, 's');

    await user.keyboard('{Control>}z{/Control}');
    // Still in the field: the studio's undo did not run, so Pie stays deleted.
    expect(productNames()).toEqual(['Breads', 'Cake']);

    // Outside a field, the undo goes back past the typing to the last recorded edit; redo returns to it.
    name.blur();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(productNames()).toEqual(['Bread', 'Cake', 'Pie']));
    await user.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(productNames()).toEqual(['Breads', 'Cake']));
    // Nothing more to redo: a further redo changes nothing.
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(productNames()).toEqual(['Breads', 'Cake']);
  });

  it('puts a replaced picture back from the toast, and a removed one with Ctrl-Z', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 800, height: 600, close: () => undefined }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
    const user = userEvent.setup();
    const rendered = await renderDashboard({
      path: '/dashboard/website-studio/styles',
      member: elite(),
      arrange: async (app, id) => {
        const saved = await app.backend.useCases.saveSiteSection.execute(id, 'styles', { themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 1, coverPicture: SAVED_COVER });
        if (saved.outcome !== 'saved') throw new Error(`arranging the styles failed: ${saved.outcome}`);
      },
    });
    const field = await waitFor(() => screen.getByLabelText('Cover picture').closest('.image-field') as HTMLElement);
    const thumb = () => field.querySelector('img')?.getAttribute('src') ?? null;
    expect(thumb()).toBe(SAVED_COVER);

    const bytes = new Uint8Array(PNG_SIGNATURE.length + 100);
    bytes.set(PNG_SIGNATURE);
    await user.upload(screen.getByLabelText('Cover picture'), new File([bytes], 'new.png', { type: 'image/png' }));
    // Offered to be cropped to the cover's shape first: kept whole here.
    await user.click(await screen.findByRole('button', { name: 'Upload it whole' }));
    await waitFor(() => expect(thumb()).not.toBe(SAVED_COVER));
    const words = await screen.findByText('Picture replaced.');
    await user.click(within(words.closest('.toast-undo') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(thumb()).toBe(SAVED_COVER));

    await user.click(within(field).getByRole('button', { name: 'Remove image' }));
    expect(thumb()).toBeNull();
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(thumb()).toBe(SAVED_COVER));
    await pauseTyping(rendered.app);
    await waitFor(() => expect(projectedSectionOf('styles', publicMemberFields(rendered.app.db.getDocument(['vMember', rendered.memberId]) ?? {}))).toMatchObject({ coverPicture: SAVED_COVER }));
  });

  it('keeps a removed picture\'s file from pruning while the undo can bring it back', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({
      path: '/dashboard/website-studio/styles',
      member: elite(),
      arrange: async (app, id) => {
        // Uploaded long ago, so pruning would take it as soon as nothing saved refers to it.
        app.db.putFile({ path: `vMember/${id}/site/5`, bytes: new Uint8Array(PNG_SIGNATURE), contentType: 'image/png', updatedAt: 1 });
        const saved = await app.backend.useCases.saveSiteSection.execute(id, 'styles', { themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 1, coverPicture: `https://files.memory.test/vMember/${id}/site/5` });
        if (saved.outcome !== 'saved') throw new Error(`arranging the styles failed: ${saved.outcome}`);
      },
    });
    const field = await waitFor(() => screen.getByLabelText('Cover picture').closest('.image-field') as HTMLElement);
    await user.click(within(field).getByRole('button', { name: 'Remove image' }));
    await pauseTyping(rendered.app);
    // Written again now: pruning counts it as new for another day, and the studio marks it again while it is open.
    await waitFor(() => expect(rendered.app.db.readFile(`vMember/${rendered.memberId}/site/5`)?.updatedAt).toBeGreaterThan(1));
  });
});
