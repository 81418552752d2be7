import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_NAME_SPREAD, nextUploadName } from './upload-name';

// storage.rules: `[0-9]{1,16}` for a picture's own name.
const STORED_NAME = /^[0-9]{1,16}$/;
const NOW = Date.UTC(2026, 10, 28, 13, 30);

describe('nextUploadName', () => {
  it('is the time in milliseconds followed by the random part', () => {
    expect(nextUploadName(0, NOW, 0)).toBe(NOW * 1000);
    expect(nextUploadName(0, NOW, 427)).toBe(NOW * 1000 + 427);
    expect(String(nextUploadName(0, NOW, 427))).toBe(`${NOW}427`);
  });

  it('gives uploaders that draw different parts different names in the same millisecond', () => {
    expect(nextUploadName(0, NOW, 1)).not.toBe(nextUploadName(0, NOW, 2));
  });

  it('never gives one uploader a name twice, nor a smaller one, whatever its clock and draws', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: NOW - 5, max: NOW + 5 }), fc.nat(UPLOAD_NAME_SPREAD - 1)), { minLength: 1, maxLength: 50 }), (draws) => {
        let previous = 0;
        const given = new Set<number>();
        for (const [now, part] of draws) {
          const name = nextUploadName(previous, now, part);
          expect(name).toBeGreaterThan(previous);
          expect(given.has(name)).toBe(false);
          given.add(name);
          previous = name;
        }
      }),
    );
  });

  it('stays a name the storage rules accept, and a safe integer, until 2250', () => {
    fc.assert(
      fc.property(fc.integer({ min: NOW, max: Date.UTC(2250, 0, 1) }), fc.nat(UPLOAD_NAME_SPREAD - 1), (now, part) => {
        const name = nextUploadName(0, now, part);
        expect(Number.isSafeInteger(name)).toBe(true);
        expect(String(name)).toMatch(STORED_NAME);
      }),
    );
  });

  it('keeps a part out of range within its three digits', () => {
    expect(nextUploadName(0, NOW, UPLOAD_NAME_SPREAD + 5)).toBe(NOW * 1000 + UPLOAD_NAME_SPREAD - 1);
    expect(nextUploadName(0, NOW, -3)).toBe(NOW * 1000);
  });
});
