import type { SignUpDetails } from '../member/member-record';
import { codePointLength, normalizeName } from './normalize-name';

export const DISPLAY_NAME_MAX_LENGTH = 100;
/** The authentication provider's own minimum. */
export const PASSWORD_MIN_LENGTH = 6;
/** Refuses absurd passwords (e.g. 1 MB) before they reach the network. */
export const PASSWORD_MAX_LENGTH = 4096;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 20;
/** Digits plus generous room for separators; anything longer is not a phone number. */
export const PHONE_MAX_LENGTH = 40;

export type SignUpField = keyof SignUpDetails;

export type SignUpErrorCode =
  | 'required'
  | 'too-long'
  | 'invalid-email'
  | 'invalid-phone'
  | 'password-too-short'
  | 'password-too-long';

export type SignUpErrors = Partial<Record<SignUpField, SignUpErrorCode>>;

export interface ValidationResult {
  readonly ok: boolean;
  readonly errors: SignUpErrors;
  /** The details as they should be sent and stored (trimmed, names normalised). */
  readonly normalized: SignUpDetails;
}

// Local part and dot-separated domain labels, each without whitespace, '<', '>' or quotes.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE_CHARS = /^\+?[0-9 ()-]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) && !email.includes('..');
}

function emailError(email: string): SignUpErrorCode | null {
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'too-long';
  return isValidEmail(email) ? null : 'invalid-email';
}

function passwordError(password: string): SignUpErrorCode | null {
  if (password === '') return 'required';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password-too-long';
  return codePointLength(password) < PASSWORD_MIN_LENGTH ? 'password-too-short' : null;
}

function displayNameError(name: string): SignUpErrorCode | null {
  if (name === '') return 'required';
  return codePointLength(name) > DISPLAY_NAME_MAX_LENGTH ? 'too-long' : null;
}

export function phoneError(phone: string): SignUpErrorCode | null {
  if (phone === '') return 'required';
  if (phone.length > PHONE_MAX_LENGTH) return 'too-long';
  if (!PHONE_CHARS.test(phone)) return 'invalid-phone';
  const digits = phone.replace(/[^0-9]/g, '').length;
  return digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS ? 'invalid-phone' : null;
}

/**
 * A display name far beyond the limit is refused without normalising it, so a 10 MB paste
 * costs nothing; normalisation can only shrink a name by dropping invisible characters,
 * and no real name carries thousands of those.
 */
const DISPLAY_NAME_RAW_CAP = DISPLAY_NAME_MAX_LENGTH * 20;

export function validateSignUp(details: SignUpDetails): ValidationResult {
  const email = details.email.trim();
  const rawName = details.displayName;
  const displayName = rawName.length > DISPLAY_NAME_RAW_CAP ? null : normalizeName(rawName);
  const phoneNumber = details.phoneNumber.trim();
  // Passwords are taken verbatim: spaces are legitimate password characters.
  const password = details.password;

  const errors: Record<string, SignUpErrorCode> = {};
  const checks: ReadonlyArray<readonly [SignUpField, SignUpErrorCode | null]> = [
    ['email', emailError(email)],
    ['password', passwordError(password)],
    ['displayName', displayName === null ? 'too-long' : displayNameError(displayName)],
    ['phoneNumber', phoneError(phoneNumber)],
  ];
  for (const [field, error] of checks) if (error !== null) errors[field] = error;

  return {
    ok: Object.keys(errors).length === 0,
    errors,
    normalized: { email, password, displayName: displayName ?? '', phoneNumber },
  };
}
