import { srcsetOf } from '../../../../core/site/image-widths';
import { useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { studioText } from '../studio-text';
import { FieldError } from './field-frame';
import { ImageUploadContext, UndoableContext } from './form-contexts';

/** A picture: uploaded as the member picks it, shown as a thumbnail, removable. */
export function ImageControl({ id, label, value, error, onChange }: { readonly id: string; readonly label: string; readonly value: string; readonly error: string | null; readonly onChange: (url: string) => void }) {
  const { t } = useTranslation('studio');
  const text = studioText(t);
  const upload = useContext(ImageUploadContext);
  const undoable = useContext(UndoableContext);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ readonly busy: boolean; readonly problem: string | null }>({ busy: false, problem: null });

  const pick = async (file: File | undefined) => {
    if (file === undefined || upload === null) return;
    setState({ busy: true, problem: null });
    const result = await upload(file).catch(() => ({ ok: false as const, error: 'failed' as const }));
    if (input.current !== null) input.current.value = '';
    if (result.ok) {
      // Replacing a picture can be undone; adding one to an empty field is undone by removing it.
      const url = result.url;
      if (value === '') onChange(url);
      else undoable('replaced', () => onChange(url));
      setState({ busy: false, problem: null });
    } else setState({ busy: false, problem: text.uploadError(result.error) });
  };

  const message = state.problem ?? error;
  return (
    <div className="field image-field">
      <label htmlFor={id}>{label}</label>
      {value !== '' && <img className="image-field__thumb" src={value} srcSet={srcsetOf(value) ?? undefined} sizes="160px" alt="" />}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={upload === null || state.busy}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <span className="field__hint" id={`${id}-hint`}>
        {state.busy ? t('image.uploading') : t('image.hint')}
      </span>
      {value !== '' && (
        <button type="button" className="button button--secondary" onClick={() => undoable('deleted', () => onChange(''))}>
          {t('image.remove')}
        </button>
      )}
      <FieldError id={id} message={message} />
    </div>
  );
}
