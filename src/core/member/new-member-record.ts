import type { AppConfig } from '../config/app-config';
import type { EpochMs } from '../time/time';
import { addDays } from '../time/time';
import { normalizeName } from '../validation/normalize-name';
import type { MemberRecord } from './member-record';

export const USERNAME_LENGTH = 7;
/**
 * Two ids can share their first 7 characters (about 1 in 80 billion per pair, so likely once a
 * product has a few hundred thousand members). The later member then takes the first 8, and so on
 * up to this length; firestore.rules allows the same sequence and nothing else.
 */
export const USERNAME_MAX_LENGTH = 12;
export const DEFAULT_SITE_LANGUAGE = 'EN';
export const DEFAULT_FONT = 'Roboto';
export const DEFAULT_COVER_TEMPLATE = 1;
export const DEFAULT_ACCOUNT_TYPE = 'business';
/** Theme colour given at sign-up (the dashboard falls back to white when one is unusable). */
export const DEFAULT_THEME_COLOR = '#0D0D0D';

/** The member's public username: the first 7 characters of the user id, lowercased. */
export function usernameFor(uid: string): string {
  return uid.slice(0, USERNAME_LENGTH).toLowerCase();
}

/**
 * The usernames a member may take, in the order to try them: the spec's first 7 characters, then
 * one more character each time the previous one belongs to someone else.
 */
export function usernameCandidates(uid: string): readonly string[] {
  const candidates: string[] = [];
  for (let length = USERNAME_LENGTH; length <= USERNAME_MAX_LENGTH; length += 1) {
    const candidate = uid.slice(0, length).toLowerCase();
    if (!candidates.includes(candidate)) candidates.push(candidate);
    if (length >= uid.length) break;
  }
  return candidates;
}

/** The member's site domain: the username under the product's app subdomain. */
export function domainFor(username: string, config: Pick<AppConfig, 'appDomainSuffix'>): string {
  return username + config.appDomainSuffix;
}

export interface NewMemberInput {
  readonly uid: string;
  readonly email: string;
  readonly displayName: string;
  readonly phoneNumber: string;
}

/**
 * The record written to vMember/{uid} at sign-up (spec section 3), except createdAt, which the
 * adapter sets to the server's timestamp so that clients cannot back-date an account. `username`
 * is one of usernameCandidates(uid): the first unless an earlier one is taken.
 */
export function newMemberRecord(
  input: NewMemberInput,
  config: AppConfig,
  now: EpochMs,
  username: string = usernameFor(input.uid),
): Omit<MemberRecord, 'createdAt'> {
  if (!usernameCandidates(input.uid).includes(username)) {
    throw new RangeError(`'${username}' is not a username of ${input.uid}`);
  }
  const name = normalizeName(input.displayName);
  // The provider stores addresses lowercased; keeping ours alike lets lookups by email match.
  const email = input.email.trim().toLowerCase();
  return {
    name,
    namePublico: name,
    username,
    domain: domainFor(username, config),
    email,
    emailPublico: email,
    id: input.uid,
    vID: input.uid,
    picture: config.defaultPictureUrl,
    coverPicture: config.defaultCoverPictureUrl,
    esAdministrador: false,
    verified: false,
    setup: false,
    published: true,
    alertPayment: false,
    ads: false,
    businessName: null,
    businessEmail: null,
    status: false,
    trial: false,
    activeUntil: addDays(now, config.trialDays),
    siteLanguage: DEFAULT_SITE_LANGUAGE,
    font: DEFAULT_FONT,
    coverTemplate: DEFAULT_COVER_TEMPLATE,
    accountType: DEFAULT_ACCOUNT_TYPE,
    themeColor: DEFAULT_THEME_COLOR,
    phoneNumber: input.phoneNumber.trim(),
  };
}
