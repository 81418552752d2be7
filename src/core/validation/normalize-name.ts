/**
 * Characters that can make a name display differently from what it contains, or look blank:
 * every format character (general category Cf: bidi embeddings, overrides, isolates and marks
 * such as U+061C, zero-width characters, U+FEFF, the tag characters U+E0001 and
 * U+E0020–U+E007F), every default-ignorable code point (fillers such as U+3164 and U+FFA0,
 * variation selectors, the unassigned tag block U+E0000–U+E0FFF), the blank braille pattern
 * U+2800, and control characters other than whitespace (whitespace is collapsed instead).
 * firestore.rules refuses the same set (hasNoInvisibles); test/unit/invisible-characters.test.ts
 * checks that the two agree on every code point.
 */
// eslint-disable-next-line no-control-regex
export const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u0000-\u0008\u000E-\u001F\u007F-\u009F]/gu;

/** A name needs at least one letter, digit, punctuation or symbol: marks alone draw nothing. */
const VISIBLE_BASE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * The canonical form of a human-entered name: what is stored and what length limits apply to.
 * Invisible characters are removed before NFC so that characters they separated can compose.
 * A name with nothing visible left (only marks, fillers or spaces) becomes '', which every
 * form refuses as empty.
 */
export function normalizeName(value: string): string {
  const name = value.replace(INVISIBLE_CHARACTERS, '').normalize('NFC').replace(/\s+/gu, ' ').trim();
  return VISIBLE_BASE.test(name) ? name : '';
}

/** Length in user-perceived code points, so an accented letter or an emoji counts once. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
