import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { startPictureBatch } from '../../../../core/storage/picture-batch.machine';
import { createI18n } from '../../../i18n/i18n';
import { resources } from '../../../i18n/resources';
import type { FieldSpec, Raw } from './field-spec';
import { PictureBatchContext, type StartPictureBatch } from './form-contexts';
import { Fields } from './section-form';

const GALLERY: readonly FieldSpec[] = [
  {
    kind: 'list',
    key: 'photos',
    label: 'Photos',
    max: 3,
    itemLabel: (index) => `Photo ${index + 1}`,
    addLabel: 'Add a photo',
    fields: [{ kind: 'image', key: 'image', label: 'Picture' }],
    blank: () => ({ image: '' }),
  },
];

/** A gallery whose picks land when the test says; every edit the list makes is kept. */
function gallery(start: Raw) {
  const edits: ((latest: Raw) => Raw)[] = [];
  let landed: (url: string, file: File) => void = () => {};
  const startBatch: StartPictureBatch = (_files, _room, onLanded) => {
    landed = onLanded;
    return Promise.resolve(startPictureBatch({ input: { pictures: [], room: 3, parallel: 1 }, room: () => Promise.resolve(null), run: () => new Promise(() => {}), landed: () => {}, clock: new SimulatedClock() }));
  };
  render(
    <I18nextProvider i18n={createI18n('EN', resources)}>
      <PictureBatchContext.Provider value={startBatch}>
        <Fields fields={GALLERY} path="" value={start} errors={{}} onChange={(edit) => edits.push(edit)} />
      </PictureBatchContext.Provider>
    </I18nextProvider>,
  );
  return { edits, land: (url: string, name: string) => landed(url, new File(['x'], name, { type: 'image/jpeg' })), applied: () => edits.reduce((value, edit) => edit(value), start) };
}

const pick = async () => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Add several pictures'), { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
    await Promise.resolve();
  });
};
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('a list of pictures taking a batch', () => {
  it('adds the pictures that land together in one edit, up to the list’s room', async () => {
    const list = gallery({ photos: [{ id: 'p1', image: 'old.webp' }] });
    await pick();
    list.land('one.webp', 'one.jpg');
    list.land('two.webp', 'two.jpg');
    list.land('three.webp', 'three.jpg');
    expect(list.edits).toHaveLength(0);
    await nextTask();
    expect(list.edits).toHaveLength(1);
    expect((list.applied()['photos'] as Raw[]).map((p) => p['image'])).toEqual(['old.webp', 'one.webp', 'two.webp']);

    list.land('four.webp', 'four.jpg');
    await nextTask();
    expect(list.edits).toHaveLength(2);
    expect(list.edits[1]?.({ photos: [{ image: 'a' }, { image: 'b' }, { image: 'c' }] })).toEqual({ photos: [{ image: 'a' }, { image: 'b' }, { image: 'c' }] });
  });
});
