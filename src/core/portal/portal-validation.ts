import { normalizeMultiline } from '../site/site-fields';
import { DAY_MS, MINUTE_MS, addDays } from '../time/time';
import type { EpochMs } from '../time/time';
import { codePointLength, normalizeName } from '../validation/normalize-name';
import { isValidEmail } from '../validation/sign-up-validation';
import type { NewAnnouncement, SiteGroup } from './customer';
import { PORTAL_LIMITS } from './customer';
import { isGroupId } from './portal-records';

/**
 * What the owner types on the Users Portal and Groups pages, checked before it is written.
 * Problems are codes the UI words in EN and ES; firestore.rules refuses the same things.
 */
export type PortalErrorCode = 'required' | 'too-long' | 'too-many' | 'invalid' | 'invalid-email' | 'duplicate';

// Far beyond any real input: refused before normalising so a huge paste costs nothing.
const RAW_CAP_FACTOR = 4;

export type GroupNameValidation = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly error: PortalErrorCode };

/**
 * A group's name, normalised like every name (invisible characters out, NFC, spaces collapsed),
 * 1–60 code points. With the owner's `existing` groups it also refuses a name another group has
 * (case and accents aside) and, for a new group (`renaming` null), a 51st group.
 */
export function validateGroupName(raw: string, existing: readonly SiteGroup[] = [], renaming: string | null = null): GroupNameValidation {
  if (raw.length > PORTAL_LIMITS.groupName * RAW_CAP_FACTOR) return { ok: false, error: 'too-long' };
  const name = normalizeName(raw);
  if (name === '') return { ok: false, error: 'required' };
  if (codePointLength(name) > PORTAL_LIMITS.groupName) return { ok: false, error: 'too-long' };
  const others = existing.filter((g) => g.id !== renaming);
  if (others.some((g) => g.name.localeCompare(name, 'en', { sensitivity: 'base' }) === 0)) return { ok: false, error: 'duplicate' };
  if (renaming === null && existing.length >= PORTAL_LIMITS.groups) return { ok: false, error: 'too-many' };
  return { ok: true, name };
}

/** A list of group ids to store (a customer's groups, an invitation's, an announcement's): each once, at most 20. */
export function validateGroupIds(groups: readonly string[], required = false): { readonly ok: true; readonly groups: string[] } | { readonly ok: false; readonly error: PortalErrorCode } {
  const unique = [...new Set(groups)];
  if (!unique.every(isGroupId)) return { ok: false, error: 'invalid' };
  if (unique.length > PORTAL_LIMITS.groupsPerCustomer) return { ok: false, error: 'too-many' };
  if (required && unique.length === 0) return { ok: false, error: 'required' };
  return { ok: true, groups: unique };
}

export interface AnnouncementInput {
  readonly title: string;
  readonly body: string;
  readonly groups: readonly string[];
}

export type AnnouncementValidation =
  | { readonly ok: true; readonly normalized: NewAnnouncement }
  | { readonly ok: false; readonly errors: Partial<Record<keyof AnnouncementInput, PortalErrorCode>> };

/** An announcement: a title of 1–120 code points, a body of at most 5000 (may be empty), 1–20 groups. */
export function validateAnnouncement(input: AnnouncementInput): AnnouncementValidation {
  const errors: Partial<Record<keyof AnnouncementInput, PortalErrorCode>> = {};
  let title = '';
  if (input.title.length > PORTAL_LIMITS.announcementTitle * RAW_CAP_FACTOR) errors.title = 'too-long';
  else {
    title = normalizeName(input.title);
    if (title === '') errors.title = 'required';
    else if (codePointLength(title) > PORTAL_LIMITS.announcementTitle) errors.title = 'too-long';
  }
  let body = '';
  if (input.body.length > PORTAL_LIMITS.announcementBody * RAW_CAP_FACTOR) errors.body = 'too-long';
  else {
    body = normalizeMultiline(input.body);
    if (codePointLength(body) > PORTAL_LIMITS.announcementBody) errors.body = 'too-long';
  }
  const groups = validateGroupIds(input.groups, true);
  if (!groups.ok) errors.groups = groups.error;
  if (!groups.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, normalized: { title, body, groups: groups.groups } };
}

export interface InvitationInput {
  readonly email: string;
  readonly groups: readonly string[];
}

export type InvitationValidation =
  | { readonly ok: true; readonly normalized: { readonly email: string; readonly groups: string[]; readonly expiresAt: EpochMs } }
  | { readonly ok: false; readonly errors: Partial<Record<keyof InvitationInput, PortalErrorCode>> };

/** An invitation: a valid address (stored lowercased, as sign-in compares it) and up to 20 groups; it expires in 14 days. */
export function validateInvitation(input: InvitationInput, now: EpochMs): InvitationValidation {
  const errors: Partial<Record<keyof InvitationInput, PortalErrorCode>> = {};
  const email = input.email.trim().toLowerCase();
  if (email === '') errors.email = 'required';
  else if (!isValidEmail(email)) errors.email = 'invalid-email';
  const groups = validateGroupIds(input.groups);
  if (!groups.ok) errors.groups = groups.error;
  if (!groups.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, normalized: { email, groups: groups.groups, expiresAt: addDays(now, PORTAL_LIMITS.inviteDays) } };
}

/** An invitation's link works for at most 14 days from when it is made (and a minute of clock skew). */
export const INVITATION_MAX_LIFETIME_MS = PORTAL_LIMITS.inviteDays * DAY_MS + MINUTE_MS;

/**
 * What an adapter stores for an invitation the owner makes at `now`: the address lowercased,
 * each group once, an expiry in the future and within 14 days; null when any of it is wrong.
 */
export function invitationToStore(
  invitation: { readonly email: string; readonly groups: readonly string[]; readonly expiresAt: EpochMs },
  now: EpochMs,
): { readonly email: string; readonly groups: string[]; readonly expiresAt: EpochMs } | null {
  const email = invitation.email.trim().toLowerCase();
  const groups = validateGroupIds(invitation.groups);
  if (!isValidEmail(email) || !groups.ok) return null;
  if (!(invitation.expiresAt > now && invitation.expiresAt <= now + INVITATION_MAX_LIFETIME_MS)) return null;
  return { email, groups: groups.groups, expiresAt: invitation.expiresAt };
}
