import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { RichText } from '../../../core/site/rich-text';
import { createI18n } from '../../i18n/i18n';
import { resources } from '../../i18n/resources';
import { RichTextEditor } from './rich-text-editor';

const BREAD: RichText = { blocks: [{ type: 'paragraph', runs: [{ text: 'Fresh bread' }] }] };

function editor(value: RichText) {
  return (
    <I18nextProvider i18n={createI18n('EN', resources)}>
      <RichTextEditor id="body" label="Text" value={value} error={null} onChange={() => {}} />
    </I18nextProvider>
  );
}

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
});
