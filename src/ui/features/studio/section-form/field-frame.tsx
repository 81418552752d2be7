import type { ReactNode } from 'react';
import type { SiteErrors } from '../../../../core/site/site-fields';
import type { FieldSpec } from './field-spec';

/** What the editor of one field kind gets from the form: where it is, what it shows and where its changes go. */
export interface ControlProps<K extends FieldSpec['kind']> {
  readonly spec: Extract<FieldSpec, { readonly kind: K }>;
  readonly id: string;
  readonly value: unknown;
  /** The field's problem in the member's words, if any. */
  readonly error: string | null;
  readonly onChange: (next: unknown) => void;
}

export function controlId(path: string): string {
  return `studio-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** The first error at `path` or below it (rich text reports deep keys such as body.blocks.0…). */
export function errorAt(errors: SiteErrors, path: string, deep: boolean): string | null {
  if (Object.hasOwn(errors, path)) return errors[path] ?? null;
  if (!deep) return null;
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key === undefined ? null : (errors[key] ?? null);
}

export function FieldError({ id, message }: { readonly id: string; readonly message: string | null }) {
  return message ? (
    <span className="field__error" id={`${id}-error`}>
      {message}
    </span>
  ) : null;
}

/** The attributes that tie a control to its hint and its error, for assistive technology. */
export function controlAttributes(id: string, hint: string | undefined, error: string | null) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  } as const;
}

/** Most kinds' frame: the label, the control, then its hint and its error. */
export function LabelledField({ className = 'field', id, label, hint, error, children }: { readonly className?: string; readonly id: string; readonly label: string; readonly hint: string | undefined; readonly error: string | null; readonly children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
