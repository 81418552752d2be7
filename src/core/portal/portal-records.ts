import type { EpochMs } from '../time/time';
import { GROUP_ID_PATTERN } from './audience';
import type { Announcement, CustomerStatus, Invitation, PortalSettings, SiteCustomer, SiteGroup, SignUpPolicy, StoredInvitation } from './customer';
import { CUSTOMER_STATUSES, DEFAULT_PORTAL_SETTINGS, PORTAL_LIMITS, SIGN_UP_POLICIES } from './customer';

/*
 * Stored Users Portal documents read into domain values. Times arrive as epoch milliseconds
 * (the Firebase adapters turn Timestamps into numbers first). Reads are tolerant: a missing or
 * mistyped field never breaks a screen, and never reads as more access than it grants (an
 * unknown status is 'pending', an unreadable group id is dropped, an unreadable expiry has
 * passed).
 */

type Raw = Readonly<Record<string, unknown>>;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function epoch(value: unknown): EpochMs | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function isCustomerStatus(value: unknown): value is CustomerStatus {
  return typeof value === 'string' && (CUSTOMER_STATUSES as readonly string[]).includes(value);
}

export function isSignUpPolicy(value: unknown): value is SignUpPolicy {
  return typeof value === 'string' && (SIGN_UP_POLICIES as readonly string[]).includes(value);
}

export function isGroupId(value: unknown): value is string {
  return typeof value === 'string' && GROUP_ID_PATTERN.test(value);
}

/** The group ids of a stored list: valid ids only, each once, in stored order, at most 20. */
export function readGroupIds(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter(isGroupId))].slice(0, PORTAL_LIMITS.groupsPerCustomer);
}

/** vMember/{ownerId}/siteUsers/{uid}. */
export function readSiteCustomer(uid: string, raw: Raw): SiteCustomer {
  return {
    uid,
    name: text(raw['name'], 200),
    email: text(raw['email'], 320),
    status: isCustomerStatus(raw['status']) ? raw['status'] : 'pending',
    groups: readGroupIds(raw['groups']),
    joinedAt: epoch(raw['joinedAt']) ?? 0,
    lastVisitAt: epoch(raw['lastVisitAt']),
  };
}

/** vMember/{ownerId}/siteGroups/{groupId}. */
export function readSiteGroup(id: string, raw: Raw): SiteGroup {
  return { id, name: text(raw['name'], PORTAL_LIMITS.groupName * 4), createdAt: epoch(raw['createdAt']) ?? 0 };
}

/** vMember/{ownerId}/siteInvites/{id} as the site server uses it. */
export function readInvitation(raw: Raw): Invitation {
  return { email: text(raw['email'], 320), groups: readGroupIds(raw['groups']), expiresAt: epoch(raw['expiresAt']) ?? 0 };
}

/** vMember/{ownerId}/siteInvites/{id} as the owner lists it. */
export function readStoredInvitation(id: string, raw: Raw): StoredInvitation {
  return { id, ...readInvitation(raw), createdAt: epoch(raw['createdAt']) ?? 0 };
}

/** vMember/{ownerId}/announcements/{id}. */
export function readAnnouncement(id: string, raw: Raw): Announcement {
  return {
    id,
    title: text(raw['title'], PORTAL_LIMITS.announcementTitle * 4),
    body: text(raw['body'], PORTAL_LIMITS.announcementBody * 4),
    groups: readGroupIds(raw['groups']),
    createdAt: epoch(raw['createdAt']) ?? 0,
  };
}

/** vMember/{ownerId}/portal/settings; absent (null) or unreadable, the default policy ('approval'). */
export function readPortalSettings(raw: Raw | null): PortalSettings {
  if (raw === null || !isSignUpPolicy(raw['signUpPolicy'])) return DEFAULT_PORTAL_SETTINGS;
  return { signUpPolicy: raw['signUpPolicy'] };
}

/** When the customer last opened their announcements, or null. */
export function readAnnouncementsSeenAt(raw: Raw | null): EpochMs | null {
  return raw === null ? null : epoch(raw['announcementsSeenAt']);
}

function byId(a: { readonly id: string }, b: { readonly id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The customers list's order: newest first, ties by uid so the order never flickers. */
export function customersNewestFirst(customers: readonly SiteCustomer[]): SiteCustomer[] {
  return [...customers].sort((a, b) => b.joinedAt - a.joinedAt || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

/** Groups by name (accents and case aside), ties by id. */
export function groupsByName(groups: readonly SiteGroup[]): SiteGroup[] {
  return [...groups].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || byId(a, b));
}

/** Newest first, ties by id: announcements and invitations. */
export function newestFirst<T extends { readonly id: string; readonly createdAt: EpochMs }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt - a.createdAt || byId(a, b));
}

/** The count on the Users Portal link's badge. */
export function pendingCount(customers: readonly SiteCustomer[]): number {
  return customers.filter((c) => c.status === 'pending').length;
}

/** An announcement is unread when it was sent after the customer last opened their portal. */
export function isUnread(announcement: Announcement, seenAt: EpochMs | null): boolean {
  return seenAt === null || announcement.createdAt > seenAt;
}

/** Whether an invitation's link still works at `now`. */
export function isInvitationValid(invitation: Invitation, now: EpochMs): boolean {
  return invitation.expiresAt > now;
}

export interface GroupChange {
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
}

/**
 * A customer's groups after adding `add` and removing `remove` (removal wins when an id is in
 * both), in stored order with new ones last, each once. Null when the result would hold more
 * than 20 groups or an id that is not a group id: such a change is refused, not trimmed.
 */
export function applyGroupChange(current: readonly string[], change: GroupChange): string[] | null {
  const add = change.add ?? [];
  const remove = new Set(change.remove ?? []);
  if (!add.every(isGroupId)) return null;
  const next = [...new Set([...current, ...add])].filter((g) => !remove.has(g));
  return next.length > PORTAL_LIMITS.groupsPerCustomer ? null : next;
}
