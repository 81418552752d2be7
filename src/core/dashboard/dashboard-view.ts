import type { AppConfig } from '../config/app-config';
import type { MemberRecord } from '../member/member-record';
import type { PlanLevel, PlanTier } from '../plans/plan-level';
import { accessLevel, effectivePlan } from '../plans/effective-plan';
import type { Subscription } from '../plans/subscription';
import type { Roles } from '../roles/roles';
import { rolesOf } from '../roles/roles';
import type { EpochMs } from '../time/time';
import type { Banner } from './banner';
import { bannerFor } from './banner';
import type { DashboardChrome, DashboardLink } from './dashboard-navigation';
import { canAccessPath, dashboardChrome, mobileBottomLinks, sidebarLinks } from './dashboard-navigation';
import { themeColorOf } from './theme-color';
import type { TopNavigation } from './top-navigation';
import { showSpacerHeader, topNavigation } from './top-navigation';

export interface DashboardViewInput {
  readonly member: MemberRecord | null;
  readonly subscriptions: readonly Subscription[];
  readonly config: AppConfig;
  readonly path: string;
  readonly width: number;
  readonly now: EpochMs;
  /**
   * Whether someone is signed in; defaults to having a member record. A signed-in user whose
   * record has not arrived yet gets the member navigation without member-specific content.
   */
  readonly signedIn?: boolean;
  /** The member has form submissions (NavigationGateInput.hasSubmissions). */
  readonly hasSubmissions?: boolean;
}

export interface DashboardView {
  readonly roles: Roles;
  readonly tier: PlanTier;
  readonly accessLevel: PlanLevel;
  readonly topNavigation: TopNavigation;
  readonly showSpacerHeader: boolean;
  readonly chrome: DashboardChrome;
  readonly sidebarLinks: readonly DashboardLink[];
  readonly mobileBottomLinks: readonly DashboardLink[];
  /** Body scrolling is disabled while the mobile dashboard bars frame the page. */
  readonly bodyScrollLocked: boolean;
  readonly banner: Banner;
  /** False means the unauthorized screen replaces the page. */
  readonly authorized: boolean;
  readonly themeColor: string;
}

/** Everything the layout needs for one member on one path, from the rules above. */
export function dashboardView(input: DashboardViewInput): DashboardView {
  const { member, subscriptions, config, path, width, now, hasSubmissions } = input;
  const signedIn = input.signedIn ?? member !== null;
  const roles = rolesOf(member, config);
  const tier = effectivePlan({ member, subscriptions, roles, now });
  const chrome = dashboardChrome({ signedIn, path, width });
  return {
    roles,
    tier,
    accessLevel: accessLevel({ subscriptions, roles }),
    topNavigation: topNavigation({ signedIn, path, width }),
    showSpacerHeader: showSpacerHeader(path),
    chrome,
    sidebarLinks: sidebarLinks({ tier, roles, hasSubmissions }),
    mobileBottomLinks: mobileBottomLinks({ tier, roles, hasSubmissions }),
    bodyScrollLocked: chrome === 'mobile',
    banner: bannerFor({ member, subscriptions, roles, path, now }),
    authorized: canAccessPath({ path, tier, roles, hasSubmissions }),
    themeColor: themeColorOf(member),
  };
}
