import { describe, expect, it } from 'vitest';
import { isSafeDocumentId } from './firestore-paths';

describe('isSafeDocumentId', () => {
  it('accepts ordinary ids and long push tokens', () => {
    expect(isSafeDocumentId('sub_123')).toBe(true);
    expect(isSafeDocumentId(`fcm:${'x'.repeat(300)}`)).toBe(true);
  });

  it('refuses ids that would address another document or are reserved', () => {
    for (const bad of ['', 'a/b', '.', '..', '__name__', 'nul\u0000', 'x'.repeat(1501), 42, null]) {
      expect(isSafeDocumentId(bad)).toBe(false);
    }
  });
});
