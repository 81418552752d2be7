import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { SiteErrors } from '../../../../core/site/site-fields';
import { startPictureBatch } from '../../../../core/storage/picture-batch.machine';
import { createI18n } from '../../../i18n/i18n';
import { resources } from '../../../i18n/resources';
import type { FieldSpec, Raw } from './field-spec';
import { ImageUploadContext, PictureBatchContext, type StartPictureBatch } from './form-contexts';
import { Fields } from './section-form';

const PHOTOS: readonly FieldSpec[] = [
  {
    kind: 'list',
    key: 'photos',
    label: 'Photos',
    max: 40,
    itemLabel: (index) => `Photo ${index + 1}`,
    addLabel: 'Add a photo',
    fields: [
      { kind: 'image', key: 'image', label: 'Picture' },
      { kind: 'text', key: 'caption', label: 'Caption', max: 80 },
    ],
    blank: () => ({ image: '', caption: '' }),
  },
];

const photos = (...captions: string[]): Raw => ({ photos: captions.map((caption, i) => ({ id: `p${i + 1}`, image: `https://files.test/p${i + 1}.webp`, caption })) });

/**
 * A section as a page holds it, every edit taken in at once; its pictures land when the test
 * says, and its value or its problems may be replaced from outside (an undo, a save's answer).
 */
function section(start: Raw, startErrors: SiteErrors = {}) {
  let landed: (url: string, file: File) => void = () => {};
  let setValue: (value: Raw) => void = () => {};
  let setErrors: (errors: SiteErrors) => void = () => {};
  let current = start;
  const startBatch: StartPictureBatch = (_files, _room, onLanded) => {
    landed = onLanded;
    return Promise.resolve(startPictureBatch({ input: { pictures: [], room: 40, parallel: 1 }, room: () => Promise.resolve(null), run: () => new Promise(() => {}), landed: () => {}, clock: new SimulatedClock() }));
  };
  function Section() {
    const [value, set] = useState(start);
    const [errors, setE] = useState(startErrors);
    setValue = set;
    setErrors = setE;
    current = value;
    return (
      <Fields
        fields={PHOTOS}
        path=""
        value={value}
        errors={errors}
        onChange={(edit) =>
          set((latest) => {
            current = edit(latest);
            return current;
          })
        }
      />
    );
  }
  render(
    <I18nextProvider i18n={createI18n('EN', resources)}>
      <ImageUploadContext.Provider value={() => new Promise(() => {})}>
        <PictureBatchContext.Provider value={startBatch}>
          <Section />
        </PictureBatchContext.Provider>
      </ImageUploadContext.Provider>
    </I18nextProvider>,
  );
  return {
    value: () => current,
    replace: (value: Raw) => act(() => setValue(value)),
    problems: (errors: SiteErrors) => act(() => setErrors(errors)),
    pick: () =>
      act(async () => {
        fireEvent.change(screen.getByLabelText('Add several pictures'), { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
        await Promise.resolve();
      }),
    land: (url: string, name: string) => landed(url, new File(['x'], name, { type: 'image/jpeg' })),
  };
}

const entry = (n: number) => screen.getByRole('group', { name: `Photo ${n}` });
const toggle = (n: number) => within(entry(n)).getByRole('button', { name: /^(Edit|Close): Photo \d+$/ });
/** The form controls an entry puts in the page (its drag handle and buttons are none). */
const controls = (n: number) => entry(n).querySelectorAll('input, select, textarea, [contenteditable="true"]').length;
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('a list’s entries, each opened and closed', () => {
  it('draws the pictures that land in a batch closed: a summary with the thumbnail, no inputs', async () => {
    const list = section({ photos: [] });
    await list.pick();
    for (const n of [1, 2, 3, 4, 5]) list.land(`https://files.test/new${n}.webp#w=480,1200`, `new-${n}.jpg`);
    await nextTask();
    expect(screen.getAllByRole('group', { name: /^Photo \d+$/ })).toHaveLength(5);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(controls(n)).toBe(0);
      expect(toggle(n)).toHaveAttribute('aria-expanded', 'false');
      const thumb = entry(n).querySelector('img');
      expect(thumb).toHaveAttribute('src', `https://files.test/new${n}.webp#w=480,1200`);
      expect(thumb).toHaveAttribute('srcset', expect.stringContaining('480w') as unknown);
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width', '48');
      expect(thumb).toHaveAttribute('height', '48');
    }
  });

  it('keeps pictures that land closed also in a list short enough to open whole', async () => {
    const list = section(photos('Bread'));
    expect(controls(1)).toBeGreaterThan(0);
    await list.pick();
    list.land('https://files.test/new.webp', 'new.jpg');
    await nextTask();
    expect(controls(2)).toBe(0);
  });

  it('opens with every entry of a list of three or fewer, and closed beyond', () => {
    section(photos('Bread', 'Cake', 'Pie'));
    for (const n of [1, 2, 3]) expect(toggle(n)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByLabelText('Caption')).toHaveLength(3);
  });

  it('shows an entry’s fields when it is opened and takes them out when it is closed, the others staying closed', () => {
    section(photos('Bread', 'Cake', 'Pie', 'Tart'));
    expect(screen.queryAllByLabelText('Caption')).toHaveLength(0);
    // Closed, an entry says what it is: its name and its picture.
    expect(within(entry(2)).getByText('Cake')).toBeInTheDocument();

    fireEvent.click(within(entry(2)).getByRole('button', { name: 'Edit: Photo 2' }));
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'true');
    expect(within(entry(2)).getByLabelText('Caption')).toHaveValue('Cake');
    // The button names the part of the page it opens, and that part holds the fields.
    const body = document.getElementById(toggle(2).getAttribute('aria-controls') ?? '');
    expect(body).toContainElement(within(entry(2)).getByLabelText('Caption'));
    expect(screen.getAllByLabelText('Caption')).toHaveLength(1);

    fireEvent.click(within(entry(2)).getByRole('button', { name: 'Close: Photo 2' }));
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'false');
    expect(controls(2)).toBe(0);
    expect(document.getElementById(toggle(2).getAttribute('aria-controls') ?? '')).toBeInTheDocument();
  });

  it('opens an entry added with the Add button, its first field taking the focus', async () => {
    const list = section(photos('Bread', 'Cake', 'Pie', 'Tart'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a photo' }));
      await Promise.resolve();
    });
    expect(screen.getAllByRole('group', { name: /^Photo \d+$/ })).toHaveLength(5);
    expect(toggle(5)).toHaveAttribute('aria-expanded', 'true');
    expect(within(entry(5)).getByLabelText('Picture')).toHaveFocus();
    fireEvent.change(within(entry(5)).getByLabelText('Caption'), { target: { value: 'Rolls' } });
    expect((list.value()['photos'] as Raw[])[4]).toMatchObject({ caption: 'Rolls' });
    for (const n of [1, 2, 3, 4]) expect(controls(n)).toBe(0);
  });

  it('draws an entry with a problem open, and keeps it open once the problem is fixed', () => {
    const list = section(photos('Bread', 'Cake', 'Pie', 'Tart'), { 'photos.2.caption': 'too-long' });
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'true');
    expect(within(entry(3)).getByText('This is too long.')).toBeInTheDocument();
    // While the problem is there, the entry cannot be closed over it.
    expect(toggle(3)).toBeDisabled();
    for (const n of [1, 2, 4]) expect(controls(n)).toBe(0);

    list.problems({ 'photos.3.image': 'required' });
    expect(toggle(4)).toHaveAttribute('aria-expanded', 'true');

    list.problems({});
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(3)).toBeEnabled();
    expect(toggle(4)).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps an entry open as it moves, and when its removal is undone', () => {
    const list = section(photos('Bread', 'Cake', 'Pie', 'Tart'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Photo 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Photo 4' }));
    expect(within(entry(3)).getByLabelText('Caption')).toHaveValue('Tart');
    expect(controls(4)).toBe(0);
    expect(within(entry(4)).getByText('Pie')).toBeInTheDocument();

    const before = list.value();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Photo 3' }));
    expect(screen.getAllByRole('group', { name: /^Photo \d+$/ })).toHaveLength(3);
    expect(screen.queryAllByLabelText('Caption')).toHaveLength(0);
    list.replace(before);
    expect(within(entry(3)).getByLabelText('Caption')).toHaveValue('Tart');
    expect(controls(4)).toBe(0);
  });
});
