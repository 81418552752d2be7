import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Translated message; when present the control is marked invalid and describes it. */
  readonly error?: string | null;
}

function describedBy({ id, hint, error }: FieldFrame): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Messages({ id, hint, error }: FieldFrame) {
  return (
    <>
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ id, label, hint, error, ...input }: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, label, hint, error })} {...input} />
      <Messages id={id} label={label} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, hint, error, ...textarea }: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, label, hint, error })} {...textarea} />
      <Messages id={id} label={label} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ id, label, hint, error, children, ...select }: FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, label, hint, error })} {...select}>
        {children}
      </select>
      <Messages id={id} label={label} hint={hint} error={error} />
    </div>
  );
}
