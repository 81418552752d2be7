/**
 * The forms a member's public site shows (Professional and above): the contact form and up to
 * FORM_LIMITS.extraForms more. Stored as one document, vMember/{uid}/site/forms, shaped
 * `{ forms: [...] }`; `readSiteForms` is the one reader of it (builder, site handler, rules tests).
 *
 * Every form asks first for the sender's name and email (fixed, required: a lead nobody can
 * answer is lost, and alerts name the sender), then the member's own fields.
 */
export const FORM_FIELD_TYPES = ['short-text', 'long-text', 'email', 'phone', 'number', 'date', 'single-choice', 'multiple-choice', 'consent'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['single-choice', 'multiple-choice'];

export const FORM_LIMITS = {
  /** Forms besides the contact form. */
  extraForms: 4,
  /** The member's own fields per form (besides name and email). */
  fields: 12,
  options: 20,
  title: 80,
  label: 120,
  help: 200,
  option: 80,
  thankYou: 500,
  /** Answers: a short text, a long text. */
  shortAnswer: 200,
  longAnswer: 5000,
} as const;

/** The document under vMember/{uid}/site that holds the forms. */
export const SITE_FORMS_DOC = 'forms';
export const CONTACT_FORM_ID = 'contact';
/** Ids are part of the form's post address: lower-case letters, digits and dashes. */
export const FORM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Field ids are the names of the posted fields; 'name', 'email' and the honeypot are taken. */
export const FIELD_ID_PATTERN = /^f[a-z0-9]{1,23}$/;

export interface FormField {
  readonly id: string;
  readonly type: FormFieldType;
  readonly label: string;
  /** '' when none. */
  readonly help: string;
  readonly required: boolean;
  /** Only for single and multiple choice; empty otherwise. */
  readonly options: readonly string[];
}

export interface FormDefinition {
  readonly id: string;
  readonly title: string;
  /** Shown to the visitor after sending; '' means the site's standard thanks. */
  readonly thankYou: string;
  readonly fields: readonly FormField[];
}

export interface SiteForms {
  /** The contact form first, then the others in the member's order. */
  readonly forms: readonly FormDefinition[];
}

/** The contact form of a site whose member never edited it: a message field after name and email. */
export function defaultContactForm(title: string): FormDefinition {
  return {
    id: CONTACT_FORM_ID,
    title,
    thankYou: '',
    fields: [{ id: 'fmessage', type: 'long-text', label: '', help: '', required: true, options: [] }],
  };
}

/** The stored shape of the forms document: plain data, every list copied. */
export function siteFormsDocument(forms: SiteForms): { forms: Record<string, unknown>[] } {
  return {
    forms: forms.forms.map((form) => ({
      id: form.id,
      title: form.title,
      thankYou: form.thankYou,
      fields: form.fields.map((f) => ({ id: f.id, type: f.type, label: f.label, help: f.help, required: f.required, options: [...f.options] })),
    })),
  };
}
