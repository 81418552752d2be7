import type { RawSection } from '../site/sections/section-definition';
import type { FieldReader } from '../site/site-fields';
import { isRecord } from '../site/site-fields';

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

function isFieldType(value: unknown): value is FormFieldType {
  return typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value);
}

function readOptions(raw: unknown, r: FieldReader): string[] {
  const options: string[] = [];
  r.list(raw, 'options', FORM_LIMITS.options).forEach((option, i) => {
    const text = r.line(option, `options.${i}`, FORM_LIMITS.option);
    if (text !== '' && !options.includes(text)) options.push(text);
  });
  if (options.length === 0) r.fail('options', 'required');
  return options;
}

function readField(raw: RawSection, r: FieldReader, taken: Set<string>, labelRequired: boolean): FormField {
  const type: FormFieldType = isFieldType(raw.type) ? raw.type : (r.fail('type', 'invalid'), 'short-text');
  const label = r.line(raw.label, 'label', FORM_LIMITS.label, labelRequired);
  const help = r.line(raw.help, 'help', FORM_LIMITS.help);
  if (raw.required !== undefined && typeof raw.required !== 'boolean') r.fail('required', 'invalid');
  const options = CHOICE_FIELD_TYPES.includes(type) ? readOptions(raw.options, r) : [];
  let id = typeof raw.id === 'string' && FIELD_ID_PATTERN.test(raw.id) && !taken.has(raw.id) ? raw.id : '';
  for (let n = taken.size + 1; id === ''; n++) if (!taken.has(`f${n}`)) id = `f${n}`;
  taken.add(id);
  return { id, type, label, help, required: raw.required === true, options };
}

function readForm(raw: RawSection, r: FieldReader, isContact: boolean, takenIds: Set<string>, index: number): FormDefinition {
  const title = r.line(raw.title, 'title', FORM_LIMITS.title, !isContact);
  const thankYou = r.paragraph(raw.thankYou, 'thankYou', FORM_LIMITS.thankYou);
  const taken = new Set<string>();
  // Only the contact form's default message may go without a label (the site words it).
  const fields = r.items(raw.fields, 'fields', FORM_LIMITS.fields, (item, ir) =>
    readField(item, ir, taken, !(isContact && item.id === 'fmessage')),
  );
  let id = CONTACT_FORM_ID;
  if (!isContact) {
    id = typeof raw.id === 'string' && FORM_ID_PATTERN.test(raw.id) && raw.id !== CONTACT_FORM_ID && !takenIds.has(raw.id) ? raw.id : '';
    for (let n = index; id === ''; n++) if (!takenIds.has(`form-${n}`)) id = `form-${n}`;
  }
  takenIds.add(id);
  return { id, title, thankYou, fields };
}

/**
 * Reads the stored (or edited) forms document. A missing document is the default contact form;
 * `contactTitle` is the site's word for it ("Contact us") when the member gave none.
 */
export function readSiteForms(raw: unknown, r: FieldReader, contactTitle = ''): SiteForms {
  if (raw === undefined || raw === null) return { forms: [defaultContactForm(contactTitle)] };
  if (!isRecord(raw)) {
    r.fail('', 'invalid');
    return { forms: [defaultContactForm(contactTitle)] };
  }
  const takenIds = new Set<string>();
  const forms: FormDefinition[] = [];
  r.list(raw.forms, 'forms', FORM_LIMITS.extraForms + 1).forEach((item, i) => {
    const fr = r.child(`forms.${i}`);
    if (!isRecord(item)) {
      fr.fail('', 'invalid');
      return;
    }
    forms.push(readForm(item, fr, i === 0, takenIds, i));
  });
  if (forms.length === 0 || forms[0]?.id !== CONTACT_FORM_ID) forms.unshift(defaultContactForm(contactTitle));
  const contact = forms[0];
  if (contact && contact.title === '') forms[0] = { ...contact, title: contactTitle };
  return { forms };
}

export function findForm(forms: SiteForms, formId: string): FormDefinition | null {
  return forms.forms.find((f) => f.id === formId) ?? null;
}
