import type { SiteLanguage } from '../member/member-record';
import { DISPLAY_NAME_MAX_LENGTH, phoneError } from './sign-up-validation';
import { codePointLength, normalizeName } from './normalize-name';
import { isHexColor } from './safe-values';

/**
 * The business name is a name like the member's own: firestore.rules checks both with one
 * isName(), and /setup, the studio, the website intake form and the public site read it with
 * this one number (docs/decisions.md, "One length for names").
 */
export const BUSINESS_NAME_MAX_LENGTH = DISPLAY_NAME_MAX_LENGTH;

/** What a member fills in on the onboarding form and may change later. */
export interface ProfileDetails {
  readonly namePublico: string;
  readonly businessName: string;
  readonly phoneNumber: string;
  readonly siteLanguage: string;
  readonly themeColor: string;
}

export type ProfileField = keyof ProfileDetails;
export type ProfileErrorCode = 'required' | 'too-long' | 'invalid-phone' | 'invalid-color' | 'invalid-language';
export type ProfileErrors = Partial<Record<ProfileField, ProfileErrorCode>>;

export interface NormalizedProfile {
  readonly namePublico: string;
  /** Null when left empty: the record stores null for "no business name". */
  readonly businessName: string | null;
  readonly phoneNumber: string;
  readonly siteLanguage: SiteLanguage;
  readonly themeColor: string;
}

export type ProfileValidation =
  | { readonly ok: true; readonly errors: ProfileErrors; readonly normalized: NormalizedProfile }
  | { readonly ok: false; readonly errors: ProfileErrors };

// Far beyond any real name: refused before normalising so a huge paste costs nothing.
const RAW_CAP = 2000;

function nameOrNull(raw: string, max: number): { value: string; error: ProfileErrorCode | null } {
  if (raw.length > RAW_CAP) return { value: '', error: 'too-long' };
  const value = normalizeName(raw);
  return { value, error: codePointLength(value) > max ? 'too-long' : null };
}

/** What Settings edits besides the public e-mail: the public name, business name and theme
 * colour are edited in the website studio only (docs/decisions.md, "One editor per public fact"). */
export interface ContactDetails {
  readonly phoneNumber: string;
  readonly siteLanguage: string;
}

export type ContactDetailsValidation =
  | { readonly ok: true; readonly normalized: Pick<NormalizedProfile, 'phoneNumber' | 'siteLanguage'> }
  | { readonly ok: false; readonly errors: Pick<ProfileErrors, 'phoneNumber' | 'siteLanguage'> };

/** The phone and site language rules, the same as the onboarding form's. */
export function validateContactDetails(details: ContactDetails): ContactDetailsValidation {
  const errors: { phoneNumber?: ProfileErrorCode; siteLanguage?: ProfileErrorCode } = {};
  const phoneNumber = details.phoneNumber.trim();
  const phone = phoneError(phoneNumber);
  if (phone === 'required' || phone === 'too-long' || phone === 'invalid-phone') errors.phoneNumber = phone;
  const siteLanguage = details.siteLanguage;
  if (siteLanguage !== 'EN' && siteLanguage !== 'ES') errors.siteLanguage = 'invalid-language';
  if (Object.keys(errors).length > 0 || (siteLanguage !== 'EN' && siteLanguage !== 'ES')) return { ok: false, errors };
  return { ok: true, normalized: { phoneNumber, siteLanguage } };
}

/**
 * The public profile rules: a public name and a phone are required (as at sign-up), the business
 * name is optional, the site language is EN or ES and the theme colour a plain '#rrggbb'.
 */
export function validateProfile(details: ProfileDetails): ProfileValidation {
  const errors: Record<string, ProfileErrorCode> = {};
  const publicName = nameOrNull(details.namePublico, DISPLAY_NAME_MAX_LENGTH);
  if (publicName.error) errors['namePublico'] = publicName.error;
  else if (publicName.value === '') errors['namePublico'] = 'required';

  const business = nameOrNull(details.businessName, BUSINESS_NAME_MAX_LENGTH);
  if (business.error) errors['businessName'] = business.error;

  const contact = validateContactDetails(details);
  if (!contact.ok) Object.assign(errors, contact.errors);

  const themeColor = details.themeColor.trim();
  if (!isHexColor(themeColor)) errors['themeColor'] = themeColor === '' ? 'required' : 'invalid-color';

  if (Object.keys(errors).length > 0 || !contact.ok) return { ok: false, errors };
  return {
    ok: true,
    errors: {},
    normalized: {
      namePublico: publicName.value,
      businessName: business.value === '' ? null : business.value,
      ...contact.normalized,
      themeColor: themeColor.toUpperCase(),
    },
  };
}
