import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMemberId } from './member-id';

describe('isValidMemberId', () => {
  it('accepts authentication user ids', () => {
    expect(isValidMemberId('AbCdEfGhIjKlMnOp1234567890ab')).toBe(true);
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,128}$/), (id) => isValidMemberId(id)));
  });

  it.each([
    ['empty', ''],
    ['a path', 'abc/def'],
    ['dot', '.'],
    ['dot dot', '..'],
    ['reserved', '__name__'],
    ['whitespace', 'abc def'],
    ['NUL', 'abc\u0000'],
    ['too long', 'a'.repeat(129)],
  ])('refuses %s', (_label, id) => {
    expect(isValidMemberId(id)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidMemberId(42)).toBe(false);
    expect(isValidMemberId(null)).toBe(false);
  });
});
