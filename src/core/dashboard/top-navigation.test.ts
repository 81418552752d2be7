import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showSpacerHeader, topNavigation } from './top-navigation';

describe('topNavigation for visitors', () => {
  const nav = topNavigation({ signedIn: false, path: '/', width: 1200 });

  it('shows Home, Examples, Pricing, Contact, FAQs and Get Started', () => {
    expect(nav.variant).toBe('public');
    expect(nav.visible).toBe(true);
    expect(nav.links.map((l) => [l.id, l.to])).toEqual([
      ['home', '/'],
      ['examples', '/examples'],
      ['pricing', '/pricing'],
      ['contact', '/contact'],
      ['faqs', '/faqs'],
    ]);
    expect(nav.variant === 'public' && nav.cta).toEqual({ id: 'getStarted', to: '/entrar' });
  });

  it('is hidden on /growth-offer', () => {
    expect(topNavigation({ signedIn: false, path: '/growth-offer/', width: 1200 }).visible).toBe(false);
    expect(topNavigation({ signedIn: false, path: '/es/growth-offer', width: 375 }).visible).toBe(false);
    expect(topNavigation({ signedIn: false, path: '/es/pricing', width: 375 }).visible).toBe(true);
  });

  it('collapses at 980 px', () => {
    expect(topNavigation({ signedIn: false, path: '/', width: 980 }).collapsed).toBe(true);
    expect(topNavigation({ signedIn: false, path: '/', width: 981 }).collapsed).toBe(false);
  });
});

describe('topNavigation for members', () => {
  it('replaces the public menu with Home and Dashboard', () => {
    const nav = topNavigation({ signedIn: true, path: '/pricing', width: 1200 });
    expect(nav.variant).toBe('member');
    expect(nav.visible).toBe(true);
    expect(nav.links.map((l) => [l.id, l.to])).toEqual([
      ['home', '/'],
      ['dashboard', '/dashboard'],
    ]);
    expect(nav).not.toHaveProperty('cta');
  });

  it('is hidden inside the dashboard and on /growth-offer', () => {
    expect(topNavigation({ signedIn: true, path: '/dashboard/settings', width: 1200 }).visible).toBe(false);
    expect(topNavigation({ signedIn: true, path: '/growth-offer', width: 1200 }).visible).toBe(false);
  });

  it('never shows the public menu to a signed-in user', () => {
    fc.assert(
      fc.property(fc.constantFrom('/', '/pricing', '/dashboard', '/setup', '/entrar'), fc.integer({ min: 0, max: 3000 }), (path, width) => {
        expect(topNavigation({ signedIn: true, path, width }).variant).toBe('member');
      }),
    );
  });
});

describe('showSpacerHeader', () => {
  it.each([
    ['/', true],
    ['/pricing', true],
    ['/setup', true],
    ['/dashboard', false],
    ['/dashboard/settings/subscription', false],
    ['/growth-offer', false],
    ['/forms/website-intake', false],
  ])('%s: %s', (path, shown) => {
    expect(showSpacerHeader(path)).toBe(shown);
  });
});
