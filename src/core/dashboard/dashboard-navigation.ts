import { canUseBookings } from '../bookings/booking-plan';
import type { PlanTier } from '../plans/plan-level';
import type { StudioSection } from '../plans/plan-gates';
import { canUseForms, canUseGroups, canUseUsersPortal, isStudioSection, studioSectionsFor } from '../plans/plan-gates';
import type { Roles } from '../roles/roles';
import { isMobileViewport } from './layout-constants';
import { ROUTES, isPathUnder, normalizePath, studioSectionPath } from './route-paths';

export type DashboardChrome = 'sidebar' | 'mobile' | 'none';

export interface DashboardChromeInput {
  readonly signedIn: boolean;
  readonly path: string;
  readonly width: number;
}

/**
 * Which dashboard navigation frames the page: none for visitors and on /setup (spec), and none
 * outside /dashboard, where members get the top navigation instead, so that each page has
 * exactly one navigation.
 */
export function dashboardChrome({ signedIn, path, width }: DashboardChromeInput): DashboardChrome {
  if (!signedIn || isPathUnder(path, ROUTES.setup) || !isPathUnder(path, ROUTES.dashboard)) return 'none';
  return isMobileViewport(width) ? 'mobile' : 'sidebar';
}

export type DashboardLinkId =
  | 'myWeb'
  | 'websiteStudio'
  | 'users'
  | 'groups'
  | 'forms'
  | 'bookings'
  | 'notifications'
  | 'share'
  | 'admin'
  | 'settings';

export interface StudioSectionLink {
  readonly section: StudioSection;
  readonly to: string;
}

export type DashboardLink =
  | { readonly kind: 'link'; readonly id: Exclude<DashboardLinkId, 'websiteStudio' | 'share'>; readonly to: string; readonly badge: LinkBadge | null }
  | { readonly kind: 'group'; readonly id: 'websiteStudio'; readonly to: string; readonly children: readonly StudioSectionLink[] }
  | { readonly kind: 'action'; readonly id: 'share' };

/** unread: notifications; forms: unread submissions; pending: customers awaiting approval; bookings: requests awaiting an answer. */
export type LinkBadge = 'unread' | 'forms' | 'pending' | 'bookings';

export interface NavigationGateInput {
  readonly tier: PlanTier;
  readonly roles: Pick<Roles, 'isAdmin'>;
  /**
   * The member has form submissions: below Professional they keep reading their inbox (a
   * downgrade hides the forms from the site, it never takes the messages away).
   */
  readonly hasSubmissions?: boolean;
}

/** The inbox stays open to a member who has messages in it; editing forms needs the plan. */
function showsFormsInbox(tier: PlanTier, hasSubmissions: boolean | undefined): boolean {
  return canUseForms(tier) || hasSubmissions === true;
}

function link(id: Exclude<DashboardLinkId, 'websiteStudio' | 'share'>, to: string, badge: LinkBadge | null = null): DashboardLink {
  return { kind: 'link', id, to, badge };
}

/**
 * The website-studio group shows for every tier, with that tier's sections: the spec's
 * per-plan section lists would otherwise be unreachable for Basic and Professional members.
 */
function studioGroup(tier: PlanTier): DashboardLink {
  const children = studioSectionsFor(tier).map((section) => ({ section, to: studioSectionPath(section) }));
  return { kind: 'group', id: 'websiteStudio', to: ROUTES.websiteStudio, children };
}

/** Desktop sidebar entries, in the spec's order. Desktop and mobile share the same gates. */
export function sidebarLinks({ tier, roles, hasSubmissions }: NavigationGateInput): DashboardLink[] {
  const links: DashboardLink[] = [link('myWeb', ROUTES.dashboard), studioGroup(tier)];
  if (canUseUsersPortal(tier)) links.push(link('users', ROUTES.users, 'pending'));
  if (canUseGroups(tier)) links.push(link('groups', ROUTES.groups));
  if (showsFormsInbox(tier, hasSubmissions)) links.push(link('forms', ROUTES.forms, 'forms'));
  if (canUseBookings(tier)) links.push(link('bookings', ROUTES.bookings, 'bookings'));
  links.push(link('notifications', ROUTES.notifications, 'unread'), { kind: 'action', id: 'share' });
  if (roles.isAdmin) links.push(link('admin', ROUTES.admin));
  links.push(link('settings', ROUTES.settings));
  return links;
}

/**
 * Mobile bottom bar entries, in the spec's order (notifications live in the top bar, and so
 * does Bookings: an Elite administrator's seven links already fill a 320 px bar).
 */
export function mobileBottomLinks({ tier, roles, hasSubmissions }: NavigationGateInput): DashboardLink[] {
  const links: DashboardLink[] = [link('myWeb', ROUTES.dashboard), studioGroup(tier)];
  if (canUseUsersPortal(tier)) links.push(link('users', ROUTES.users, 'pending'));
  if (canUseGroups(tier)) links.push(link('groups', ROUTES.groups));
  if (showsFormsInbox(tier, hasSubmissions)) links.push(link('forms', ROUTES.forms, 'forms'));
  if (roles.isAdmin) links.push(link('admin', ROUTES.admin));
  links.push(link('settings', ROUTES.settings));
  return links;
}

/** Mobile top bar: the logo goes to the dashboard, the bell to notifications with the badge, and the calendar (plans that book) to Bookings with its requests. */
export const MOBILE_TOP_BAR = {
  logo: { to: ROUTES.dashboard },
  notifications: { to: ROUTES.notifications, badge: 'unread' },
  bookings: { to: ROUTES.bookings, badge: 'bookings' },
} as const;

/** Whether the phone's top bar shows the Bookings calendar: the sidebar's gate. */
export function topBarShowsBookings(tier: PlanTier): boolean {
  return canUseBookings(tier);
}

/** The profile-picture button of the sidebar. */
export const PROFILE_BUTTON_TARGET = ROUTES.dashboard;

export interface PathAccessInput extends NavigationGateInput {
  readonly path: string;
}

/**
 * Whether the member may open `path`, else the unauthorized screen shows. Gated pages follow
 * the navigation gates; paths the product does not know are allowed so the router can answer
 * with its not-found page instead of a misleading "not authorised".
 */
export function canAccessPath({ path, tier, roles, hasSubmissions }: PathAccessInput): boolean {
  const p = normalizePath(path);
  if (isPathUnder(p, ROUTES.admin)) return roles.isAdmin;
  if (isPathUnder(p, ROUTES.users)) return canUseUsersPortal(tier);
  if (isPathUnder(p, ROUTES.groups)) return canUseGroups(tier);
  if (isPathUnder(p, ROUTES.bookings)) return canUseBookings(tier);
  if (isPathUnder(p, ROUTES.formsEdit)) return canUseForms(tier);
  if (isPathUnder(p, ROUTES.forms)) return showsFormsInbox(tier, hasSubmissions);
  if (p.startsWith(`${ROUTES.websiteStudio}/`)) {
    const section = p.slice(ROUTES.websiteStudio.length + 1).split('/', 1)[0] ?? '';
    if (isStudioSection(section)) return studioSectionsFor(tier).includes(section);
  }
  return true;
}
