import type { ContactMessage, InquiryErrorCode } from '../validation/inquiry-validation';
import { MESSAGE_MAX_LENGTH, validateContactMessage } from '../validation/inquiry-validation';
import type { EpochMs } from '../time/time';

/**
 * A message a visitor sent from a member's public site, stored at vMember/{uid}/forms/{id}
 * for the member's Forms page.
 */
export interface FormSubmission extends ContactMessage {
  readonly createdAt: EpochMs;
  /** Which site it came from, so a member with several domains can tell. */
  readonly site: string;
}

/** The form's hidden field: people never see it, so any value means a bot filled it. */
export const CONTACT_HONEYPOT_FIELD = 'website';
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
/** Largest form body the site server reads; a longer one is refused unread. */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

export type ContactFormResult =
  | { readonly kind: 'accepted'; readonly message: ContactMessage }
  | { readonly kind: 'bot' }
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<keyof ContactMessage, InquiryErrorCode>>; readonly values: ContactMessage };

function field(fields: ReadonlyMap<string, string>, name: string, max: number): string {
  const value = fields.get(name) ?? '';
  // Keep what the visitor typed for the form shown again, but never more than can be valid.
  return value.length > max ? value.slice(0, max + 1) : value;
}

/** Reads a submitted contact form (already decoded to fields). */
export function readContactForm(fields: ReadonlyMap<string, string>): ContactFormResult {
  if ((fields.get(CONTACT_HONEYPOT_FIELD) ?? '') !== '') return { kind: 'bot' };
  const values: ContactMessage = {
    name: field(fields, 'name', 2000),
    email: field(fields, 'email', 300),
    message: field(fields, 'message', MESSAGE_MAX_LENGTH),
  };
  const result = validateContactMessage(values);
  if (result.ok) return { kind: 'accepted', message: result.normalized };
  return { kind: 'invalid', errors: result.errors, values };
}
