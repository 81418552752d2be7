import type { ContactMessage, InquiryErrorCode, WebsiteIntake } from '../validation/inquiry-validation';
import { validateContactMessage, validateWebsiteIntake } from '../validation/inquiry-validation';
import type { InquiryLanguage, NewInquiry } from './inquiry';
import { inquiryFromContact, inquiryFromIntake } from './inquiry';

/** The hidden field of the marketing forms: people never see it, so any value means a bot. */
export const INQUIRY_HONEYPOT_FIELD = 'website';

export type InquiryForm = { readonly kind: 'contact'; readonly values: ContactMessage } | { readonly kind: 'website-intake'; readonly values: WebsiteIntake };

export type InquiryFormErrors = Partial<Record<string, InquiryErrorCode>>;

export type InquiryFormOutcome =
  | { readonly kind: 'accepted'; readonly inquiry: NewInquiry }
  /** A bot filled the honeypot: thanked like a person, stored nowhere. */
  | { readonly kind: 'bot' }
  | { readonly kind: 'invalid'; readonly errors: InquiryFormErrors };

/** Reads a marketing form as sent: the honeypot first, then the form's own validation. */
export function readInquiryForm(form: InquiryForm, honeypot: string, language: InquiryLanguage): InquiryFormOutcome {
  if (honeypot !== '') return { kind: 'bot' };
  if (form.kind === 'contact') {
    const result = validateContactMessage(form.values);
    return result.ok ? { kind: 'accepted', inquiry: inquiryFromContact(result.normalized, language) } : { kind: 'invalid', errors: result.errors };
  }
  const result = validateWebsiteIntake(form.values);
  return result.ok ? { kind: 'accepted', inquiry: inquiryFromIntake(result.normalized, language) } : { kind: 'invalid', errors: result.errors };
}
