/**
 * Characters that can make a name display differently from what it contains: bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), directional marks (U+200E, U+200F),
 * zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and control characters other than
 * whitespace (whitespace is collapsed instead).
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;

/**
 * The canonical form of a human-entered name: what is stored and what length limits apply to.
 * Invisible characters are removed before NFC so that characters they separated can compose.
 */
export function normalizeName(value: string): string {
  return value.replace(INVISIBLE, '').normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Length in user-perceived code points, so an accented letter or an emoji counts once. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
