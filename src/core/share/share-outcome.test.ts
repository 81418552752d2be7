import { describe, expect, it } from 'vitest';
import { shareToastFor, siteUrlFor } from './share-outcome';

describe('siteUrlFor', () => {
  it('prefixes the domain with https://', () => {
    expect(siteUrlFor('abcdefg.sitio.app')).toBe('https://abcdefg.sitio.app');
  });

  it('does not double a scheme already present, and trims', () => {
    expect(siteUrlFor(' http://abcdefg.sitio.app ')).toBe('https://abcdefg.sitio.app');
    expect(siteUrlFor('HTTPS://abcdefg.sitio.app')).toBe('https://abcdefg.sitio.app');
  });
});

describe('shareToastFor', () => {
  it.each([
    ['shared', 'shared'],
    ['copied', 'copied'],
    ['failed', null],
  ] as const)('%s shows %s', (outcome, toast) => {
    expect(shareToastFor(outcome)).toBe(toast);
  });
});
