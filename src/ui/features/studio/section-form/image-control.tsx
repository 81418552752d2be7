import { objectPositionOf } from '../../../../core/site/focal-point';
import { IMAGE_SNIFF_BYTES, validateImageUpload } from '../../../../core/validation/image-upload';
import { srcsetOf } from '../../../../core/site/image-widths';
import { useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocalPointControl } from '../../../components/picture-crop/focal-point-control';
import { usePictureCrop } from '../../../components/picture-crop/use-picture-crop';
import { studioText } from '../studio-text';
import { FieldError } from './field-frame';
import { ImageUploadContext, UndoableContext } from './form-contexts';

/** The shape the site cuts a picture to, which it is offered to be cropped to. */
export interface CropShape {
  /** Width over height. */
  readonly aspect: number;
  readonly round: boolean;
}

/**
 * A picture: uploaded as the member picks it, shown as a thumbnail, removable. One the site cuts to
 * a shape is first offered to be cropped to it, and then takes a focal point.
 */
export function ImageControl({ id, label, value, error, shape, onChange }: { readonly id: string; readonly label: string; readonly value: string; readonly error: string | null; readonly shape?: CropShape; readonly onChange: (url: string) => void }) {
  const { t } = useTranslation('studio');
  const text = studioText(t);
  const cropTexts = useMemo(
    () => ({ title: t('crop.title'), help: t('crop.help'), zoom: t('crop.zoom'), confirm: t('crop.confirm'), whole: t('crop.whole'), cancel: t('crop.cancel') }),
    [t],
  );
  const focusTexts = useMemo(() => ({ legend: t('focus.legend'), help: t('focus.help'), across: t('focus.across'), down: t('focus.down'), reset: t('focus.reset') }), [t]);
  const cropper = usePictureCrop(cropTexts);
  const upload = useContext(ImageUploadContext);
  const undoable = useContext(UndoableContext);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ readonly busy: boolean; readonly problem: string | null }>({ busy: false, problem: null });

  const pick = async (picked: File | undefined) => {
    if (picked === undefined || upload === null) return;
    setState({ busy: true, problem: null });
    let file: File | null = picked;
    if (shape !== undefined) {
      // A file the upload would refuse is refused before the member spends time cropping it.
      const checked = validateImageUpload({ name: picked.name, type: picked.type, size: picked.size, firstBytes: new Uint8Array(await picked.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()) });
      if (!checked.ok) {
        if (input.current !== null) input.current.value = '';
        setState({ busy: false, problem: text.uploadError(checked.error) });
        return;
      }
      file = await cropper.crop(picked, shape.aspect, shape.round).catch(() => picked);
    }
    if (input.current !== null) input.current.value = '';
    if (file === null) {
      setState({ busy: false, problem: null });
      return;
    }
    const result = await upload(file).catch(() => ({ ok: false as const, error: 'failed' as const }));
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
      {value !== '' && shape === undefined && (
        <img className="image-field__thumb" src={value} srcSet={srcsetOf(value) ?? undefined} sizes="160px" style={{ objectPosition: objectPositionOf(value) ?? undefined }} alt="" />
      )}
      {value !== '' && shape !== undefined && <FocalPointControl value={value} texts={focusTexts} onChange={onChange} />}
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
      {cropper.dialog}
    </div>
  );
}
