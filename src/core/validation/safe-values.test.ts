import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHexColor, isSafeHttpUrl, safeHttpUrl } from './safe-values';

describe('isHexColor', () => {
  it.each(['#0D0D0D', '#ffffff', '#a1B2c3'])('accepts %s', (c) => {
    expect(isHexColor(c)).toBe(true);
  });

  it.each(['red', 'red;}body{background:url(x)}', '#fff', '#0D0D0D0D', '0D0D0D', '#0D0D0G', ' #0D0D0D', '#0D0D0D;', '#0D0D0D\n'])('refuses %j', (c) => {
    expect(isHexColor(c)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isHexColor(0x0d0d0d)).toBe(false);
  });

  it('accepts exactly # followed by six hex digits', () => {
    fc.assert(fc.property(fc.string(), (s) => isHexColor(s) === /^#[0-9a-fA-F]{6}$/.test(s)));
  });
});

function mixCase(s: string, mask: readonly boolean[]): string {
  return [...s].map((c, i) => (mask[i % Math.max(mask.length, 1)] ? c.toUpperCase() : c.toLowerCase())).join('');
}

describe('isSafeHttpUrl', () => {
  it.each(['https://example.com', 'http://example.com/path?q=1#x', '  https://example.com  ', 'HTTPS://EXAMPLE.COM', 'https://instagram.com/ana.perez'])('accepts %j', (u) => {
    expect(isSafeHttpUrl(u)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    'https:evil.example',
    'http:\\\\evil.example',
    'https://exa\u0000mple.com',
    'https://exa mple.com',
    'https://user:pass@example.com',
    'ftp://example.com',
    'https://',
    'example.com',
    '',
    `https://example.com/${'a'.repeat(3000)}`,
  ])('refuses %j', (u) => {
    expect(isSafeHttpUrl(u)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeHttpUrl(undefined)).toBe(false);
  });

  it('refuses every mixed-case javascript: variant, with any padding', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 11 }), fc.constantFrom('', ' ', '\t', '\n', '\u0000'), fc.string(), (mask, pad, rest) => {
        expect(isSafeHttpUrl(`${pad}${mixCase('javascript:', mask)}${rest}`)).toBe(false);
      }),
    );
  });

  it('only ever returns http or https links', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('h', 't', 'p', 's', ':', '/', '\\', '@', '.', 'a', ' ', '\t', 'J', '%') }), (s) => {
        const safe = safeHttpUrl(s);
        if (safe !== null) expect(safe).toMatch(/^https?:\/\/[^/]/);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts web URLs', () => {
    fc.assert(
      fc.property(fc.webUrl(), (u) => {
        expect(isSafeHttpUrl(u)).toBe(true);
      }),
      { numRuns: 100 },
    );
    // Building fast-check's URL generators is slow the first time on a loaded machine.
  }, 30_000);
});
