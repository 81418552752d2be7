import { codePointLength, normalizeName } from '../validation/normalize-name';

/**
 * Whether a member's public site is shown. Two independent switches decide it: `published`,
 * the member's own choice, and `suspended`, an administrator's takedown that the member can
 * see but not clear. A takedown wins over publishing, so a member re-publishing a suspended
 * site changes nothing a visitor sees.
 */
export interface SiteVisibility {
  readonly published: boolean;
  readonly suspended: boolean;
}

export const SUSPENSION_REASON_MAX = 500;

/** The core rule the public-site handler, the rules' mirror and the dashboard agree on. */
export function isSiteShown(visibility: SiteVisibility): boolean {
  return visibility.published === true && visibility.suspended !== true;
}

/**
 * Whether what the site's address serves to its owner alone (the calendar feed, reached with a
 * secret) is answered: a site the member unpublished for a while still has its appointments;
 * a takedown closes the address to everyone.
 */
export function isSiteOpenToOwner(visibility: SiteVisibility): boolean {
  return visibility.suspended !== true;
}

/**
 * The stored form of a takedown reason: cleaned like a name (no invisible or
 * direction-changing characters, whitespace collapsed), 1–500 characters; null when unusable.
 */
export function suspensionReason(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const reason = normalizeName(raw);
  const length = codePointLength(reason);
  return length >= 1 && length <= SUSPENSION_REASON_MAX ? reason : null;
}

/** A stored record's takedown, read defensively: only a literal `true` suspends. */
export function visibilityOf(record: Readonly<Record<string, unknown>>): SiteVisibility {
  return { published: record['published'] === true, suspended: record['suspended'] === true };
}

/**
 * The visibility of a site stored twice (the public projection and the member record): published
 * only when both say so, suspended when either does, so a stale copy can only hide a site.
 */
export function combinedVisibility(projection: Readonly<Record<string, unknown>>, record: Readonly<Record<string, unknown>>): SiteVisibility {
  const a = visibilityOf(projection);
  const b = visibilityOf(record);
  return { published: a.published && b.published, suspended: a.suspended || b.suspended };
}
