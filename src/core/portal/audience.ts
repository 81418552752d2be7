import type { PlanTier } from '../plans/plan-level';
import { canUseUsersPortal } from '../plans/plan-gates';
import type { FieldReader } from '../site/site-fields';
import { isRecord } from '../site/site-fields';
import type { CustomerStatus } from './customer';

/**
 * Who may see a piece of a member's site (Elite's Users Portal): everyone, any approved
 * customer signed in to the site's portal, or the customers of chosen groups. Stored beside the
 * item or section as `audience: { kind, groups }`; no `audience` means everyone.
 */
export type Audience =
  | { readonly kind: 'everyone' }
  | { readonly kind: 'customers' }
  | { readonly kind: 'groups'; readonly groups: readonly string[] };

export const EVERYONE: Audience = { kind: 'everyone' };
export const AUDIENCE_MAX_GROUPS = 20;
export const GROUP_ID_MAX_LENGTH = 40;
/** Group ids are Firestore document ids chosen by the server: letters, digits, '-' and '_'. */
export const GROUP_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${GROUP_ID_MAX_LENGTH}}$`);

/** Who is looking at the site: an anonymous visitor, or a signed-in customer of this business. */
export type Viewer =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'customer'; readonly status: CustomerStatus; readonly groups: readonly string[] };

export const VISITOR: Viewer = { kind: 'visitor' };

/** Reads a stored or edited audience; anything unreadable is an error and reads as 'customers' (never wider). */
export function readAudience(raw: unknown, path: string, r: FieldReader): Audience {
  if (raw === undefined || raw === null) return EVERYONE;
  if (!isRecord(raw)) {
    r.fail(path, 'invalid');
    return { kind: 'customers' };
  }
  switch (raw.kind) {
    case 'everyone':
      return EVERYONE;
    case 'customers':
      return { kind: 'customers' };
    case 'groups': {
      const groups = r.list(raw.groups, `${path}.groups`, AUDIENCE_MAX_GROUPS).filter((g): g is string => typeof g === 'string' && GROUP_ID_PATTERN.test(g));
      if (groups.length === 0) r.fail(`${path}.groups`, 'required');
      return { kind: 'groups', groups: [...new Set(groups)] };
    }
    default:
      r.fail(`${path}.kind`, 'invalid');
      return { kind: 'customers' };
  }
}

/**
 * Whether `viewer` may see something aimed at `audience` on a site of plan `tier`. Below Elite
 * the portal is closed: gated content is shown to no one (and kept for when the plan returns).
 * Only approved (active) customers see gated content; pending and blocked ones see what
 * visitors see.
 */
export function canSee(audience: Audience, viewer: Viewer, tier: PlanTier | null): boolean {
  if (audience.kind === 'everyone') return true;
  if (tier === null || !canUseUsersPortal(tier)) return false;
  if (viewer.kind !== 'customer' || viewer.status !== 'active') return false;
  if (audience.kind === 'customers') return true;
  return audience.groups.some((g) => viewer.groups.includes(g));
}

/** Whether a page built for `viewer` differs from the visitors' one, so it must never be shared by a cache. */
export function isPersonal(viewer: Viewer): boolean {
  return viewer.kind === 'customer';
}
