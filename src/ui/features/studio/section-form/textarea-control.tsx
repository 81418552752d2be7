import { asText } from './raw-values';
import type { ControlProps } from './field-frame';
import { LabelledField, controlAttributes } from './field-frame';

export function TextareaControl({ spec, id, value, error, onChange }: ControlProps<'textarea'>) {
  return (
    <LabelledField id={id} label={spec.label} hint={spec.hint} error={error}>
      <textarea {...controlAttributes(id, spec.hint, error)} rows={4} value={asText(value)} required={spec.required} onChange={(e) => onChange(e.target.value)} />
    </LabelledField>
  );
}
