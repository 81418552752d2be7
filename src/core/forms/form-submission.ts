import type { EpochMs } from '../time/time';
import type { FormAnswer } from './form-answers';
import { CONTACT_FORM_ID, FORM_FIELD_TYPES } from './form-shapes';
import type { FormFieldType } from './form-shapes';

/**
 * What a visitor sent from a member's public site, as stored at vMember/{uid}/forms/{id}.
 * The form's title and each field's label are copied in, so a submission reads the same after
 * the member renames or removes its form.
 */
export interface NewFormSubmission {
  readonly formId: string;
  readonly formTitle: string;
  /** The sender, for the inbox list, alerts and replies. */
  readonly name: string;
  readonly email: string;
  readonly answers: readonly FormAnswer[];
  readonly createdAt: EpochMs;
  /** Which site (username) it came from. */
  readonly site: string;
  /** The site's language when it was sent: replies greet the visitor in it. */
  readonly language: 'en' | 'es';
}

/** The member's own state of a submission; the only fields a member's client may change. */
export interface SubmissionState {
  readonly read: boolean;
  readonly archived: boolean;
}

export interface FormSubmission extends NewFormSubmission, SubmissionState {
  readonly id: string;
}

function text(value: unknown, max = 10_000): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function isFieldType(value: unknown): value is FormFieldType {
  return typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value);
}

function readAnswers(raw: Readonly<Record<string, unknown>>): FormAnswer[] {
  if (Array.isArray(raw.answers)) {
    return raw.answers.flatMap((a: unknown) => {
      if (typeof a !== 'object' || a === null) return [];
      const r = a as Record<string, unknown>;
      return [{ id: text(r.id, 40), label: text(r.label, 200), type: isFieldType(r.type) ? r.type : 'short-text', value: text(r.value) }];
    });
  }
  // Submissions stored before forms were editable held one `message`.
  const message = text(raw.message);
  return message === '' ? [] : [{ id: 'fmessage', label: '', type: 'long-text', value: message }];
}

/**
 * Reads a stored submission; older documents (name, email, message, createdAt, site) read as
 * unread contact-form messages, so nothing sent before is lost from the inbox.
 */
export function readFormSubmission(id: string, raw: Readonly<Record<string, unknown>>): FormSubmission {
  return {
    id,
    formId: text(raw.formId, 40) || CONTACT_FORM_ID,
    formTitle: text(raw.formTitle, 200),
    name: text(raw.name, 200),
    email: text(raw.email, 300),
    answers: readAnswers(raw),
    createdAt: typeof raw.createdAt === 'number' && Number.isFinite(raw.createdAt) ? (raw.createdAt as EpochMs) : (0 as EpochMs),
    site: text(raw.site, 100),
    language: raw.language === 'es' ? 'es' : 'en',
    read: raw.read === true,
    archived: raw.archived === true,
  };
}

/** The inbox's order: newest first, ties by id so the order never flickers. */
export function newestFirst(submissions: readonly FormSubmission[]): FormSubmission[] {
  return [...submissions].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Only the member's own state, and only booleans: what a member's client may write. */
export function submissionStatePatch(state: Partial<SubmissionState>): Partial<SubmissionState> {
  const patch: { read?: boolean; archived?: boolean } = {};
  if (typeof state.read === 'boolean') patch.read = state.read;
  if (typeof state.archived === 'boolean') patch.archived = state.archived;
  return patch;
}
