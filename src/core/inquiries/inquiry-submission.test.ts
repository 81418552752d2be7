import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readInquiryForm } from './inquiry-submission';

const contact = { name: ' Ana ', email: 'ana@example.com', message: 'Hi' };
const intake = { businessName: 'Luna', contactName: 'Ana', email: 'ana@luna.test', phoneNumber: '', businessType: 'bakery', pages: ['hours'], description: 'Bread' };

describe('readInquiryForm', () => {
  it('a filled honeypot is a bot, whatever else was sent', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.boolean(), (honeypot, isContact) => {
        const form = isContact ? { kind: 'contact' as const, values: contact } : { kind: 'website-intake' as const, values: intake };
        expect(readInquiryForm(form, honeypot, 'en')).toEqual({ kind: 'bot' });
      }),
    );
  });

  it('accepts valid forms as normalised inquiries in the visitor language', () => {
    expect(readInquiryForm({ kind: 'contact', values: contact }, '', 'es')).toEqual({
      kind: 'accepted',
      inquiry: { kind: 'contact', language: 'es', name: 'Ana', email: 'ana@example.com', message: 'Hi', intake: null },
    });
    const outcome = readInquiryForm({ kind: 'website-intake', values: intake }, '', 'en');
    expect(outcome.kind === 'accepted' && outcome.inquiry.intake).toEqual({ businessName: 'Luna', phoneNumber: '', businessType: 'bakery', pages: ['hours'] });
  });

  it('names the invalid fields', () => {
    expect(readInquiryForm({ kind: 'contact', values: { ...contact, email: 'no' } }, '', 'en')).toEqual({ kind: 'invalid', errors: { email: 'invalid-email' } });
    expect(readInquiryForm({ kind: 'website-intake', values: { ...intake, pages: [] } }, '', 'en')).toEqual({ kind: 'invalid', errors: { pages: 'choose-one' } });
  });
});
