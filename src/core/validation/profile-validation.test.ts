import { describe, expect, it } from 'vitest';
import { BUSINESS_NAME_MAX_LENGTH, validateContactDetails, validateProfile } from './profile-validation';
import { DISPLAY_NAME_MAX_LENGTH } from './sign-up-validation';

const good = { namePublico: '  Panadería  Luna ', businessName: '', phoneNumber: '+1 (555) 010-2030', siteLanguage: 'ES', themeColor: '#a1b2c3' };

describe('validateProfile', () => {
  it('accepts a complete profile and normalises it', () => {
    const result = validateProfile(good);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.normalized).toEqual({
      namePublico: 'Panadería Luna',
      businessName: null,
      phoneNumber: '+1 (555) 010-2030',
      siteLanguage: 'ES',
      themeColor: '#A1B2C3',
    });
  });

  it('requires a public name and a phone, and refuses a bad phone', () => {
    expect(validateProfile({ ...good, namePublico: ' \u200B ', phoneNumber: '' }).errors).toEqual({ namePublico: 'required', phoneNumber: 'required' });
    expect(validateProfile({ ...good, phoneNumber: '<script>' }).errors).toEqual({ phoneNumber: 'invalid-phone' });
  });

  it('accepts only #rrggbb colours', () => {
    for (const color of ['red;}body{background:red', 'red', '#fff', '#12345g', 'url(x)']) {
      expect(validateProfile({ ...good, themeColor: color }).errors).toEqual({ themeColor: 'invalid-color' });
    }
    expect(validateProfile({ ...good, themeColor: '' }).errors).toEqual({ themeColor: 'required' });
  });

  it('keeps the business name to the length of every other name the rules check with isName', () => {
    expect(BUSINESS_NAME_MAX_LENGTH).toBe(DISPLAY_NAME_MAX_LENGTH);
    expect(validateProfile({ ...good, businessName: 'b'.repeat(BUSINESS_NAME_MAX_LENGTH) }).ok).toBe(true);
  });

  it('refuses names that are too long, even huge ones, and unknown languages', () => {
    expect(validateProfile({ ...good, namePublico: 'x'.repeat(10_000_000) }).errors).toEqual({ namePublico: 'too-long' });
    expect(validateProfile({ ...good, businessName: 'b'.repeat(BUSINESS_NAME_MAX_LENGTH + 1) }).errors).toEqual({ businessName: 'too-long' });
    expect(validateProfile({ ...good, siteLanguage: 'FR' }).errors).toEqual({ siteLanguage: 'invalid-language' });
  });
});

describe('validateContactDetails', () => {
  it('applies the onboarding rules to the phone and the site language only', () => {
    expect(validateContactDetails({ phoneNumber: ' +34 600 123 456 ', siteLanguage: 'ES' })).toEqual({ ok: true, normalized: { phoneNumber: '+34 600 123 456', siteLanguage: 'ES' } });
    expect(validateContactDetails({ phoneNumber: '<script>', siteLanguage: 'FR' })).toEqual({ ok: false, errors: { phoneNumber: 'invalid-phone', siteLanguage: 'invalid-language' } });
    expect(validateContactDetails({ phoneNumber: '', siteLanguage: 'EN' })).toEqual({ ok: false, errors: { phoneNumber: 'required' } });
  });
});
