import { asText } from './raw-values';
import type { ControlProps } from './field-frame';
import { LabelledField, controlAttributes } from './field-frame';

/** A price as typed, read as a number when it is one; empty is "price on request" (null). */
export function PriceControl({ spec, id, value, error, onChange }: ControlProps<'price'>) {
  return (
    <LabelledField id={id} label={spec.label} hint={spec.hint} error={error}>
      <input
        {...controlAttributes(id, spec.hint, error)}
        type="text"
        inputMode="decimal"
        value={value === null || value === undefined ? '' : asText(value)}
        onChange={(e) => {
          const typed = e.target.value.trim().replace(',', '.');
          // Kept as typed when it is not a number, so the core can say what is wrong.
          onChange(typed === '' ? null : /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : e.target.value);
        }}
      />
    </LabelledField>
  );
}
