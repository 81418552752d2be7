import { isCalendarDate, normalizeMultiline } from '../site/site-fields';
import { codePointLength, normalizeName } from '../validation/normalize-name';
import { DISPLAY_NAME_MAX_LENGTH, isValidEmail, phoneError } from '../validation/sign-up-validation';
import type { FormDefinition, FormField, FormFieldType } from './form-shapes';
import { FORM_LIMITS } from './form-shapes';

/** Problems with a visitor's answers, keyed by field id ('name', 'email' or a field's id). */
export type AnswerErrorCode =
  | 'required'
  | 'too-long'
  | 'invalid-email'
  | 'invalid-phone'
  | 'invalid-number'
  | 'invalid-date'
  | 'invalid-choice'
  | 'no-links';

/** One answer as stored with the submission: the field as the visitor saw it, and the value. */
export interface FormAnswer {
  readonly id: string;
  readonly label: string;
  readonly type: FormFieldType;
  /** Multiple choices are joined with ', '; a consent is 'yes' or ''. */
  readonly value: string;
}

export interface AcceptedAnswers {
  readonly name: string;
  readonly email: string;
  readonly answers: readonly FormAnswer[];
}

/** The posted form, already decoded: every value sent under a name (several for checkboxes). */
export interface PostedFields {
  getAll(name: string): readonly string[];
}

export type AnswersResult =
  | { readonly kind: 'accepted'; readonly value: AcceptedAnswers }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, AnswerErrorCode>>; readonly values: Readonly<Record<string, readonly string[]>> };

export const SENDER_NAME_FIELD = 'name';
export const SENDER_EMAIL_FIELD = 'email';

// A name is for greeting someone back; an address in it is how spam gets into inboxes.
const LINK_LIKE = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|info|io|ru|xyz|top|biz|co)\b)/i;

export function looksLikeLink(text: string): boolean {
  return LINK_LIKE.test(text);
}

function first(fields: PostedFields, name: string): string {
  return fields.getAll(name)[0] ?? '';
}

function maxFor(type: FormFieldType): number {
  return type === 'long-text' ? FORM_LIMITS.longAnswer : FORM_LIMITS.shortAnswer;
}

function answerOf(field: FormField, raw: readonly string[]): { value: string; error: AnswerErrorCode | null } {
  if (field.type === 'multiple-choice') {
    const picked = [...new Set(raw)];
    if (picked.some((p) => !field.options.includes(p))) return { value: '', error: 'invalid-choice' };
    const value = field.options.filter((o) => picked.includes(o)).join(', ');
    return { value, error: field.required && value === '' ? 'required' : null };
  }
  if (field.type === 'consent') {
    const value = raw.length > 0 && raw[0] !== '' ? 'yes' : '';
    return { value, error: field.required && value === '' ? 'required' : null };
  }
  const text = raw[0] ?? '';
  if (text.length > maxFor(field.type) * 4) return { value: '', error: 'too-long' };
  const value = field.type === 'long-text' ? normalizeMultiline(text) : normalizeName(text);
  if (value === '') return { value, error: field.required ? 'required' : null };
  if (codePointLength(value) > maxFor(field.type)) return { value, error: 'too-long' };
  switch (field.type) {
    case 'email':
      return { value, error: isValidEmail(value) ? null : 'invalid-email' };
    case 'phone': {
      const problem = phoneError(value);
      return { value, error: problem === null ? null : problem === 'too-long' ? 'too-long' : 'invalid-phone' };
    }
    case 'number':
      return { value, error: /^-?\d{1,15}([.,]\d{1,6})?$/.test(value) ? null : 'invalid-number' };
    case 'date':
      return { value, error: isCalendarDate(value) ? null : 'invalid-date' };
    case 'single-choice':
      return { value, error: field.options.includes(value) ? null : 'invalid-choice' };
    default:
      return { value, error: null };
  }
}

/**
 * Checks a visitor's post against the form as the member defined it. Fields the form does not
 * have are ignored; the sender's name and email are always required.
 */
export function readFormAnswers(form: FormDefinition, fields: PostedFields): AnswersResult {
  const errors: Record<string, AnswerErrorCode> = {};
  const values: Record<string, readonly string[]> = {};
  const rawName = first(fields, SENDER_NAME_FIELD);
  const rawEmail = first(fields, SENDER_EMAIL_FIELD);
  values[SENDER_NAME_FIELD] = [rawName.slice(0, DISPLAY_NAME_MAX_LENGTH * 2)];
  values[SENDER_EMAIL_FIELD] = [rawEmail.slice(0, 300)];

  const name = rawName.length > DISPLAY_NAME_MAX_LENGTH * 20 ? '' : normalizeName(rawName);
  if (rawName.length > DISPLAY_NAME_MAX_LENGTH * 20 || codePointLength(name) > DISPLAY_NAME_MAX_LENGTH) errors[SENDER_NAME_FIELD] = 'too-long';
  else if (name === '') errors[SENDER_NAME_FIELD] = 'required';
  else if (looksLikeLink(name)) errors[SENDER_NAME_FIELD] = 'no-links';

  const email = rawEmail.trim();
  if (email === '') errors[SENDER_EMAIL_FIELD] = 'required';
  else if (!isValidEmail(email)) errors[SENDER_EMAIL_FIELD] = 'invalid-email';

  const answers: FormAnswer[] = [];
  for (const field of form.fields) {
    const raw = fields.getAll(field.id);
    values[field.id] = raw.slice(0, FORM_LIMITS.options).map((v) => v.slice(0, maxFor(field.type) + 1));
    const { value, error } = answerOf(field, raw);
    if (error !== null) errors[field.id] = error;
    else answers.push({ id: field.id, label: field.label, type: field.type, value });
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, values };
  return { kind: 'accepted', value: { name, email, answers } };
}
