import { describe, expect, it } from 'vitest';
import { NOT_FOUND_STRINGS, SITE_STRINGS } from './site-strings';

function shape(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => shape(inner, prefix === '' ? key : `${prefix}.${key}`));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('site strings', () => {
  it('EN and ES have the same keys', () => {
    expect(shape(SITE_STRINGS.ES).sort()).toEqual(shape(SITE_STRINGS.EN).sort());
    expect(shape(NOT_FOUND_STRINGS.ES).sort()).toEqual(shape(NOT_FOUND_STRINGS.EN).sort());
  });

  it('no string is empty', () => {
    for (const value of [...leaves(SITE_STRINGS), ...leaves(NOT_FOUND_STRINGS)]) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });

  it('ES is translated, not copied, where words differ', () => {
    expect(SITE_STRINGS.ES.closed).not.toBe(SITE_STRINGS.EN.closed);
    expect(SITE_STRINGS.ES.sectionTitles.hours).not.toBe(SITE_STRINGS.EN.sectionTitles.hours);
    expect(SITE_STRINGS.ES.weekdays.monday).not.toBe(SITE_STRINGS.EN.weekdays.monday);
  });
});
