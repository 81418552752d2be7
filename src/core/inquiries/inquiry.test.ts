import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, INTAKE_PAGES, MESSAGE_MAX_LENGTH, validateContactMessage, validateWebsiteIntake } from '../validation/inquiry-validation';
import type { Inquiry, NewInquiry } from './inquiry';
import {
  INQUIRY_LIMITS,
  fitsInquiryLimits,
  inquiriesWithStatus,
  inquiryFromContact,
  inquiryFromIntake,
  inquiryLanguageOf,
  inquirySubject,
  isInquiryKind,
  isInquiryStatus,
  newestInquiriesFirst,
} from './inquiry';

const anyText = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });
const language = fc.constantFrom('en' as const, 'es' as const);

describe('inquiries from validated forms', () => {
  it('every contact message the form accepts fits what the store accepts', () => {
    fc.assert(
      fc.property(anyText(140), fc.emailAddress(), anyText(MESSAGE_MAX_LENGTH + 10), language, (name, email, message, lang) => {
        const result = validateContactMessage({ name, email, message });
        if (!result.ok) return;
        const inquiry = inquiryFromContact(result.normalized, lang);
        expect(fitsInquiryLimits(inquiry)).toBe(true);
        expect(inquiry).toMatchObject({ kind: 'contact', language: lang, intake: null });
      }),
    );
  });

  it('every website request the form accepts fits what the store accepts, pages in the form order', () => {
    fc.assert(
      fc.property(
        anyText(140),
        anyText(140),
        fc.emailAddress(),
        fc.constantFrom('', '+52 55 1234 5678', '(555) 010-9999'),
        fc.constantFrom(...BUSINESS_TYPES, 'casino', ''),
        fc.array(fc.constantFrom(...INTAKE_PAGES, '__proto__'), { maxLength: 12 }),
        anyText(300),
        language,
        (businessName, contactName, email, phoneNumber, businessType, pages, description, lang) => {
          const result = validateWebsiteIntake({ businessName, contactName, email, phoneNumber, businessType, pages, description });
          if (!result.ok) return;
          const inquiry = inquiryFromIntake(result.normalized, lang);
          expect(fitsInquiryLimits(inquiry)).toBe(true);
          expect(inquiry.intake?.pages).toEqual(INTAKE_PAGES.filter((page) => pages.includes(page)));
          expect(inquiry.name).toBe(result.normalized.contactName);
        },
      ),
    );
  });
});

describe('fitsInquiryLimits', () => {
  const contact: NewInquiry = { kind: 'contact', language: 'en', name: 'Ana', email: 'ana@example.com', message: 'Hello', intake: null };
  const intake: NewInquiry = {
    ...contact,
    kind: 'website-intake',
    intake: { businessName: 'Luna', phoneNumber: '', businessType: 'bakery', pages: ['hours'] },
  };

  it('accepts the honest shapes and refuses every field past its bound', () => {
    expect(fitsInquiryLimits(contact)).toBe(true);
    expect(fitsInquiryLimits(intake)).toBe(true);
    expect(fitsInquiryLimits({ ...contact, name: 'n'.repeat(INQUIRY_LIMITS.name + 1) })).toBe(false);
    expect(fitsInquiryLimits({ ...contact, name: '' })).toBe(false);
    expect(fitsInquiryLimits({ ...contact, email: `${'e'.repeat(INQUIRY_LIMITS.email)}@x` })).toBe(false);
    expect(fitsInquiryLimits({ ...contact, message: 'm'.repeat(INQUIRY_LIMITS.message + 1) })).toBe(false);
    expect(fitsInquiryLimits({ ...contact, language: 'fr' as 'en' })).toBe(false);
    expect(fitsInquiryLimits({ ...contact, kind: 'order' as 'contact' })).toBe(false);
    expect(fitsInquiryLimits({ ...contact, intake: intake.intake })).toBe(false);
    expect(fitsInquiryLimits({ ...intake, intake: null })).toBe(false);
  });

  it('refuses intake details out of their lists or bounds', () => {
    const details = intake.intake!;
    const withDetails = (change: Partial<typeof details>) => ({ ...intake, intake: { ...details, ...change } });
    expect(fitsInquiryLimits(withDetails({ pages: [] }))).toBe(false);
    expect(fitsInquiryLimits(withDetails({ pages: ['casino' as 'hours'] }))).toBe(false);
    expect(fitsInquiryLimits(withDetails({ pages: Array(INQUIRY_LIMITS.pages + 1).fill('hours') }))).toBe(false);
    expect(fitsInquiryLimits(withDetails({ businessType: 'casino' as 'bakery' }))).toBe(false);
    expect(fitsInquiryLimits(withDetails({ phoneNumber: '1'.repeat(INQUIRY_LIMITS.phone + 1) }))).toBe(false);
    expect(fitsInquiryLimits(withDetails({ businessName: '' }))).toBe(false);
  });

  it('counts an accented letter or an emoji once', () => {
    expect(fitsInquiryLimits({ ...contact, name: 'ñ'.repeat(INQUIRY_LIMITS.name) })).toBe(true);
    expect(fitsInquiryLimits({ ...contact, name: '🌮'.repeat(INQUIRY_LIMITS.name) })).toBe(true);
  });
});

describe('listing helpers', () => {
  const inquiry = (id: string, createdAt: number, status: Inquiry['status']): Inquiry => ({
    id,
    createdAt,
    status,
    handledAt: null,
    kind: 'contact',
    language: 'en',
    name: id,
    email: 'a@b.co',
    message: 'm',
    intake: null,
  });

  it('orders newest first with ties in id order, whatever the input order', () => {
    const arb = fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), createdAt: fc.integer({ min: 0, max: 5 }) }), { selector: (r) => r.id });
    fc.assert(
      fc.property(arb, (rows) => {
        const sorted = newestInquiriesFirst(rows);
        expect(newestInquiriesFirst([...rows].reverse())).toEqual(sorted);
        for (let i = 1; i < sorted.length; i += 1) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id < b.id)).toBe(true);
        }
      }),
    );
  });

  it('filters by status, or keeps all', () => {
    const list = [inquiry('a', 1, 'open'), inquiry('b', 2, 'handled')];
    expect(inquiriesWithStatus(list, 'open').map((i) => i.id)).toEqual(['a']);
    expect(inquiriesWithStatus(list, 'handled').map((i) => i.id)).toEqual(['b']);
    expect(inquiriesWithStatus(list, 'all')).toHaveLength(2);
  });

  it('names a request by its business and a message by its sender', () => {
    expect(inquirySubject({ name: 'Ana', intake: null })).toBe('Ana');
    expect(inquirySubject({ name: 'Ana', intake: { businessName: 'Luna', phoneNumber: '', businessType: 'bakery', pages: ['hours'] } })).toBe('Luna (Ana)');
  });

  it('recognises kinds, statuses and languages', () => {
    expect(isInquiryStatus('open')).toBe(true);
    expect(isInquiryStatus('closed')).toBe(false);
    expect(isInquiryKind('website-intake')).toBe(true);
    expect(isInquiryKind(3)).toBe(false);
    expect(inquiryLanguageOf('es-MX')).toBe('es');
    expect(inquiryLanguageOf('EN')).toBe('en');
    expect(inquiryLanguageOf('fr')).toBe('en');
  });
});
