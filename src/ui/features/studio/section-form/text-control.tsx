import { asText } from './raw-values';
import type { ControlProps } from './field-frame';
import { LabelledField, controlAttributes } from './field-frame';

/** One line of text, a date or a time: an input of that type. */
export function TextControl({ spec, id, value, error, onChange }: ControlProps<'text' | 'date' | 'time'>) {
  return (
    <LabelledField id={id} label={spec.label} hint={spec.hint} error={error}>
      <input
        {...controlAttributes(id, spec.hint, error)}
        type={spec.kind === 'text' ? (spec.inputType ?? 'text') : spec.kind}
        value={asText(value)}
        required={'required' in spec ? spec.required : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledField>
  );
}
