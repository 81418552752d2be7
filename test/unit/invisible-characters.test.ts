import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INVISIBLE_CHARACTERS, normalizeName } from '../../src/core/validation/normalize-name';

/*
 * firestore.rules cannot import the core, so its list of refused characters is a copy. This
 * reads the copy out of the rules and checks, on every code point, that the rules refuse
 * exactly what the client strips (plus the whitespace controls the client turns into spaces).
 */
function rulesInvisibleClass(): RegExp {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const match = /function hasNoInvisibles\(s\) \{\s*return s\.matches\('\[\^(.+?)\]\*'\);/s.exec(rules);
  if (match?.[1] === undefined) throw new Error('hasNoInvisibles not found in firestore.rules');
  // RE2's \x{hhhh} is JavaScript's \u{hhhh}; the rules file doubles each backslash.
  const source = match[1].replace(/\\\\x\{([0-9A-F]+)\}/g, '\\u{$1}');
  return new RegExp(`^[${source}]$`, 'u');
}

describe('invisible characters: firestore.rules and the core agree', () => {
  const refusedByRules = rulesInvisibleClass();
  const strippedByClient = new RegExp(`^${INVISIBLE_CHARACTERS.source}$`, 'u');
  const whitespaceControl = /^[\t\n\v\f\r]$/;

  it('on every code point', () => {
    const disagreements: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue; // lone surrogates cannot be stored
      const char = String.fromCodePoint(cp);
      const client = strippedByClient.test(char) || whitespaceControl.test(char);
      if (refusedByRules.test(char) !== client) disagreements.push(cp.toString(16));
    }
    expect(disagreements).toEqual([]);
  });

  it('covers the characters the abuse cases used', () => {
    for (const char of ['\u061C', '\u3164', '\u{E0000}', '\u{E0041}', '\u{E007F}', '\u202E', '\u200B']) {
      expect(refusedByRules.test(char)).toBe(true);
      expect(normalizeName(`A${char}b`)).toBe('Ab');
    }
  });
});
