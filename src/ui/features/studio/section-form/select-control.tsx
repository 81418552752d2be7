import { asText } from './raw-values';
import type { ControlProps } from './field-frame';
import { LabelledField, controlAttributes } from './field-frame';

/** A choice among the spec's options, handed on as the option's own value (a number stays a number). */
export function SelectControl({ spec, id, value, error, onChange }: ControlProps<'select'>) {
  return (
    <LabelledField id={id} label={spec.label} hint={spec.hint} error={error}>
      <select
        {...controlAttributes(id, spec.hint, error)}
        value={asText(value)}
        onChange={(e) => {
          const option = spec.options.find((o) => String(o.value) === e.target.value);
          onChange(option?.value ?? e.target.value);
        }}
      >
        {spec.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
