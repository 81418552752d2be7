import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../core/member/member-record';
import { validateWebsiteIntake } from '../../core/validation/inquiry-validation';
import { validateProfile } from '../../core/validation/profile-validation';
import { validateSignUp } from '../../core/validation/sign-up-validation';
import { createI18n } from '../i18n/i18n';
import { resources } from '../i18n/resources';
import type { ValidationCode } from './validation-message';
import { useValidationMessage } from './validation-message';

const CODES: readonly ValidationCode[] = ['required', 'too-long', 'invalid-email', 'invalid-phone', 'password-too-short', 'password-too-long', 'choose-one', 'invalid-color', 'invalid-language'];

function messages(language: SiteLanguage) {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={createI18n(language, resources)}>{children}</I18nextProvider>;
  return renderHook(() => useValidationMessage(), { wrapper }).result.current;
}

describe('useValidationMessage', () => {
  it('words every code of the sign-up, profile and inquiry rules in English and Spanish', () => {
    const en = messages('EN');
    const es = messages('ES');
    for (const code of CODES) {
      expect(en(code), code).toMatch(/\.$/);
      expect(es(code), code).toMatch(/\.$/);
      expect(es(code), code).not.toBe(en(code));
    }
    expect(en('invalid-phone')).toBe('Enter a valid phone number (7 to 20 digits).');
    expect(es('choose-one')).toBe('Elige una de las opciones.');
    expect(en(undefined)).toBeNull();
  });

  it('has a message for what each form’s rules actually return', () => {
    const en = messages('EN');
    const returned = [
      ...Object.values(validateSignUp({ email: 'nope', password: '1', displayName: '', phoneNumber: 'x' }).errors),
      ...Object.values(validateProfile({ namePublico: '', businessName: '', phoneNumber: '12', themeColor: 'red', siteLanguage: 'FR' }).errors),
      ...Object.values(validateWebsiteIntake({ businessName: '', contactName: '', email: '', phoneNumber: '', businessType: '', pages: [], description: '' }).errors),
    ];
    expect(returned.length).toBeGreaterThan(5);
    for (const code of returned) expect(CODES, code).toContain(code);
    for (const code of returned) expect(en(code)).not.toBe(code);
  });
});
