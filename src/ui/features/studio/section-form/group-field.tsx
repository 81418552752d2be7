import { useCallback } from 'react';
import type { SiteErrors } from '../../../../core/site/site-fields';
import { FieldError } from './field-frame';
import type { Edit, FieldSpec, FieldsComponent, Raw } from './field-spec';
import { asRecord } from './raw-values';
import { useLatest } from './stable-callbacks';

interface GroupFieldProps {
  readonly spec: Extract<FieldSpec, { readonly kind: 'group' }>;
  readonly id: string;
  readonly path: string;
  readonly value: unknown;
  readonly errors: SiteErrors;
  /** The group's own problem, in the member's words. */
  readonly error: string | null;
  readonly onChange: Edit<unknown>;
  readonly Fields: FieldsComponent;
}

/** Fields kept together in one object of the section (About us' search text): its fields edit that object. */
export function GroupField({ spec, id, path, value, errors, error, onChange, Fields }: GroupFieldProps) {
  const latest = useLatest(onChange);
  const edit: Edit<Raw> = useCallback(
    (update) =>
      latest.current((group) => {
        const record = asRecord(group);
        const next = update(record);
        return next === record ? group : next;
      }),
    [latest],
  );
  return (
    <fieldset className="field-group">
      <legend>{spec.label}</legend>
      {spec.hint ? <p className="field__hint">{spec.hint}</p> : null}
      <Fields fields={spec.fields} path={path} value={asRecord(value)} errors={errors} onChange={edit} />
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
