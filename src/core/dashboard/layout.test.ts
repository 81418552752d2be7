import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX, MODAL_ANIMATION_MS, NAV_COLLAPSE_PX, SIDEBAR_WIDTH_PX, TOAST_AUTO_CLOSE_MS, isMobileViewport, isNavCollapsed } from './layout-constants';
import { isPathUnder, normalizePath, studioSectionPath } from './route-paths';
import { FALLBACK_THEME_COLOR, themeColorOf } from './theme-color';

describe('layout constants (spec section 9)', () => {
  it('has the spec values', () => {
    expect([MOBILE_BREAKPOINT_PX, NAV_COLLAPSE_PX, SIDEBAR_WIDTH_PX, TOAST_AUTO_CLOSE_MS, MODAL_ANIMATION_MS]).toEqual([800, 980, 210, 5000, 300]);
  });

  it('is mobile at 800 px or less', () => {
    expect(isMobileViewport(800)).toBe(true);
    expect(isMobileViewport(801)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 0, max: 5000 }), (w) => isMobileViewport(w) === w <= 800));
  });

  it('collapses the top navigation at 980 px or less', () => {
    expect(isNavCollapsed(980)).toBe(true);
    expect(isNavCollapsed(981)).toBe(false);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/Dashboard/', '/dashboard'],
    ['/dashboard//settings///', '/dashboard/settings'],
    ['/dashboard?tab=1#top', '/dashboard'],
    ['dashboard', '/dashboard'],
  ])('%j -> %j', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });

  it('recognises pages below a base but not look-alike prefixes', () => {
    expect(isPathUnder('/dashboard/forms', '/dashboard')).toBe(true);
    expect(isPathUnder('/dashboard', '/dashboard')).toBe(true);
    expect(isPathUnder('/dashboardx', '/dashboard')).toBe(false);
  });

  it('builds studio section paths', () => {
    expect(studioSectionPath('about-us')).toBe('/dashboard/website-studio/about-us');
  });
});

describe('themeColorOf', () => {
  it('uses the member colour when it is #rrggbb', () => {
    expect(themeColorOf({ themeColor: '#0D0D0D' })).toBe('#0D0D0D');
  });

  it.each([null, {}, { themeColor: 'red;}body{display:none}' }, { themeColor: 42 }])('falls back to white for %j', (member) => {
    expect(themeColorOf(member)).toBe(FALLBACK_THEME_COLOR);
    expect(FALLBACK_THEME_COLOR).toBe('#ffffff');
  });
});
