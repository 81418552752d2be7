import type { EpochMs } from '../time/time';
import type { BusinessType, ContactMessage, IntakePage, WebsiteIntake } from '../validation/inquiry-validation';
import { BUSINESS_TYPES, INTAKE_PAGES, MESSAGE_MAX_LENGTH } from '../validation/inquiry-validation';
import { BUSINESS_NAME_MAX_LENGTH } from '../validation/profile-validation';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '../validation/sign-up-validation';

/**
 * A request a visitor sent from the marketing site (the Contact page or /forms/website-intake),
 * stored at inquiries/{id} for the administrators.
 */
export const INQUIRY_KINDS = ['contact', 'website-intake'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const INQUIRY_STATUSES = ['open', 'handled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** What an inbox lists: one status, or every inquiry. */
export type InquiryStatusFilter = InquiryStatus | 'all';

export const INQUIRY_LANGUAGES = ['en', 'es'] as const;
export type InquiryLanguage = (typeof INQUIRY_LANGUAGES)[number];

/** The largest values a stored inquiry may hold; firestore.rules repeats them for anonymous creates. */
export const INQUIRY_LIMITS = {
  name: DISPLAY_NAME_MAX_LENGTH,
  businessName: BUSINESS_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  pages: INTAKE_PAGES.length,
} as const;

export interface IntakeDetails {
  readonly businessName: string;
  /** '' when the business gave none. */
  readonly phoneNumber: string;
  readonly businessType: BusinessType;
  readonly pages: readonly IntakePage[];
}

/** What a visitor sends: the name and email to answer, and the text (message or description). */
export interface NewInquiry {
  readonly kind: InquiryKind;
  /** The language the visitor wrote in, so the answer can be in it. */
  readonly language: InquiryLanguage;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  /** Only for 'website-intake'. */
  readonly intake: IntakeDetails | null;
}

export interface Inquiry extends NewInquiry {
  readonly id: string;
  readonly status: InquiryStatus;
  readonly createdAt: EpochMs;
  /** When an administrator marked it handled; null while open. */
  readonly handledAt: EpochMs | null;
}

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && (INQUIRY_STATUSES as readonly string[]).includes(value);
}

export function isInquiryKind(value: unknown): value is InquiryKind {
  return typeof value === 'string' && (INQUIRY_KINDS as readonly string[]).includes(value);
}

export function inquiryLanguageOf(language: string): InquiryLanguage {
  return language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** A validated contact message (validateContactMessage's `normalized`) as an inquiry. */
export function inquiryFromContact(message: ContactMessage, language: InquiryLanguage): NewInquiry {
  return { kind: 'contact', language, name: message.name, email: message.email, message: message.message, intake: null };
}

/** A validated website request (validateWebsiteIntake's `normalized`) as an inquiry. */
export function inquiryFromIntake(intake: WebsiteIntake, language: InquiryLanguage): NewInquiry {
  const businessType = (BUSINESS_TYPES as readonly string[]).includes(intake.businessType) ? (intake.businessType as BusinessType) : 'other';
  const pages = INTAKE_PAGES.filter((page) => intake.pages.includes(page));
  return {
    kind: 'website-intake',
    language,
    name: intake.contactName,
    email: intake.email,
    message: intake.description,
    intake: { businessName: intake.businessName, phoneNumber: intake.phoneNumber, businessType, pages },
  };
}

const codePoints = (value: string) => [...value].length;

/**
 * Whether an inquiry fits what the store accepts from a visitor. Anything validated by
 * validateContactMessage / validateWebsiteIntake fits; the rules refuse anything that does not.
 */
export function fitsInquiryLimits(inquiry: NewInquiry): boolean {
  const within = (value: string, max: number, min = 1) => codePoints(value) >= min && codePoints(value) <= max;
  const base =
    isInquiryKind(inquiry.kind) &&
    (INQUIRY_LANGUAGES as readonly string[]).includes(inquiry.language) &&
    within(inquiry.name, INQUIRY_LIMITS.name) &&
    within(inquiry.email, INQUIRY_LIMITS.email) &&
    within(inquiry.message, INQUIRY_LIMITS.message);
  if (!base) return false;
  if (inquiry.kind === 'contact') return inquiry.intake === null;
  const intake = inquiry.intake;
  return (
    intake !== null &&
    within(intake.businessName, INQUIRY_LIMITS.businessName) &&
    within(intake.phoneNumber, INQUIRY_LIMITS.phone, 0) &&
    (BUSINESS_TYPES as readonly string[]).includes(intake.businessType) &&
    intake.pages.length >= 1 &&
    intake.pages.length <= INQUIRY_LIMITS.pages &&
    intake.pages.every((page) => (INTAKE_PAGES as readonly string[]).includes(page))
  );
}

/** How the inbox and the CLI name an inquiry in one line: the business, else the person. */
export function inquirySubject(inquiry: Pick<Inquiry, 'name' | 'intake'>): string {
  return inquiry.intake === null ? inquiry.name : `${inquiry.intake.businessName} (${inquiry.name})`;
}

/** Newest first; ties keep the id order so two listings agree. */
export function newestInquiriesFirst<T extends Pick<Inquiry, 'id' | 'createdAt'>>(inquiries: readonly T[]): T[] {
  return [...inquiries].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function inquiriesWithStatus<T extends Pick<Inquiry, 'status'>>(inquiries: readonly T[], status: InquiryStatus | 'all'): T[] {
  return status === 'all' ? [...inquiries] : inquiries.filter((inquiry) => inquiry.status === status);
}
