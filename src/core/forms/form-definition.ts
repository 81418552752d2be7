import type { RawSection } from '../site/sections/section-definition';
import type { SiteErrors } from '../site/site-fields';
import { FieldReader, isRecord } from '../site/site-fields';

export * from './form-shapes';
import type { FormDefinition, FormField, FormFieldType, SiteForms } from './form-shapes';
import { CHOICE_FIELD_TYPES, CONTACT_FORM_ID, FIELD_ID_PATTERN, FORM_FIELD_TYPES, FORM_ID_PATTERN, FORM_LIMITS, defaultContactForm } from './form-shapes';

/*
 * The one reader of a site's forms document (form-shapes.ts): the builder, the site server and
 * the public page model check it here, so what is saved and what is served agree.
 */

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

/** The forms as the member edited them, checked: saved only when nothing is wrong. */
export function validateSiteForms(raw: unknown): { readonly ok: true; readonly value: SiteForms } | { readonly ok: false; readonly errors: SiteErrors } {
  const r = new FieldReader();
  const value = readSiteForms(raw, r);
  return Object.keys(r.errors).length === 0 ? { ok: true, value } : { ok: false, errors: { ...r.errors } };
}
