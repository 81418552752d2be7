import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import type { MemberRecord } from '../member/member-record';
import { newMemberRecord } from '../member/new-member-record';
import type { Subscription } from '../plans/subscription';
import { DAY_MS } from '../time/time';
import { dashboardView } from './dashboard-view';

const NOW = Date.UTC(2024, 5, 1, 12);
const config: AppConfig = { ...DEFAULT_APP_CONFIG, adminIds: ['root0000000'] };
const base: MemberRecord = {
  ...newMemberRecord({ uid: 'AbCdEfGhIjKl', email: 'a@example.com', displayName: 'Ana', phoneNumber: '5551234567' }, config, NOW - 10 * DAY_MS),
  createdAt: NOW - 10 * DAY_MS,
};
const professional: Subscription = {
  id: 's1',
  status: 'active',
  productType: 'plan',
  productName: 'Growth Plan',
  itemProductName: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  priceId: null,
};

describe('dashboardView', () => {
  it('combines the rules for a Professional member on a desktop', () => {
    const view = dashboardView({ member: base, subscriptions: [professional], config, path: '/dashboard/forms', width: 1280, now: NOW });
    expect(view.tier).toBe('Professional');
    expect(view.accessLevel).toBe(2);
    expect(view.chrome).toBe('sidebar');
    expect(view.bodyScrollLocked).toBe(false);
    expect(view.authorized).toBe(true);
    expect(view.banner.kind).toBe('all-set');
    expect(view.sidebarLinks.map((l) => l.id)).toContain('forms');
    expect(view.sidebarLinks.map((l) => l.id)).not.toContain('users');
    expect(view.topNavigation).toMatchObject({ variant: 'member', visible: false });
    expect(view.showSpacerHeader).toBe(false);
    expect(view.themeColor).toBe('#0D0D0D');
  });

  it('refuses a Basic member the Elite pages and shows the overlay after the trial', () => {
    const view = dashboardView({ member: base, subscriptions: [], config, path: '/dashboard/groups', width: 390, now: NOW });
    expect(view.tier).toBe('Basic');
    expect(view.chrome).toBe('mobile');
    expect(view.bodyScrollLocked).toBe(true);
    expect(view.authorized).toBe(false);
    expect(view.banner).toEqual({ kind: 'activate', pendingPaymentOverlay: true });
  });

  it('treats a configured admin as Elite with the admin link and no banner', () => {
    const admin = { ...base, id: 'root0000000' };
    const view = dashboardView({ member: admin, subscriptions: [], config, path: '/dashboard/admin', width: 1280, now: NOW });
    expect(view.roles.isAdmin).toBe(true);
    expect(view.tier).toBe('Elite');
    expect(view.accessLevel).toBe(3);
    expect(view.authorized).toBe(true);
    expect(view.banner.kind).toBe('none');
    expect(view.mobileBottomLinks.map((l) => l.id)).toContain('admin');
  });

  it('gives visitors the public navigation and no dashboard', () => {
    const view = dashboardView({ member: null, subscriptions: [], config, path: '/', width: 1280, now: NOW });
    expect(view.chrome).toBe('none');
    expect(view.topNavigation.variant).toBe('public');
    expect(view.banner.kind).toBe('none');
    expect(view.themeColor).toBe('#ffffff');
  });

  it('lets a signed-in user whose record is loading keep the member navigation', () => {
    const view = dashboardView({ member: null, signedIn: true, subscriptions: [], config, path: '/dashboard', width: 1280, now: NOW });
    expect(view.chrome).toBe('sidebar');
    expect(view.topNavigation.variant).toBe('member');
  });
});
