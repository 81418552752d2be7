import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageOfSegment, languageSegment, preferredSiteLanguage, sitePageUrl } from './site-languages';

describe('preferredSiteLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'EN', 'ES'],
    ['en-US,en;q=0.9', 'ES', 'EN'],
    ['fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4', 'EN', 'ES'],
    ['fr-FR,de', 'ES', 'ES'],
    ['en;q=0.2, es;q=0.8', 'EN', 'ES'],
    ['es;q=0, en', 'ES', 'EN'],
    ['*', 'ES', 'ES'],
    ['', 'EN', 'EN'],
    ['es;q=abc', 'EN', 'EN'],
  ] as const)('reads %j with the site in %s as %s', (header, fallback, expected) => {
    expect(preferredSiteLanguage(header, fallback)).toBe(expected);
  });

  it('keeps the site language when there is no header', () => {
    expect(preferredSiteLanguage(undefined, 'ES')).toBe('ES');
  });

  it('answers one of the two languages for any header, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.constantFrom('EN' as const, 'ES' as const), (header, fallback) => {
        expect(['EN', 'ES']).toContain(preferredSiteLanguage(header, fallback));
      }),
    );
  });
});

describe('language addresses', () => {
  it('round-trips the path segment of each language and refuses others', () => {
    expect(languageOfSegment(languageSegment('ES'))).toBe('ES');
    expect(languageOfSegment(languageSegment('EN'))).toBe('EN');
    expect(languageOfSegment('fr')).toBeNull();
    expect(languageOfSegment('ES')).toBeNull();
  });

  it('puts the language first in the path, and keeps the plain address for none', () => {
    const site = { domain: 'sol1234.sitio.app', username: 'sol1234' };
    expect(sitePageUrl(site, 'ES', '')).toBe('https://sol1234.sitio.app/es/');
    expect(sitePageUrl(site, 'EN', '/articles/rye')).toBe('https://sol1234.sitio.app/en/articles/rye');
    expect(sitePageUrl(site, null, '/articles/rye')).toBe('https://sol1234.sitio.app/articles/rye');
    expect(sitePageUrl({ domain: '', username: 'x' }, 'ES', '')).toBe('');
  });
});
