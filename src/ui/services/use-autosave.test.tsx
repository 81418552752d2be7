import { act, render, renderHook } from '@testing-library/react';
import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS, type SaveAnswer } from '../../core/editing/autosave.machine';
import { createMemoryApp } from '../app/composition/memory.composition';
import { ServicesProvider } from './services-context';
import { useAutosave, type Autosave, type DeviceDrafts } from './use-autosave';

type Doc = { readonly title: string; readonly items: readonly string[] };

function setUp(stored: Doc = { title: 'Sol', items: [] }) {
  const app = createMemoryApp();
  const saves: Doc[] = [];
  const save = vi.fn((value: Doc): Promise<SaveAnswer<never>> => {
    saves.push(value);
    return Promise.resolve({ outcome: 'saved' });
  });
  const kept: Doc[] = [];
  const drafts: DeviceDrafts<Doc> = { read: () => null, keep: (value) => kept.push(value), drop: () => {} };
  const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider shell={app.shell}>{children}</ServicesProvider>;
  const hook = renderHook(() => useAutosave<Doc, never>({ mode: 'autosave', save, stored, drafts }), { wrapper });
  return { app, hook, saves, kept };
}

/** The task after the member's event, in which the machine takes the edit. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useAutosave', () => {
  it('applies each update to the latest edit, also one the screen has not drawn yet', async () => {
    const { hook, kept } = setUp();
    act(() => {
      hook.result.current.update((doc) => ({ ...doc, title: 'Luna' }));
      hook.result.current.update((doc) => ({ ...doc, items: [...doc.items, 'Bread'] }));
    });
    expect(hook.result.current.value).toEqual({ title: 'Luna', items: ['Bread'] });
    await nextTask();
    expect(hook.result.current.status).toBe('unsaved');
    expect(kept.at(-1)).toEqual({ title: 'Luna', items: ['Bread'] });
  });

  it("draws an edit in the member's event and leaves the machine and the device draft to the next task", async () => {
    const { hook, kept } = setUp();
    act(() => hook.result.current.update((doc) => ({ ...doc, title: 'Luna' })));
    expect(hook.result.current.value).toEqual({ title: 'Luna', items: [] });
    expect(hook.result.current.status).toBe('idle');
    expect(kept).toEqual([]);
    await nextTask();
    expect(hook.result.current.status).toBe('unsaved');
    // Edits made before that task reach the machine as one, the latest.
    act(() => {
      hook.result.current.update((doc) => ({ ...doc, title: 'Lun' }));
      hook.result.current.update((doc) => ({ ...doc, title: 'Lu' }));
    });
    await nextTask();
    expect(kept).toEqual([
      { title: 'Luna', items: [] },
      { title: 'Lu', items: [] },
    ]);
  });

  it('keeps a waiting edit over a stored value that arrives before the machine took it', async () => {
    const app = createMemoryApp();
    const save = (): Promise<SaveAnswer<never>> => Promise.resolve({ outcome: 'saved' });
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider shell={app.shell}>{children}</ServicesProvider>;
    const hook = renderHook(({ stored }: { stored: Doc }) => useAutosave<Doc, never>({ mode: 'autosave', save, stored }), { wrapper, initialProps: { stored: { title: 'Sol', items: [] } } });
    act(() => {
      hook.result.current.update((doc) => ({ ...doc, title: 'Luna' }));
      hook.rerender({ stored: { title: 'Elsewhere', items: [] } });
    });
    await nextTask();
    expect(hook.result.current.value).toEqual({ title: 'Luna', items: [] });
    expect(hook.result.current.status).toBe('unsaved');
  });

  it('keeps a waiting edit on screen when a save of an older one comes back', async () => {
    const app = createMemoryApp();
    let answer: (value: SaveAnswer<never>) => void = () => {};
    const save = vi.fn(() => new Promise<SaveAnswer<never>>((resolve) => (answer = resolve)));
    const stored: Doc = { title: 'Sol', items: [] };
    const drawn: string[] = [];
    const live: { current: Autosave<Doc, never> | null } = { current: null };
    function Editor() {
      const autosave = useAutosave<Doc, never>({ mode: 'autosave', save, stored });
      live.current = autosave;
      useLayoutEffect(() => {
        if (autosave.value !== null) drawn.push(autosave.value.title);
      }, [autosave.value]);
      return null;
    }
    render(
      <ServicesProvider shell={app.shell}>
        <Editor />
      </ServicesProvider>,
    );
    act(() => live.current?.update((doc) => ({ ...doc, title: 'Luna' })));
    await nextTask();
    act(() => app.timers.increment(SAVE_DEBOUNCE_MS));
    expect(save).toHaveBeenCalledWith({ title: 'Luna', items: [] });
    // Typed on while the save is out; its answer arrives before the machine has the keystroke.
    act(() => live.current?.update((doc) => ({ ...doc, title: 'Luna!' })));
    answer({ outcome: 'saved' });
    await nextTask();
    await nextTask();
    expect(drawn).toEqual(['Sol', 'Luna', 'Luna!']);
    expect(live.current?.status).toBe('unsaved');
  });

  it('saves after a pause what the updates made', async () => {
    const { app, hook, saves } = setUp();
    act(() => hook.result.current.update((doc) => ({ ...doc, title: 'Luna' })));
    await nextTask();
    act(() => app.timers.increment(SAVE_DEBOUNCE_MS));
    await act(() => Promise.resolve());
    expect(saves).toEqual([{ title: 'Luna', items: [] }]);
    expect(hook.result.current.status).toBe('saved');
  });

  it('takes an update that changes nothing as no edit', () => {
    const { hook, kept } = setUp();
    act(() => hook.result.current.update((doc) => doc));
    expect(hook.result.current.status).toBe('idle');
    expect(kept).toEqual([]);
  });

  it('saves an update at once when asked to', async () => {
    const { hook, saves } = setUp();
    act(() => {
      hook.result.current.update((doc) => ({ ...doc, title: 'Luna' }));
      hook.result.current.save();
    });
    await act(() => Promise.resolve());
    expect(saves).toEqual([{ title: 'Luna', items: [] }]);
  });

  it('keeps an update on the device at once, also when the screen goes away before drawing it', () => {
    const { hook, kept } = setUp();
    act(() => {
      hook.result.current.update((doc) => ({ ...doc, title: 'Luna' }));
      hook.unmount();
    });
    expect(kept.at(-1)).toEqual({ title: 'Luna', items: [] });
  });

  it('draws a stored value it took together with an edit made before the screen drew it', async () => {
    // A save comes back, the machine takes it, and a keystroke lands before the screen has drawn
    // it: drawn alone first, the stored value would replace the field under the caret and the
    // keystroke typed into the old text would be lost.
    const app = createMemoryApp();
    const save = (): Promise<SaveAnswer<never>> => Promise.resolve({ outcome: 'saved' });
    const drawn: Doc[] = [];
    const live: { current: Autosave<Doc, never> | null } = { current: null };
    function Editor({ stored }: { readonly stored: Doc }) {
      const autosave = useAutosave<Doc, never>({ mode: 'autosave', save, stored });
      live.current = autosave;
      useLayoutEffect(() => {
        if (autosave.value !== null) drawn.push(autosave.value);
      }, [autosave.value]);
      return null;
    }
    // Rendered after the editor, so its effect runs once the editor has handed over the stored value.
    function Keystroke({ stored }: { readonly stored: Doc }) {
      useEffect(() => {
        if (stored.title === 'Sol') return;
        startTransition(() => live.current?.update((doc) => ({ ...doc, title: `${doc.title}!` })));
      }, [stored]);
      return null;
    }
    const page = (stored: Doc) => (
      <ServicesProvider shell={app.shell}>
        <Editor stored={stored} />
        <Keystroke stored={stored} />
      </ServicesProvider>
    );
    const view = render(page({ title: 'Sol', items: [] }));
    act(() => view.rerender(page({ title: 'Luna', items: [] })));
    expect(drawn).toEqual([
      { title: 'Sol', items: [] },
      { title: 'Luna!', items: [] },
    ]);
    await nextTask();
    expect(live.current?.status).toBe('unsaved');
  });
});
