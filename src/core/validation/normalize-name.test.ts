import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, normalizeName } from './normalize-name';

const INVISIBLES = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B', '\u200C', '\u200D', '\uFEFF', '\u0000'];

describe('normalizeName', () => {
  it('trims and collapses runs of whitespace', () => {
    expect(normalizeName('  Ana \t\n  María  ')).toBe('Ana María');
  });

  it('composes NFD into NFC', () => {
    expect(normalizeName('Jose\u0301')).toBe('José');
    expect(normalizeName('Jose\u0301')).toBe(normalizeName('Jos\u00E9'));
  });

  it.each(INVISIBLES.map((c) => [c.codePointAt(0)?.toString(16), c]))('strips U+%s', (_hex, c) => {
    expect(normalizeName(`A${c}na`)).toBe('Ana');
  });

  it('removes an RTL override that would disguise the name', () => {
    expect(normalizeName('\u202Egnp.exe')).toBe('gnp.exe');
  });

  it('lets a combining mark compose across a removed zero-width character', () => {
    expect(normalizeName('e\u200B\u0301')).toBe('\u00E9');
  });

  it('is idempotent and leaves no invisible character, edge space or double space', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom(...INVISIBLES, ' ', '\t', '\u0301'), fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp))), maxLength: 40 }), (raw) => {
        const once = normalizeName(raw);
        expect(normalizeName(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s\s/);
        expect(once).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200D\uFEFF]/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('codePointLength', () => {
  it('counts astral characters once', () => {
    expect(codePointLength('a😀b')).toBe(3);
  });
});
