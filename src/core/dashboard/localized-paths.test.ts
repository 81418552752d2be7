import { describe, expect, it } from 'vitest';
import { LOCALIZED_MARKETING_PATHS, ROUTES, localizedPath, marketingPageOf } from './route-paths';

describe('marketing pages in two languages', () => {
  it('gives every localized page a Spanish address under /es, and back', () => {
    for (const route of LOCALIZED_MARKETING_PATHS) {
      const spanish = localizedPath(route, 'ES');
      expect(spanish).toMatch(/^\/es(\/|$)/);
      expect(marketingPageOf(spanish)).toEqual({ route, language: 'ES' });
      expect(localizedPath(spanish, 'EN')).toBe(route);
      expect(localizedPath(route, 'EN')).toBe(route);
    }
    expect(localizedPath(ROUTES.home, 'ES')).toBe('/es');
    expect(localizedPath(ROUTES.pricing, 'ES')).toBe('/es/pricing');
  });

  it('reads the language of an address, trailing slash and case aside', () => {
    expect(marketingPageOf('/ES/Pricing/')).toEqual({ route: '/pricing', language: 'ES' });
    expect(marketingPageOf('/es/')).toEqual({ route: '/', language: 'ES' });
    expect(marketingPageOf('/faqs?x=1')).toEqual({ route: '/faqs', language: 'EN' });
  });

  it('leaves every other address alone, in either language', () => {
    for (const path of [ROUTES.getStarted, ROUTES.dashboard, ROUTES.subscription, '/examples/bakery', '/es/entrar', '/espanol', '/s/sol1234']) {
      expect(marketingPageOf(path)).toBeNull();
      expect(localizedPath(path, 'ES')).toBe(path);
      expect(localizedPath(path, 'EN')).toBe(path);
    }
  });
});
