import { isNavCollapsed } from './layout-constants';
import { ROUTES, isPathUnder, marketingPageOf, normalizePath } from './route-paths';

/** A path's page whatever its language: '/es/growth-offer' is the growth offer too. */
const pageRoute = (path: string): string => marketingPageOf(path)?.route ?? normalizePath(path);

export type TopNavLinkId = 'home' | 'examples' | 'pricing' | 'contact' | 'faqs' | 'getStarted' | 'dashboard';

export interface TopNavLink {
  readonly id: TopNavLinkId;
  readonly to: string;
}

interface TopNavigationBase {
  readonly visible: boolean;
  readonly collapsed: boolean;
  readonly links: readonly TopNavLink[];
}

/** Visitors: the marketing pages and the Get Started (Crea tu sitio) call to action. */
export interface PublicTopNavigation extends TopNavigationBase {
  readonly variant: 'public';
  readonly cta: TopNavLink;
}

/** Signed-in members: the public menu is replaced by Home and Dashboard. */
export interface MemberTopNavigation extends TopNavigationBase {
  readonly variant: 'member';
}

export type TopNavigation = PublicTopNavigation | MemberTopNavigation;

export const PUBLIC_NAV_LINKS: readonly TopNavLink[] = [
  { id: 'home', to: ROUTES.home },
  { id: 'examples', to: ROUTES.examples },
  { id: 'pricing', to: ROUTES.pricing },
  { id: 'contact', to: ROUTES.contact },
  { id: 'faqs', to: ROUTES.faqs },
];

export const GET_STARTED_LINK: TopNavLink = { id: 'getStarted', to: ROUTES.getStarted };

export const MEMBER_NAV_LINKS: readonly TopNavLink[] = [
  { id: 'home', to: ROUTES.home },
  { id: 'dashboard', to: ROUTES.dashboard },
];

export interface TopNavigationInput {
  readonly signedIn: boolean;
  readonly path: string;
  readonly width: number;
}

/**
 * The navigation at the top of the page. Hidden on /growth-offer (a landing page without
 * distractions). Members get their own variant, hidden inside the dashboard, which has its
 * own sidebar or mobile bars.
 */
export function topNavigation({ signedIn, path, width }: TopNavigationInput): TopNavigation {
  const onGrowthOffer = pageRoute(path) === ROUTES.growthOffer;
  const collapsed = isNavCollapsed(width);
  if (signedIn) {
    return {
      variant: 'member',
      visible: !onGrowthOffer && !isPathUnder(path, ROUTES.dashboard),
      collapsed,
      links: MEMBER_NAV_LINKS,
    };
  }
  return { variant: 'public', visible: !onGrowthOffer, collapsed, links: PUBLIC_NAV_LINKS, cta: GET_STARTED_LINK };
}

/** The spacer that keeps content below the fixed header; pages without that header omit it. */
export function showSpacerHeader(path: string): boolean {
  const p = pageRoute(path);
  return !isPathUnder(p, ROUTES.dashboard) && p !== ROUTES.growthOffer && p !== ROUTES.websiteIntake;
}
