import { csvDocument } from '../export/csv';
import type { EpochMs } from '../time/time';
import type { FormSubmission } from './form-submission';

/** What the inbox shows: the open messages or the archive, narrowed by the member's filters. */
export interface InboxFilter {
  readonly view: 'inbox' | 'archived';
  readonly unreadOnly: boolean;
  /** '' for every form. */
  readonly formId: string;
  /** Inclusive start and exclusive end, as instants; null for no bound. */
  readonly from: EpochMs | null;
  readonly until: EpochMs | null;
  readonly search: string;
}

export const ALL_SUBMISSIONS: InboxFilter = { view: 'inbox', unreadOnly: false, formId: '', from: null, until: null, search: '' };

/** Lower case without accents, so "jose" finds "José". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchesSearch(submission: FormSubmission, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = folded([submission.name, submission.email, submission.formTitle, ...submission.answers.map((a) => a.value)].join('\n'));
  return words.every((word) => haystack.includes(word));
}

export function filterSubmissions(submissions: readonly FormSubmission[], filter: InboxFilter): FormSubmission[] {
  const words = folded(filter.search).split(/\s+/).filter((w) => w !== '');
  return submissions.filter(
    (s) =>
      s.archived === (filter.view === 'archived') &&
      (!filter.unreadOnly || !s.read) &&
      (filter.formId === '' || s.formId === filter.formId) &&
      (filter.from === null || s.createdAt >= filter.from) &&
      (filter.until === null || s.createdAt < filter.until) &&
      matchesSearch(s, words),
  );
}

/** The forms that submissions came from, for the form filter: id and the latest title seen. */
export function formsSeen(submissions: readonly FormSubmission[]): { readonly id: string; readonly title: string }[] {
  const seen = new Map<string, string>();
  for (const s of submissions) if (!seen.has(s.formId)) seen.set(s.formId, s.formTitle);
  return [...seen].map(([id, title]) => ({ id, title }));
}

export interface CsvHeadings {
  readonly date: string;
  readonly form: string;
  readonly name: string;
  readonly email: string;
  readonly status: string;
  /** The field label for the contact form's unlabelled message. */
  readonly message: string;
}

/**
 * The submissions as CSV (RFC 4180, CRLF): date, form, name, email, status, then one column
 * per field label in order of first appearance, so different forms share one sheet.
 */
export function submissionsCsv(submissions: readonly FormSubmission[], headings: CsvHeadings, formatDate: (at: EpochMs) => string, statusOf: (s: FormSubmission) => string): string {
  const labelOf = (label: string) => (label === '' ? headings.message : label);
  const columns: string[] = [];
  for (const s of submissions) for (const a of s.answers) if (!columns.includes(labelOf(a.label))) columns.push(labelOf(a.label));
  const rows = [[headings.date, headings.form, headings.name, headings.email, headings.status, ...columns]];
  for (const s of submissions) {
    const byLabel = new Map(s.answers.map((a) => [labelOf(a.label), a.value]));
    rows.push([formatDate(s.createdAt), s.formTitle, s.name, s.email, statusOf(s), ...columns.map((c) => byLabel.get(c) ?? '')]);
  }
  return csvDocument(rows);
}

export interface ReplyLinks {
  readonly email: string;
  /** Null when the visitor gave no phone number. */
  readonly call: string | null;
  readonly whatsapp: string | null;
}

/** The first phone number the visitor gave, as digits with an optional leading +. */
export function phoneOf(submission: FormSubmission): string | null {
  const answer = submission.answers.find((a) => a.type === 'phone' && a.value !== '');
  if (answer === undefined) return null;
  const digits = answer.value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 7 ? digits : null;
}

/** Shortcuts that open mail, the phone or WhatsApp with `greeting` (in the site's language) prefilled. */
export function replyLinks(submission: FormSubmission, subject: string, greeting: string): ReplyLinks {
  const phone = phoneOf(submission);
  const email = `mailto:${encodeURIComponent(submission.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(greeting)}`;
  return {
    email,
    call: phone === null ? null : `tel:${phone}`,
    whatsapp: phone === null ? null : `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`,
  };
}
