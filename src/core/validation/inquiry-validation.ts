import { DISPLAY_NAME_MAX_LENGTH, isValidEmail, phoneError } from './sign-up-validation';
import { codePointLength, normalizeName } from './normalize-name';
import { BUSINESS_NAME_MAX_LENGTH } from './profile-validation';

export const MESSAGE_MAX_LENGTH = 5000;

export type InquiryErrorCode = 'required' | 'too-long' | 'invalid-email' | 'invalid-phone' | 'choose-one';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export const BUSINESS_TYPES = ['restaurant', 'bakery', 'salon', 'trades', 'retail', 'health', 'professional', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const INTAKE_PAGES = ['services', 'products', 'gallery', 'hours', 'aboutUs', 'contactForm', 'booking', 'blog'] as const;
export type IntakePage = (typeof INTAKE_PAGES)[number];

export interface WebsiteIntake {
  readonly businessName: string;
  readonly contactName: string;
  readonly email: string;
  /** Optional: the business may prefer email. */
  readonly phoneNumber: string;
  readonly businessType: string;
  readonly pages: readonly string[];
  readonly description: string;
}

export type InquiryValidation<T> =
  | { readonly ok: true; readonly errors: Partial<Record<keyof T, InquiryErrorCode>>; readonly normalized: T }
  | { readonly ok: false; readonly errors: Partial<Record<keyof T, InquiryErrorCode>> };

function requiredName(raw: string, max: number = DISPLAY_NAME_MAX_LENGTH): { value: string; error: InquiryErrorCode | null } {
  if (raw.length > max * 20) return { value: '', error: 'too-long' };
  const value = normalizeName(raw);
  if (value === '') return { value, error: 'required' };
  return { value, error: codePointLength(value) > max ? 'too-long' : null };
}

function emailError(email: string): InquiryErrorCode | null {
  if (email === '') return 'required';
  return isValidEmail(email) ? null : 'invalid-email';
}

function longTextError(text: string): InquiryErrorCode | null {
  if (text === '') return 'required';
  return text.length > MESSAGE_MAX_LENGTH ? 'too-long' : null;
}

/** A message sent from the public contact page. */
export function validateContactMessage(input: ContactMessage): InquiryValidation<ContactMessage> {
  const errors: Partial<Record<keyof ContactMessage, InquiryErrorCode>> = {};
  const name = requiredName(input.name);
  if (name.error) errors.name = name.error;
  const email = input.email.trim();
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  const message = input.message.trim();
  const messageProblem = longTextError(message);
  if (messageProblem) errors.message = messageProblem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, errors, normalized: { name: name.value, email, message } };
}

function isBusinessType(value: string): value is BusinessType {
  return (BUSINESS_TYPES as readonly string[]).includes(value);
}

function isIntakePage(value: string): value is IntakePage {
  return (INTAKE_PAGES as readonly string[]).includes(value);
}

/** What a business asks for on the website intake form. */
export function validateWebsiteIntake(input: WebsiteIntake): InquiryValidation<WebsiteIntake> {
  const errors: Partial<Record<keyof WebsiteIntake, InquiryErrorCode>> = {};
  const businessName = requiredName(input.businessName, BUSINESS_NAME_MAX_LENGTH);
  if (businessName.error) errors.businessName = businessName.error;
  const contactName = requiredName(input.contactName);
  if (contactName.error) errors.contactName = contactName.error;
  const email = input.email.trim();
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  const phoneNumber = input.phoneNumber.trim();
  if (phoneNumber !== '') {
    const phone = phoneError(phoneNumber);
    if (phone === 'too-long' || phone === 'invalid-phone') errors.phoneNumber = phone;
  }
  if (input.businessType === '') errors.businessType = 'required';
  else if (!isBusinessType(input.businessType)) errors.businessType = 'choose-one';
  const pages = [...new Set(input.pages)].filter(isIntakePage);
  if (pages.length === 0) errors.pages = 'choose-one';
  const description = input.description.trim();
  const descriptionProblem = longTextError(description);
  if (descriptionProblem) errors.description = descriptionProblem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    errors,
    normalized: { businessName: businessName.value, contactName: contactName.value, email, phoneNumber, businessType: input.businessType, pages, description },
  };
}
