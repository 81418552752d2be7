import type { Inquiry, NewInquiry } from '../../core/inquiries/inquiry';
import { INQUIRY_LANGUAGES, isInquiryKind, isInquiryStatus } from '../../core/inquiries/inquiry';
import type { BusinessType, IntakePage } from '../../core/validation/inquiry-validation';
import { BUSINESS_TYPES, INTAKE_PAGES } from '../../core/validation/inquiry-validation';
import { epochFromStored } from './firestore-mappers';

/** The collection of marketing inquiries (top level: they belong to no member). */
export const INQUIRIES_COLLECTION = 'inquiries';

/**
 * The stored fields of a new inquiry, flat so that firestore.rules can bound each one. The
 * adapter adds `status: 'open'` and the server's `createdAt`.
 */
export function inquiryFields(inquiry: NewInquiry): Record<string, unknown> {
  const base = { kind: inquiry.kind, language: inquiry.language, name: inquiry.name, email: inquiry.email, message: inquiry.message };
  if (inquiry.intake === null) return base;
  const { businessName, phoneNumber, businessType, pages } = inquiry.intake;
  return { ...base, businessName, phoneNumber, businessType, pages: [...pages] };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored inquiry; tolerant of missing or mistyped fields like every other reader. */
export function inquiryFromDocument(id: string, data: Record<string, unknown>): Inquiry {
  const kind = isInquiryKind(data['kind']) ? data['kind'] : 'contact';
  const businessType = (BUSINESS_TYPES as readonly unknown[]).includes(data['businessType']) ? (data['businessType'] as BusinessType) : 'other';
  const pages = Array.isArray(data['pages']) ? INTAKE_PAGES.filter((page: IntakePage) => (data['pages'] as unknown[]).includes(page)) : [];
  return {
    id,
    kind,
    status: isInquiryStatus(data['status']) ? data['status'] : 'open',
    language: (INQUIRY_LANGUAGES as readonly unknown[]).includes(data['language']) ? (data['language'] as Inquiry['language']) : 'en',
    name: text(data['name']),
    email: text(data['email']),
    message: text(data['message']),
    createdAt: epochFromStored(data['createdAt']) ?? 0,
    handledAt: epochFromStored(data['handledAt']),
    intake: kind === 'website-intake' ? { businessName: text(data['businessName']), phoneNumber: text(data['phoneNumber']), businessType, pages } : null,
  };
}
