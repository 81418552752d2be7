import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichText } from '../../../core/site/rich-text';
import { richTextHtml } from '../../../public-site/render/site-html';
import { richTextFromDom } from './rich-text-dom';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

function runCommand(command: string, value?: string): void {
  // execCommand is the one editing API every browser still ships for contentEditable; what it
  // produces is read back into the model, so its markup quirks never reach storage.
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

/** Whether two rich-text models (plain JSON data) hold the same content. */
function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A small rich-text editor (bold, italic, lists, links) that emits the core's rich-text model.
 * Pastes arrive as plain text, so foreign markup never enters the editable area.
 */
export function RichTextEditor({
  id,
  label,
  value,
  error,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: RichText;
  readonly error: string | null;
  readonly onChange: (value: RichText) => void;
}) {
  const { t } = useTranslation('studio');
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<RichText | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const labelId = useId();

  // The DOM is written only when the value comes from outside (first load, a recovered draft, a
  // moved entry) with other content than it shows, never from the member's own typing: writing it
  // moves the caret. Checked as the value is drawn, not after: by the time a passive effect runs,
  // the member may have typed on, and the value drawn would be older than the text on screen.
  useLayoutEffect(() => {
    const shown = area.current;
    if (shown === null || value === emitted.current) return;
    if (!sameContent(richTextFromDom(shown), value)) shown.innerHTML = richTextHtml(value);
    emitted.current = value;
  }, [value]);

  const emit = () => {
    if (area.current === null) return;
    const next = richTextFromDom(area.current);
    // Focus leaving the area is not an edit: without a change there is nothing to save.
    if (sameContent(next, emitted.current ?? value)) return;
    emitted.current = next;
    onChange(next);
  };

  const apply = (command: Command) => {
    area.current?.focus();
    runCommand(command);
    emit();
  };

  const openLink = () => {
    const selection = window.getSelection();
    savedRange.current = selection !== null && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setLinkOpen(true);
  };

  const addLink = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current !== null && selection !== null) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    // The URL is kept as typed: the core refuses unsafe ones with a message, rather than the
    // editor silently dropping what the member entered.
    const url = linkUrl.trim();
    if (selection !== null && !selection.isCollapsed) runCommand('createLink', url);
    else if (area.current !== null) {
      // Nothing selected: the link's own address becomes its text, added as DOM nodes (no HTML
      // string is ever built from what the member typed).
      const link = document.createElement('a');
      link.setAttribute('href', url);
      link.textContent = url;
      const range = savedRange.current;
      if (range !== null && area.current.contains(range.startContainer)) range.insertNode(link);
      else area.current.append(link);
    }
    setLinkOpen(false);
    emit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    if (event.key === 'b' || event.key === 'i') {
      event.preventDefault();
      apply(event.key === 'b' ? 'bold' : 'italic');
    }
  };

  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

  return (
    <div className="field rich-text">
      <span className="rich-text__label" id={labelId}>
        {label}
      </span>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('richText.toolbar')} aria-controls={id}>
        <button type="button" onMouseDown={keepSelection} onClick={() => apply('bold')} aria-label={t('richText.bold')}>
          <strong aria-hidden="true">B</strong>
        </button>
        <button type="button" onMouseDown={keepSelection} onClick={() => apply('italic')} aria-label={t('richText.italic')}>
          <em aria-hidden="true">I</em>
        </button>
        <button type="button" onMouseDown={keepSelection} onClick={() => apply('insertUnorderedList')}>
          {t('richText.bulletList')}
        </button>
        <button type="button" onMouseDown={keepSelection} onClick={() => apply('insertOrderedList')}>
          {t('richText.numberedList')}
        </button>
        <button type="button" onMouseDown={keepSelection} onClick={openLink} aria-expanded={linkOpen}>
          {t('richText.link')}
        </button>
      </div>
      {linkOpen && (
        <div className="rich-text__link">
          <label htmlFor={`${id}-link`}>{t('richText.linkUrl')}</label>
          <input id={`${id}-link`} type="url" value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} />
          <button type="button" className="button" onClick={addLink}>
            {t('richText.addLink')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setLinkOpen(false)}>
            {t('richText.cancel')}
          </button>
        </div>
      )}
      <div
        id={id}
        ref={area}
        className="rich-text__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        onKeyDown={onKeyDown}
        onPaste={(event) => {
          event.preventDefault();
          runCommand('insertText', event.clipboardData.getData('text/plain'));
          emit();
        }}
      />
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
