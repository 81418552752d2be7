import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, validateContactMessage, validateWebsiteIntake } from './inquiry-validation';

describe('validateContactMessage', () => {
  it('accepts a message and trims it', () => {
    const result = validateContactMessage({ name: ' Ana ', email: ' ana@example.com ', message: ' Hello ' });
    expect(result).toEqual({ ok: true, errors: {}, normalized: { name: 'Ana', email: 'ana@example.com', message: 'Hello' } });
  });

  it('names every problem at once', () => {
    expect(validateContactMessage({ name: '', email: 'ana@', message: '   ' }).errors).toEqual({ name: 'required', email: 'invalid-email', message: 'required' });
    expect(validateContactMessage({ name: 'A', email: 'a@b.co', message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) }).errors).toEqual({ message: 'too-long' });
  });
});

describe('validateWebsiteIntake', () => {
  const good = {
    businessName: 'Luna Bakery',
    contactName: 'Ana Ruiz',
    email: 'ana@luna.test',
    phoneNumber: '',
    businessType: 'bakery',
    pages: ['products', 'hours', 'products'],
    description: 'Fresh bread every morning.',
  };

  it('accepts a request without a phone and drops duplicate pages', () => {
    const result = validateWebsiteIntake(good);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.normalized.pages).toEqual(['products', 'hours']);
  });

  it('refuses unknown business types and pages, bad phones and missing fields', () => {
    const result = validateWebsiteIntake({ ...good, businessName: '', businessType: 'casino', pages: ['__proto__'], phoneNumber: 'call me', description: '' });
    expect(result.errors).toEqual({ businessName: 'required', businessType: 'choose-one', pages: 'choose-one', phoneNumber: 'invalid-phone', description: 'required' });
    expect(validateWebsiteIntake({ ...good, businessType: '' }).errors).toEqual({ businessType: 'required' });
  });
});
