import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, boundedNotice, clip } from './notice';

describe('clip', () => {
  it('keeps short text whole and cuts long text to the bound with an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 1, max: 200 }), (text, max) => {
        const cut = clip(text, max);
        expect([...cut].length).toBeLessThanOrEqual(max);
        if ([...text].length <= max) expect(cut).toBe(text);
        else expect(cut.endsWith('…')).toBe(true);
      }),
    );
  });

  it('bounds a notice to what a message may hold', () => {
    const notice = boundedNotice({ title: 't'.repeat(500), body: 'b'.repeat(6000), link: '/x' });
    expect([...notice.title]).toHaveLength(NOTICE_TITLE_MAX);
    expect([...notice.body]).toHaveLength(NOTICE_BODY_MAX);
    expect(notice.link).toBe('/x');
  });
});
