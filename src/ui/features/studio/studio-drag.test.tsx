import type * as DndKitCore from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../core/time/time';
import { renderDashboard, type RenderedDashboard } from '../../testing/render-dashboard';
import { pauseTyping } from '../../testing/timers';

// jsdom lays nothing out, so no pointer can find where an entry is dropped: the test plays the
// part of the sortable and ends the drag itself, as dnd-kit would on a drop.
const drag = vi.hoisted(() => ({ end: null as ((event: DragEndEvent) => void) | null }));
vi.mock('@dnd-kit/core', async (original) => {
  const core = await original<typeof DndKitCore>();
  return {
    ...core,
    DndContext: (props: ComponentProps<typeof core.DndContext>) => {
      drag.end = props.onDragEnd ?? null;
      return <core.DndContext {...props} />;
    },
  };
});

const elite = () => ({ activeUntil: Date.now() + 10 * DAY_MS, domain: 'ana1234.sitio.app', username: 'ana1234' });

afterEach(() => localStorage.clear());

const productNames = () => screen.queryAllByRole('group', { name: /^Product \d$/ }).map((group) => (within(group).getAllByRole('textbox')[0] as HTMLInputElement).value);

function dropped(active: string, over: string) {
  act(() => drag.end?.({ active: { id: active }, over: { id: over } } as unknown as DragEndEvent));
}

function storedIds(rendered: RenderedDashboard): readonly string[] {
  return ((rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'products'])?.items ?? []) as { id: string }[]).map((item) => item.id);
}

describe('ordering list entries by dragging', { timeout: 30_000 }, () => {
  it('moves the dropped entry, found by its id, to the place it was dropped on, and undoes it', async () => {
    const user = userEvent.setup();
    const rendered = await renderDashboard({
      path: '/dashboard/website-studio/products',
      member: elite(),
      arrange: async (app, id) => {
        const items = ['Bread', 'Cake', 'Pie', 'Tart'].map((name, i) => ({ id: `p${i + 1}`, name, description: '', price: '', image: '' }));
        const saved = await app.backend.useCases.saveSiteSection.execute(id, 'products', { items });
        if (saved.outcome !== 'saved') throw new Error(`arranging the products failed: ${saved.outcome}`);
      },
    });
    // More than a few entries open closed: the member opens each to see its fields.
    for (const n of [1, 2, 3, 4]) await user.click(await screen.findByRole('button', { name: `Edit: Product ${n}` }));
    await waitFor(() => expect(productNames()).toEqual(['Bread', 'Cake', 'Pie', 'Tart']));
    // Each entry has its handle, named for the entry.
    expect(screen.getByRole('button', { name: 'Hold and drag to reorder: Product 3' })).toBeInTheDocument();

    dropped('p4', 'p2');
    await waitFor(() => expect(productNames()).toEqual(['Bread', 'Tart', 'Cake', 'Pie']));
    // Dropped where it was, or nowhere: nothing moves and nothing is recorded.
    dropped('p1', 'p1');
    expect(productNames()).toEqual(['Bread', 'Tart', 'Cake', 'Pie']);
    await pauseTyping(rendered.app);
    await waitFor(() => expect(storedIds(rendered)).toEqual(['p1', 'p4', 'p2', 'p3']));

    const words = await screen.findByText('Moved.');
    await user.click(within(words.closest('.toast-undo') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(productNames()).toEqual(['Bread', 'Cake', 'Pie', 'Tart']));
    await pauseTyping(rendered.app);
    await waitFor(() => expect(storedIds(rendered)).toEqual(['p1', 'p2', 'p3', 'p4']));
  });

  it('tells a screen reader, in the member\'s language, where the entry it picked up is', async () => {
    const user = userEvent.setup();
    await renderDashboard({
      path: '/dashboard/website-studio/products',
      member: elite(),
      language: 'ES',
      arrange: async (app, id) => {
        const items = ['Pan', 'Tarta', 'Pastel'].map((name, i) => ({ id: `p${i + 1}`, name, description: '', price: '', image: '' }));
        const saved = await app.backend.useCases.saveSiteSection.execute(id, 'products', { items });
        if (saved.outcome !== 'saved') throw new Error(`arranging the products failed: ${saved.outcome}`);
      },
    });
    const handle = await screen.findByRole('button', { name: 'Mantén pulsado y arrastra para reordenar: Producto 2' });
    handle.focus();
    await user.keyboard(' ');
    // jsdom lays nothing out, so the picked-up entry is at once "over" the first place: the live
    // region already says where it would go.
    const region = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    await waitFor(() => expect(region()).toMatch(/^La entrada 2 está sobre el lugar \d de 3\.$/));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(region()).toBe('Movimiento cancelado. La entrada 2 sigue donde estaba.'));
  });
});
