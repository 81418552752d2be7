import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SignUpDetails } from '../member/member-record';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, isValidEmail, validateSignUp } from './sign-up-validation';

const good: SignUpDetails = { email: 'ana@example.com', password: 'secret1', displayName: 'Ana Pérez', phoneNumber: '+1 (555) 123-4567' };

function errorsFor(overrides: Partial<SignUpDetails>) {
  return validateSignUp({ ...good, ...overrides }).errors;
}

describe('validateSignUp', () => {
  it('accepts complete, well-formed details and returns them normalised', () => {
    const result = validateSignUp({ ...good, email: ' ana@example.com ', displayName: ' Ana\u200B  Pérez ' });
    expect(result.ok).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.normalized).toEqual({ ...good, email: 'ana@example.com', displayName: 'Ana Pérez' });
  });

  it('requires all four fields (spec section 5)', () => {
    const result = validateSignUp({ email: ' ', password: '', displayName: '\u200B ', phoneNumber: '' });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({ email: 'required', password: 'required', displayName: 'required', phoneNumber: 'required' });
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@exa mple.com', '<script>@x.com', 'ana@@example.com', 'ana..b@example.com', 'ana@-example.com'])(
    'refuses the email %j',
    (email) => {
      expect(errorsFor({ email }).email).toBe('invalid-email');
    },
  );

  it('refuses an email longer than 254 characters', () => {
    expect(errorsFor({ email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` }).email).toBe('too-long');
  });

  it('keeps the provider minimum of 6 password characters', () => {
    expect(errorsFor({ password: '12345' }).password).toBe('password-too-short');
    expect(errorsFor({ password: '123456' }).password).toBeUndefined();
  });

  it('refuses a 1 MB password before it reaches the network', () => {
    expect(errorsFor({ password: 'x'.repeat(1024 * 1024) }).password).toBe('password-too-long');
    expect(errorsFor({ password: 'x'.repeat(PASSWORD_MAX_LENGTH) }).password).toBeUndefined();
  });

  it('does not trim passwords', () => {
    expect(validateSignUp({ ...good, password: ' pass word ' }).normalized.password).toBe(' pass word ');
  });

  it('limits the display name to 100 characters after normalisation', () => {
    expect(errorsFor({ displayName: 'a'.repeat(DISPLAY_NAME_MAX_LENGTH) }).displayName).toBeUndefined();
    expect(errorsFor({ displayName: `${'a'.repeat(DISPLAY_NAME_MAX_LENGTH)}\u200B\u200B  ` }).displayName).toBeUndefined();
    expect(errorsFor({ displayName: 'a'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }).displayName).toBe('too-long');
  });

  it('refuses a 10 MB display name', () => {
    const result = validateSignUp({ ...good, displayName: 'a'.repeat(10 * 1024 * 1024) });
    expect(result.errors.displayName).toBe('too-long');
    expect(result.normalized.displayName).toBe('');
  });

  it.each(['5551234567', '+34 612 34 56 78', '(555) 123-4567', '1234567', '12345678901234567890'])('accepts the phone %j', (phoneNumber) => {
    expect(errorsFor({ phoneNumber }).phoneNumber).toBeUndefined();
  });

  it.each(['123456', '123456789012345678901', '<script>alert(1)</script>', '555-CALL-NOW', '555 123 4567 ext 2', '55+51234567', '5551234567;'])('refuses the phone %j', (phoneNumber) => {
    expect(errorsFor({ phoneNumber }).phoneNumber).toBe('invalid-phone');
  });

  it('refuses an absurdly long phone', () => {
    expect(errorsFor({ phoneNumber: '1 '.repeat(100) }).phoneNumber).toBe('too-long');
  });

  it('is ok exactly when there are no errors, for any input', () => {
    fc.assert(
      fc.property(fc.record({ email: fc.string(), password: fc.string(), displayName: fc.string(), phoneNumber: fc.string() }), (details) => {
        const result = validateSignUp(details);
        expect(result.ok).toBe(Object.keys(result.errors).length === 0);
      }),
    );
  });

  it('accepts every well-formed combination', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,20}@[a-z0-9]{1,20}\.[a-z]{2,6}$/),
        fc.string({ minLength: 6, maxLength: 60 }),
        fc.stringMatching(/^[A-Za-z]{1,40}$/),
        fc.stringMatching(/^\+?[0-9]{7,15}$/),
        (email, password, displayName, phoneNumber) => {
          fc.pre([...password].length >= 6);
          expect(validateSignUp({ email, password, displayName, phoneNumber }).ok).toBe(true);
        },
      ),
    );
  });
});

describe('isValidEmail', () => {
  it('accepts plus addressing and subdomains', () => {
    expect(isValidEmail('ana+web@mail.example.co.uk')).toBe(true);
  });
});
