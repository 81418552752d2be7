import type { EpochMs } from '../time/time';

/**
 * A business's customer (Elite's Users Portal): a Firebase Auth user with no member record,
 * related to one business at vMember/{ownerId}/siteUsers/{uid}. One person may be a customer of
 * several businesses; their own profile lives at customers/{uid}.
 */
export const CUSTOMER_STATUSES = ['pending', 'active', 'blocked'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** How people become customers of a site: anyone, anyone once approved, or only by invitation. */
export const SIGN_UP_POLICIES = ['open', 'approval', 'invitation'] as const;
export type SignUpPolicy = (typeof SIGN_UP_POLICIES)[number];
export const DEFAULT_SIGN_UP_POLICY: SignUpPolicy = 'approval';

export interface SiteCustomer {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly status: CustomerStatus;
  /** Ids of the owner's groups (vMember/{ownerId}/siteGroups/{groupId}). */
  readonly groups: readonly string[];
  readonly joinedAt: EpochMs;
  /** null until the customer's first signed-in visit. */
  readonly lastVisitAt: EpochMs | null;
}

export interface SiteGroup {
  readonly id: string;
  readonly name: string;
  readonly createdAt: EpochMs;
}

export const PORTAL_LIMITS = {
  groups: 50,
  groupName: 60,
  groupsPerCustomer: 20,
  announcementTitle: 120,
  announcementBody: 5000,
  /** An invitation link stops working after this many days. */
  inviteDays: 14,
} as const;

/**
 * What a sign-up on the portal becomes under the site's policy: with a valid invitation the
 * customer is active at once (in the invitation's groups); otherwise open sites admit them,
 * approval sites hold them pending, and invitation-only sites refuse.
 */
export type SignUpDecision =
  | { readonly kind: 'admit'; readonly status: CustomerStatus; readonly groups: readonly string[] }
  | { readonly kind: 'refuse'; readonly reason: 'invitation-required' };

export interface Invitation {
  readonly email: string;
  readonly groups: readonly string[];
  readonly expiresAt: EpochMs;
}

export function decideSignUp(policy: SignUpPolicy, email: string, invitation: Invitation | null, now: EpochMs): SignUpDecision {
  const invited = invitation !== null && invitation.expiresAt > now && invitation.email.trim().toLowerCase() === email.trim().toLowerCase();
  if (invited) return { kind: 'admit', status: 'active', groups: invitation.groups };
  switch (policy) {
    case 'open':
      return { kind: 'admit', status: 'active', groups: [] };
    case 'approval':
      return { kind: 'admit', status: 'pending', groups: [] };
    case 'invitation':
      return { kind: 'refuse', reason: 'invitation-required' };
  }
}

/** The owner's portal settings (vMember/{ownerId}/portal/settings). */
export interface PortalSettings {
  readonly signUpPolicy: SignUpPolicy;
}

export const DEFAULT_PORTAL_SETTINGS: PortalSettings = { signUpPolicy: DEFAULT_SIGN_UP_POLICY };

/** An invitation as the owner sees it (vMember/{ownerId}/siteInvites/{id}); the id is the link's secret. */
export interface StoredInvitation extends Invitation {
  readonly id: string;
  readonly createdAt: EpochMs;
}

/** A message from the owner to one or more groups (vMember/{ownerId}/announcements/{id}). */
export interface Announcement {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  /** Group ids; at least one. */
  readonly groups: readonly string[];
  readonly createdAt: EpochMs;
}

export type NewAnnouncement = Omit<Announcement, 'id' | 'createdAt'>;
