import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanTier } from '../plans/plan-level';
import { LEVEL_OF_TIER, PLAN_TIERS } from '../plans/plan-level';
import { STUDIO_SECTIONS, studioSectionsFor } from '../plans/plan-gates';
import type { DashboardLink } from './dashboard-navigation';
import { MOBILE_TOP_BAR, PROFILE_BUTTON_TARGET, canAccessPath, dashboardChrome, mobileBottomLinks, sidebarLinks, topBarShowsBookings } from './dashboard-navigation';

const MEMBER = { isAdmin: false };
const ADMIN = { isAdmin: true };
const tierArb = fc.constantFrom<PlanTier>(...PLAN_TIERS);

function ids(links: readonly DashboardLink[]): string[] {
  return links.map((l) => l.id);
}

describe('dashboardChrome', () => {
  it.each([
    [false, '/dashboard', 1200, 'none'],
    [true, '/setup', 1200, 'none'],
    [true, '/setup', 500, 'none'],
    [true, '/pricing', 1200, 'none'],
    [true, '/dashboard', 1200, 'sidebar'],
    [true, '/dashboard/forms', 801, 'sidebar'],
    [true, '/dashboard/forms', 800, 'mobile'],
    [true, '/dashboard', 320, 'mobile'],
  ] as const)('signed in %s on %s at %i px: %s', (signedIn, path, width, chrome) => {
    expect(dashboardChrome({ signedIn, path, width })).toBe(chrome);
  });

  it('is never shown to visitors', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 0, max: 4000 }), (path, width) => dashboardChrome({ signedIn: false, path, width }) === 'none'));
  });
});

describe('sidebarLinks', () => {
  it('for Elite admins lists every entry in the spec order', () => {
    const links = sidebarLinks({ tier: 'Elite', roles: ADMIN });
    expect(ids(links)).toEqual(['myWeb', 'websiteStudio', 'users', 'groups', 'forms', 'bookings', 'notifications', 'share', 'admin', 'settings']);
    expect(links.map((l) => (l.kind === 'action' ? null : l.to))).toEqual([
      '/dashboard',
      '/dashboard/website-studio',
      '/dashboard/users',
      '/dashboard/groups',
      '/dashboard/forms',
      '/dashboard/bookings',
      '/dashboard/notifications',
      null,
      '/dashboard/admin',
      '/dashboard/settings',
    ]);
  });

  it.each([
    ['Basic', MEMBER, ['myWeb', 'websiteStudio', 'notifications', 'share', 'settings']],
    ['Professional', MEMBER, ['myWeb', 'websiteStudio', 'forms', 'bookings', 'notifications', 'share', 'settings']],
    ['Elite', MEMBER, ['myWeb', 'websiteStudio', 'users', 'groups', 'forms', 'bookings', 'notifications', 'share', 'settings']],
    ['Basic', ADMIN, ['myWeb', 'websiteStudio', 'notifications', 'share', 'admin', 'settings']],
  ] as const)('%s (%j) sees %j', (tier, roles, expected) => {
    expect(ids(sidebarLinks({ tier, roles }))).toEqual(expected);
  });

  it('badges notifications with the unread count', () => {
    const notifications = sidebarLinks({ tier: 'Basic', roles: MEMBER }).find((l) => l.id === 'notifications');
    expect(notifications).toEqual({ kind: 'link', id: 'notifications', to: '/dashboard/notifications', badge: 'unread' });
  });

  it('badges Bookings with the requests awaiting an answer', () => {
    const bookings = sidebarLinks({ tier: 'Professional', roles: MEMBER }).find((l) => l.id === 'bookings');
    expect(bookings).toEqual({ kind: 'link', id: 'bookings', to: '/dashboard/bookings', badge: 'bookings' });
  });

  it.each(PLAN_TIERS)('the website-studio group of %s holds exactly its sections, in order', (tier) => {
    const group = sidebarLinks({ tier, roles: MEMBER }).find((l) => l.kind === 'group');
    expect(group?.kind === 'group' && group.children.map((c) => c.section)).toEqual(studioSectionsFor(tier));
    expect(group?.kind === 'group' && group.children[0]).toEqual({ section: 'name', to: '/dashboard/website-studio/name' });
  });

  it('a higher tier never loses a link', () => {
    fc.assert(
      fc.property(tierArb, tierArb, fc.boolean(), (a, b, isAdmin) => {
        fc.pre(LEVEL_OF_TIER[a] <= LEVEL_OF_TIER[b]);
        for (const build of [sidebarLinks, mobileBottomLinks]) {
          const higher = ids(build({ tier: b, roles: { isAdmin } }));
          for (const id of ids(build({ tier: a, roles: { isAdmin } }))) expect(higher).toContain(id);
        }
      }),
    );
  });
});

describe('mobileBottomLinks', () => {
  it('for Elite admins lists the spec entries in order', () => {
    expect(ids(mobileBottomLinks({ tier: 'Elite', roles: ADMIN }))).toEqual(['myWeb', 'websiteStudio', 'users', 'groups', 'forms', 'admin', 'settings']);
  });

  it('uses the same gates as the sidebar', () => {
    fc.assert(
      fc.property(tierArb, fc.boolean(), (tier, isAdmin) => {
        const desktop = ids(sidebarLinks({ tier, roles: { isAdmin } })).filter((id) => id !== 'notifications' && id !== 'share' && id !== 'bookings');
        expect(ids(mobileBottomLinks({ tier, roles: { isAdmin } }))).toEqual(desktop);
      }),
    );
  });

  it('puts notifications with the badge in the top bar, the logo to the dashboard', () => {
    expect(MOBILE_TOP_BAR).toEqual({ logo: { to: '/dashboard' }, notifications: { to: '/dashboard/notifications', badge: 'unread' }, bookings: { to: '/dashboard/bookings', badge: 'bookings' } });
    expect(PROFILE_BUTTON_TARGET).toBe('/dashboard');
  });

  it('puts Bookings with its badge in the top bar for the plans whose sidebar has it', () => {
    for (const tier of PLAN_TIERS) expect(topBarShowsBookings(tier), tier).toBe(ids(sidebarLinks({ tier, roles: MEMBER })).includes('bookings'));
    expect(topBarShowsBookings('Elite')).toBe(true);
    expect(topBarShowsBookings('Basic')).toBe(false);
  });
});

describe('canAccessPath', () => {
  it.each([
    ['/dashboard', 'Basic', MEMBER, true],
    ['/dashboard/settings/subscription', 'Basic', MEMBER, true],
    ['/dashboard/admin', 'Elite', MEMBER, false],
    ['/dashboard/admin/members', 'Basic', ADMIN, true],
    ['/dashboard/users', 'Professional', MEMBER, false],
    ['/dashboard/users', 'Elite', MEMBER, true],
    ['/dashboard/groups/12', 'Professional', MEMBER, false],
    ['/dashboard/groups', 'Elite', MEMBER, true],
    ['/dashboard/forms', 'Basic', MEMBER, false],
    ['/dashboard/forms', 'Professional', MEMBER, true],
    ['/dashboard/website-studio', 'Basic', MEMBER, true],
    ['/dashboard/website-studio/name', 'Basic', MEMBER, true],
    ['/dashboard/website-studio/articles', 'Basic', MEMBER, false],
    ['/dashboard/website-studio/articles', 'Professional', MEMBER, true],
    ['/Dashboard/Website-Studio/Videos/', 'Professional', MEMBER, false],
    ['/dashboard/website-studio/videos', 'Elite', MEMBER, true],
    ['/dashboard/website-studio/no-such-section', 'Basic', MEMBER, true],
    ['/dashboard/no-such-page', 'Basic', MEMBER, true],
    ['/pricing', 'Basic', MEMBER, true],
  ] as const)('%s for %s %j: %s', (path, tier, roles, allowed) => {
    expect(canAccessPath({ path, tier, roles })).toBe(allowed);
  });

  it('allows exactly the pages the navigation offers', () => {
    fc.assert(
      fc.property(tierArb, fc.boolean(), fc.boolean(), fc.constantFrom(...STUDIO_SECTIONS), (tier, isAdmin, hasSubmissions, section) => {
        const links = sidebarLinks({ tier, roles: { isAdmin }, hasSubmissions });
        for (const [id, path] of [['users', '/dashboard/users'], ['groups', '/dashboard/groups'], ['forms', '/dashboard/forms'], ['admin', '/dashboard/admin']] as const) {
          expect(canAccessPath({ path, tier, roles: { isAdmin }, hasSubmissions })).toBe(ids(links).includes(id));
        }
        const offered = studioSectionsFor(tier).includes(section);
        expect(canAccessPath({ path: `/dashboard/website-studio/${section}`, tier, roles: { isAdmin } })).toBe(offered);
      }),
    );
  });
});

describe('the forms inbox after a downgrade', () => {
  it('stays open, read-only, to a member below Professional who has messages; the builder does not', () => {
    expect(ids(sidebarLinks({ tier: 'Basic', roles: MEMBER, hasSubmissions: true }))).toContain('forms');
    expect(ids(mobileBottomLinks({ tier: 'Basic', roles: MEMBER, hasSubmissions: true }))).toContain('forms');
    expect(ids(sidebarLinks({ tier: 'Basic', roles: MEMBER, hasSubmissions: false }))).not.toContain('forms');
    expect(canAccessPath({ path: '/dashboard/forms', tier: 'Basic', roles: MEMBER, hasSubmissions: true })).toBe(true);
    expect(canAccessPath({ path: '/dashboard/forms/edit', tier: 'Basic', roles: MEMBER, hasSubmissions: true })).toBe(false);
    expect(canAccessPath({ path: '/dashboard/forms/edit', tier: 'Professional', roles: MEMBER })).toBe(true);
  });

  it('shows the unread submissions on the Forms link', () => {
    const forms = sidebarLinks({ tier: 'Professional', roles: MEMBER }).find((l) => l.kind === 'link' && l.id === 'forms');
    expect(forms).toMatchObject({ badge: 'forms' });
  });

  it('shows the customers awaiting approval on the Users Portal link, in the sidebar and the bottom bar', () => {
    for (const links of [sidebarLinks({ tier: 'Elite', roles: MEMBER }), mobileBottomLinks({ tier: 'Elite', roles: MEMBER })]) {
      expect(links.find((l) => l.id === 'users')).toMatchObject({ badge: 'pending' });
    }
  });
});
