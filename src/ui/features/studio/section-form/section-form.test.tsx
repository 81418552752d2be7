import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { resources } from '../../../i18n/resources';
import type { FieldSpec, Raw } from './field-spec';
import { Fields } from './section-form';

const FIELDS: readonly FieldSpec[] = [
  { kind: 'text', key: 'title', label: 'Title', max: 80 },
  { kind: 'text', key: 'subtitle', label: 'Subtitle', max: 80 },
  {
    kind: 'list',
    key: 'items',
    label: 'Items',
    max: 3,
    itemLabel: (index) => `Item ${index + 1}`,
    addLabel: 'Add an item',
    fields: [{ kind: 'text', key: 'name', label: 'Name', max: 80 }],
    blank: () => ({ name: '' }),
  },
];

const START: Raw = { title: 'Sol', subtitle: 'Bakery', items: [{ name: 'Bread' }, { name: 'Cake' }] };

/**
 * The section as a page holds it, except that edits reach it only when `catchUp` is called: what
 * happens while a transition has not drawn the section yet.
 */
function renderSection(start: Raw = START) {
  const edits: ((latest: Raw) => Raw)[] = [];
  let setValue: (value: Raw) => void = () => {};
  function Section() {
    const [value, set] = useState(start);
    setValue = set;
    return <Fields fields={FIELDS} path="" value={value} errors={{}} onChange={(edit) => edits.push(edit)} />;
  }
  render(
    <I18nextProvider i18n={createI18n('EN', resources)}>
      <Section />
    </I18nextProvider>,
  );
  const applied = () => edits.reduce((value, edit) => edit(value), start);
  return {
    applied,
    catchUp: () => act(() => setValue(applied())),
    replace: (value: Raw) => act(() => setValue(value)),
  };
}

describe('section form fields', () => {
  it('shows what the member types at once, before the section has taken it in', () => {
    renderSection();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Sol y Luna' } });
    expect(screen.getByLabelText('Title')).toHaveValue('Sol y Luna');
  });

  it('keeps every change made before the section caught up, in whichever field it was made', () => {
    const section = renderSection();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Luna' } });
    fireEvent.change(screen.getByLabelText('Subtitle'), { target: { value: 'Bakery and café' } });
    fireEvent.change(screen.getAllByLabelText('Name')[1]!, { target: { value: 'Cakes' } });
    fireEvent.click(screen.getAllByRole('button', { name: /Move up/ })[1]!);
    expect(section.applied()).toEqual({ title: 'Luna', subtitle: 'Bakery and café', items: [{ name: 'Cakes' }, { name: 'Bread' }] });
    section.catchUp();
    expect(screen.getByLabelText('Title')).toHaveValue('Luna');
    expect(screen.getAllByLabelText('Name').map((input) => (input as HTMLInputElement).value)).toEqual(['Cakes', 'Bread']);
  });

  it('keeps typing on screen when the section catches up with an earlier keystroke only', () => {
    const section = renderSection();
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Solx' } });
    const first = section.applied();
    fireEvent.change(title, { target: { value: 'Solxy' } });
    section.replace(first);
    expect(title).toHaveValue('Solxy');
    section.catchUp();
    expect(title).toHaveValue('Solxy');
  });

  it('keeps typing on screen when the section passes on an older keystroke after a newer one', () => {
    // Under load React can draw the section with a keystroke, then again with the one before it.
    const section = renderSection();
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Solx' } });
    const first = section.applied();
    fireEvent.change(title, { target: { value: 'Solxy' } });
    const second = section.applied();
    fireEvent.change(title, { target: { value: 'Solxyz' } });
    section.replace(second);
    section.replace(first);
    expect(title).toHaveValue('Solxyz');
    section.catchUp();
    expect(title).toHaveValue('Solxyz');
    section.replace({ ...START, title: 'Sol de Mayo' });
    expect(title).toHaveValue('Sol de Mayo');
  });

  it('shows a value from elsewhere (a recovered draft, a save from another tab) in place of its own', () => {
    const section = renderSection();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Solx' } });
    section.replace({ ...START, title: 'Sol de Mayo' });
    expect(screen.getByLabelText('Title')).toHaveValue('Sol de Mayo');
  });

  it('adds no entry beyond the list’s limit, however often the button is pressed before the screen catches up', () => {
    const section = renderSection();
    const add = screen.getByRole('button', { name: 'Add an item' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(section.applied().items).toMatchObject([{ name: 'Bread' }, { name: 'Cake' }, { name: '' }]);
  });

  it('edits the entry the member sees, by its id, also when a move was made before the screen caught up', () => {
    const section = renderSection({ ...START, items: [{ id: 'bread', name: 'Bread' }, { id: 'cake', name: 'Cake' }] });
    fireEvent.click(screen.getAllByRole('button', { name: /Move up/ })[1]!);
    // The screen still shows Cake second: the edit is meant for Cake, wherever it is now.
    fireEvent.change(screen.getAllByLabelText('Name')[1]!, { target: { value: 'Cakes' } });
    expect(section.applied().items).toEqual([{ id: 'cake', name: 'Cakes' }, { id: 'bread', name: 'Bread' }]);
    fireEvent.click(screen.getAllByRole('button', { name: /Remove/ })[0]!);
    expect(section.applied().items).toEqual([{ id: 'cake', name: 'Cakes' }]);
  });

  it('gives a new entry an id of its own', () => {
    const section = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const added = (section.applied().items as Raw[])[2];
    expect(added?.id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });
});
