import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { EMPTY_RICH_TEXT, type RichText } from '../../../core/site/rich-text';
import { createI18n } from '../../i18n/i18n';
import { resources } from '../../i18n/resources';
import { RichTextEditor } from './rich-text-editor';

const BREAD: RichText = { blocks: [{ type: 'paragraph', runs: [{ text: 'Fresh bread' }] }] };

function editor(value: RichText, onChange: (value: RichText) => void = () => {}) {
  return (
    <I18nextProvider i18n={createI18n('EN', resources)}>
      <RichTextEditor id="body" label="Text" value={value} error={null} onChange={onChange} />
    </I18nextProvider>
  );
}

/** Text typed into the area, as the browser edits it before the input event. */
function type(area: HTMLElement, text: string): void {
  area.textContent = text;
  fireEvent.input(area);
}

const textOf = (value: RichText) => value.blocks.map((block) => ('runs' in block ? block.runs.map((run) => run.text).join('') : '')).join('');

describe('RichTextEditor', () => {
  it('leaves the text under the caret alone when a value with the same content comes back', () => {
    const view = render(editor(BREAD));
    const area = screen.getByRole('textbox', { name: 'Text' });
    const typed = area.firstChild;
    expect(area.textContent).toBe('Fresh bread');
    // Each save comes back from the backend as new objects with the same content.
    view.rerender(editor(structuredClone(BREAD)));
    expect(area.firstChild).toBe(typed);
  });

  it('shows a value with other content that comes from elsewhere', () => {
    const view = render(editor(BREAD));
    const area = screen.getByRole('textbox', { name: 'Text' });
    view.rerender(editor({ blocks: [{ type: 'paragraph', runs: [{ text: 'Cake', bold: true }] }] }));
    expect(area.innerHTML).toBe('<p><strong>Cake</strong></p>');
  });

  it('keeps the keystrokes typed after the page drew an earlier one', () => {
    // The page draws "P" and the member types "a" right after, before React's effects of that
    // drawing: the "P" drawn must not be written back over "Pa" (the caret would jump too).
    function Page() {
      const [value, setValue] = useState<RichText>(EMPTY_RICH_TEXT);
      useLayoutEffect(() => {
        if (textOf(value) === 'P') type(screen.getByRole('textbox', { name: 'Text' }), 'Pa');
      }, [value]);
      return editor(value, setValue);
    }
    render(<Page />);
    const area = screen.getByRole('textbox', { name: 'Text' });
    type(area, 'P');
    expect(area.textContent).toBe('Pa');
  });
});
