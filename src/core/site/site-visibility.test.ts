import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUSPENSION_REASON_MAX, combinedVisibility, isSiteShown, suspensionReason, visibilityOf } from './site-visibility';

describe('isSiteShown', () => {
  it('shows a site only when published and not suspended, whatever the order of writes', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (published, suspended) => {
        expect(isSiteShown({ published, suspended })).toBe(published && !suspended);
      }),
    );
  });

  it('a takedown wins over publishing', () => {
    expect(isSiteShown({ published: true, suspended: true })).toBe(false);
  });
});

describe('visibilityOf', () => {
  it('treats anything but a literal true as not suspended and not published', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (published, suspended) => {
        const visibility = visibilityOf({ published, suspended });
        expect(visibility.published).toBe(published === true);
        expect(visibility.suspended).toBe(suspended === true);
      }),
    );
    expect(visibilityOf({})).toEqual({ published: false, suspended: false });
  });
});

describe('suspensionReason', () => {
  it('cleans the reason like a name and bounds its length', () => {
    expect(suspensionReason('  Phishing \u202E page ')).toBe('Phishing page');
    expect(suspensionReason('')).toBeNull();
    expect(suspensionReason('\u200B\u3164')).toBeNull();
    expect(suspensionReason(42)).toBeNull();
    expect(suspensionReason('x'.repeat(SUSPENSION_REASON_MAX))).toHaveLength(SUSPENSION_REASON_MAX);
    expect(suspensionReason('x'.repeat(SUSPENSION_REASON_MAX + 1))).toBeNull();
  });

  it('is idempotent: a stored reason reads back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        const once = suspensionReason(raw);
        if (once !== null) expect(suspensionReason(once)).toBe(once);
      }),
    );
  });
});

describe('combinedVisibility', () => {
  it('shows a site only when both copies would show it', () => {
    const stored = fc.record({ published: fc.anything(), suspended: fc.anything() });
    fc.assert(
      fc.property(stored, stored, (projection, record) => {
        expect(isSiteShown(combinedVisibility(projection, record))).toBe(isSiteShown(visibilityOf(projection)) && isSiteShown(visibilityOf(record)));
      }),
    );
  });
});
