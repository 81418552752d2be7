import type { ControlProps } from './field-frame';
import { FieldError, controlAttributes } from './field-frame';

/** A switch, its label after the box as checkboxes read. */
export function CheckboxControl({ spec, id, value, error, onChange }: ControlProps<'checkbox'>) {
  return (
    <div className="field field--checkbox">
      <input {...controlAttributes(id, spec.hint, error)} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{spec.label}</label>
      <FieldError id={id} message={error} />
    </div>
  );
}
