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

/** Every code point of a category, computed from the engine's own Unicode data. */
function codePointsWhere(test: RegExp): number[] {
  const points: number[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp += 1) if (test.test(String.fromCodePoint(cp))) points.push(cp);
  return points;
}

const FORMAT = codePointsWhere(/^\p{Cf}$/u);
const IGNORABLE = codePointsWhere(/^\p{Default_Ignorable_Code_Point}$/u);
const FILLERS = [0x115f, 0x1160, 0x3164, 0xffa0, 0x2800];
const MARKS = codePointsWhere(/^\p{M}$/u);
const HIDDEN = [...new Set([...FORMAT, ...IGNORABLE, ...FILLERS])];
const hidden = fc.constantFrom(...HIDDEN).map((cp) => String.fromCodePoint(cp));
const anyChar = fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));

describe('normalizeName: format, filler and tag characters', () => {
  it.each([
    ['U+061C arabic letter mark', '\u061C'],
    ['U+3164 hangul filler', '\u3164'],
    ['U+FFA0 halfwidth hangul filler', '\uFFA0'],
    ['U+E0000 (tag block)', '\u{E0000}'],
    ['U+E0041 tag latin A', '\u{E0041}'],
    ['U+E007F cancel tag', '\u{E007F}'],
    ['U+00AD soft hyphen', '\u00AD'],
    ['U+FE0F variation selector', '\uFE0F'],
  ])('strips %s', (_name, c) => {
    expect(normalizeName(`An${c}a`)).toBe('Ana');
  });

  it('a name that looks blank (only fillers) is empty', () => {
    expect(normalizeName('\u3164')).toBe('');
    expect(normalizeName('\u3164 \u3164\u115F')).toBe('');
  });

  it('leaves no character of category Cf, no default-ignorable and no filler, wherever they are put', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hidden, anyChar), { maxLength: 30 }), (parts) => {
        const once = normalizeName(parts.join(''));
        for (const char of once) expect(HIDDEN).not.toContain(char.codePointAt(0));
        expect(normalizeName(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('a name made only of hidden characters, marks and spaces is empty', () => {
    const part = fc.oneof(hidden, fc.constantFrom(...MARKS).map((cp) => String.fromCodePoint(cp)), fc.constant(' '));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), (parts) => {
        expect(normalizeName(parts.join(''))).toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a visible name with its accents', () => {
    fc.assert(
      fc.property(fc.constantFrom('Ana', 'José', 'Ñandú', '東京', 'Zoë'), fc.array(hidden, { maxLength: 4 }), (name, noise) => {
        expect(normalizeName(noise.join('') + name + noise.join(''))).toBe(name.normalize('NFC'));
      }),
    );
  });
});

describe('codePointLength', () => {
  it('counts astral characters once', () => {
    expect(codePointLength('a😀b')).toBe(3);
  });
});
