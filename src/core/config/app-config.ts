import type { PlanTier } from '../plans/plan-level';

/**
 * Settings that differ between deployments. Fixed privileged ids live here, never in rules code,
 * so a deployment can change them without touching the core.
 */
export interface AppConfig {
  /** Suffix appended to the username to form a member's site domain, e.g. ".sitio.app". */
  readonly appDomainSuffix: string;
  /** Built-in administrator ids (spec section 6: "a fixed built-in id"). */
  readonly adminIds: readonly string[];
  /** Built-in full-access ids (spec section 6: "two fixed ids"). */
  readonly fullAccessIds: readonly string[];
  /** Days of free trial granted at sign-up; the spec's value is 0 (activeUntil = today). */
  readonly trialDays: number;
  /** Support address shown in the "What's next?" modal. */
  readonly supportEmail: string;
  /** Default images used for a new member record. */
  readonly defaultPictureUrl: string;
  readonly defaultCoverPictureUrl: string;
  /** The payment provider's monthly price id of each plan ('price_…'), set per deployment. */
  readonly planPriceIds: Readonly<Record<PlanTier, string>>;
  /**
   * The app's public address ('https://sitio.app', no trailing slash): the absolute canonical,
   * hreflang and sitemap addresses of the marketing pages, and the links the server writes into
   * invitations and pushes. Null when the deployment does not say; a build then refuses to run.
   */
  readonly appUrl: string | null;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  appDomainSuffix: '.sitio.app',
  adminIds: [],
  fullAccessIds: [],
  trialDays: 0,
  supportEmail: 'support@sitio.app',
  defaultPictureUrl: '/images/empty-profile.svg',
  defaultCoverPictureUrl: '/images/default-cover.svg',
  // Local placeholders, answered by the payment simulator; a real deployment sets its own.
  planPriceIds: { Basic: 'price_basic', Professional: 'price_professional', Elite: 'price_elite' },
  appUrl: null,
};
