import { looksLikeLink } from '../forms/form-answers';
import { PUSH_TOKEN_MAX_LENGTH } from '../push/push-token.machine';
import { DAY_MS, HOUR_MS } from '../time/time';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/sign-up-validation';
import type { Announcement, SignUpPolicy, SiteCustomer } from './customer';
import type { Viewer } from './audience';
import { VISITOR } from './audience';

/*
 * The customers' portal's forms (Elite's Users Portal): sign-up, sign-in and password reset as
 * plain posts, what each field may hold, and how a problem is shown. The site server reads posts
 * with these rules; the renderer shows their outcomes.
 */

export type PortalFormId = 'sign-in' | 'sign-up' | 'reset';
export type PortalField = 'name' | 'email' | 'password';
/** Problems with a whole portal form rather than one of its fields. */
export type PortalProblem = 'too-many-attempts' | 'unavailable' | 'limited' | 'invitation-required';
/** What is wrong with one field of a portal form. */
export type PortalFieldError = 'required' | 'too-long' | 'invalid-email' | 'weak-password' | 'email-taken' | 'wrong-credentials' | 'no-links';
export type PortalNotice = 'reset-sent' | 'signed-out';

/** A form sent back: its problems, and what the visitor typed. */
export interface PortalFormState {
  readonly form: PortalFormId;
  readonly errors: Partial<Readonly<Record<PortalField, PortalFieldError>>>;
  readonly problem: PortalProblem | null;
  readonly values: Partial<Readonly<Record<'name' | 'email', string>>>;
}

/** What the portal page shows: the closed area, the visitor's forms, or the customer's own page. */
export type PortalPage =
  | { readonly kind: 'closed' }
  | {
      readonly kind: 'guest';
      readonly policy: SignUpPolicy;
      /** An invitation link's id, with the address it was sent to, or null when it no longer works. */
      readonly invite: { readonly id: string; readonly email: string | null } | null;
      /** The address of a person signed in who is no customer of this business. */
      readonly signedInAs: string | null;
      readonly notice: PortalNotice | null;
      readonly form: PortalFormState | null;
    }
  | { readonly kind: 'account'; readonly customer: SiteCustomer; readonly announcements: readonly { readonly announcement: Announcement; readonly unread: boolean }[] };

/** What a portal form and its push-token endpoint accept: the members' own account limits, one owner each. */
export const PORTAL_FIELD_LIMITS = {
  name: DISPLAY_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  minPassword: PASSWORD_MIN_LENGTH,
  pushToken: PUSH_TOKEN_MAX_LENGTH,
  /** The push script's JSON post: a token and its quotes, with room to spare. */
  jsonBodyBytes: 4096,
} as const;
/** The longest a Firebase session cookie may live. */
export const PORTAL_SESSION_LIFETIME_MS = 14 * DAY_MS;
/** lastVisitAt is a fact of the day, not a log: written at most once an hour per customer. */
export const VISIT_RECORD_INTERVAL_MS = HOUR_MS;
/** How many announcements a customer's page shows. */
export const ANNOUNCEMENTS_SHOWN = 20;

export const INVITE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9_:.-]+$/;
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One post of a portal form, trimmed; the password as typed. */
export interface PortalPost {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** The invitation id carried by the form, or null. */
  readonly invite: string | null;
}

/** The post's fields from a form body, whatever was sent. */
export function readPortalPost(get: (name: string) => string | null): PortalPost {
  const invite = get('invite') ?? '';
  return {
    name: (get('name') ?? '').trim(),
    email: (get('email') ?? '').trim(),
    password: get('password') ?? '',
    invite: INVITE_ID_PATTERN.test(invite) ? invite : null,
  };
}

/** An invitation id from an address's query, or null when it is not one. */
export function inviteIdOf(value: string | null): string | null {
  return value !== null && INVITE_ID_PATTERN.test(value) ? value : null;
}

export function portalFieldErrors(form: PortalFormId, posted: PortalPost): Partial<Record<PortalField, PortalFieldError>> {
  const errors: Partial<Record<PortalField, PortalFieldError>> = {};
  if (form === 'sign-up') {
    if (posted.name === '') errors.name = 'required';
    else if (posted.name.length > PORTAL_FIELD_LIMITS.name) errors.name = 'too-long';
    else if (looksLikeLink(posted.name)) errors.name = 'no-links';
  }
  if (posted.email === '') errors.email = 'required';
  else if (posted.email.length > PORTAL_FIELD_LIMITS.email) errors.email = 'too-long';
  else if (!LOOSE_EMAIL.test(posted.email)) errors.email = 'invalid-email';
  if (form !== 'reset') {
    if (posted.password === '') errors.password = 'required';
    else if (posted.password.length > PORTAL_FIELD_LIMITS.password) errors.password = 'too-long';
    else if (form === 'sign-up' && posted.password.length < PORTAL_FIELD_LIMITS.minPassword) errors.password = 'weak-password';
  }
  return errors;
}

/** Whether a device token posted by the portal's push script looks like one. */
export function isPushToken(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PORTAL_FIELD_LIMITS.pushToken && PUSH_TOKEN_PATTERN.test(value);
}

/** The core's viewer for a customer record: no record is a visitor. */
export function viewerOf(customer: SiteCustomer | null): Viewer {
  return customer === null ? VISITOR : { kind: 'customer', status: customer.status, groups: customer.groups };
}
