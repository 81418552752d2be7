import { useTranslation } from 'react-i18next';
import { asText } from './raw-values';
import type { ControlProps } from './field-frame';
import { LabelledField, controlAttributes } from './field-frame';

/** The colour as a hex code the member may type or paste, beside the browser's colour picker. */
export function ColorControl({ spec, id, value, error, onChange }: ControlProps<'color'>) {
  const { t } = useTranslation('studio');
  const hex = asText(value);
  return (
    <LabelledField className="field color-field" id={id} label={spec.label} hint={spec.hint} error={error}>
      <div className="color-field__row">
        <input {...controlAttributes(id, spec.hint, error)} type="text" value={hex} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
        <input
          type="color"
          aria-label={t('fields.pickColor')}
          value={/^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
      </div>
    </LabelledField>
  );
}
