import type { EpochMs } from '../time/time';

export type SiteLanguage = 'EN' | 'ES';
export type AccountType = 'business';

/**
 * A member's record as stored at vMember/{id}. Field names are the stored ones (spec section 3):
 * existing data depends on them, so they are never renamed.
 */
export interface MemberRecord {
  readonly id: string;
  readonly vID: string;
  readonly name: string;
  readonly namePublico: string;
  readonly username: string;
  readonly domain: string;
  readonly email: string;
  readonly emailPublico: string;
  readonly picture: string;
  readonly coverPicture: string;
  readonly esAdministrador: boolean;
  readonly verified: boolean;
  readonly setup: boolean;
  readonly published: boolean;
  readonly alertPayment: boolean;
  readonly ads: boolean;
  readonly businessName: string | null;
  readonly businessEmail: string | null;
  readonly status: boolean;
  readonly trial: boolean;
  /** Set by the server when the record is created; null until the write is acknowledged. */
  readonly createdAt: EpochMs | null;
  readonly activeUntil: EpochMs;
  readonly siteLanguage: SiteLanguage;
  readonly font: string;
  readonly coverTemplate: number;
  readonly accountType: AccountType;
  readonly themeColor: string;
  readonly phoneNumber: string;
  /** Written only by the server side (admin CLI / custom claims), read by role rules. */
  readonly admin?: boolean;
  readonly fullAccess?: boolean;
  readonly favicon?: string;
  /**
   * A first draft not yet published: set with `published: false` when the draft is made at
   * /setup, cleared the first time the member publishes. While set, My Web offers to make the
   * draft again (docs/decisions.md).
   */
  readonly draft?: boolean;
  /** An administrator's takedown (isSiteShown): the member sees it and cannot clear it. */
  readonly suspended?: boolean;
  /** Why the site was taken down, shown to the member; absent when not suspended. */
  readonly suspensionReason?: string;
  readonly stripeId?: string;
  readonly stripeLink?: string;
  /** The Monday results note (Settings); absent means on. */
  readonly weeklyNote?: boolean;
}

/** Input of sign-up (spec section 5: all four are required). */
export interface SignUpDetails {
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly phoneNumber: string;
}
