import { describe, expect, it } from 'vitest';
import { emptyDay, mergeDays, periodKeys, periodResults, topOf } from './site-results';

const NOW = Date.UTC(2024, 5, 15, 18);

describe('site results', () => {
  it('merges shards of a day, ignoring unreadable counts', () => {
    const merged = mergeDays('2024-06-15', [
      { ...emptyDay('2024-06-15'), views: 2, actions: { call: { en: 1 } }, sources: { qr: 2 }, referrers: { 'a.com': 1 } },
      { ...emptyDay('2024-06-15'), views: 3, actions: { call: { es: 2 }, whatsapp: { es: 1 } }, sources: { qr: 1, search: -4 }, pages: { '/es': Number.NaN } },
    ]);
    expect(merged).toEqual({ date: '2024-06-15', views: 5, actions: { call: { en: 1, es: 2 }, whatsapp: { es: 1 } }, sources: { qr: 3 }, referrers: { 'a.com': 1 }, pages: {} });
  });

  it('compares a period with the one before it', () => {
    const keys = periodKeys(NOW, 7);
    expect(keys.current).toHaveLength(7);
    expect(keys.current.at(-1)).toBe('2024-06-15');
    expect(keys.previous.at(-1)).toBe('2024-06-08');
    const stored = [
      { ...emptyDay('2024-06-15'), views: 4, actions: { call: { es: 2 } }, sources: { qr: 3, maps: 1 } },
      { ...emptyDay('2024-06-09'), views: 1, actions: { whatsapp: { en: 1 } }, sources: { search: 1 }, pages: { '/en': 1 } },
      { ...emptyDay('2024-06-05'), views: 9, actions: { call: { en: 1 } } },
      { ...emptyDay('2024-01-01'), views: 100 },
    ];
    const week = periodResults(stored, NOW, 7);
    expect(week.series).toHaveLength(7);
    expect(week.totals).toMatchObject({ views: 5, allActions: 3, actions: { call: 2, whatsapp: 1, email: 0 } });
    expect(week.previous).toMatchObject({ views: 9, allActions: 1 });
    expect(week.sources).toEqual([{ key: 'qr', count: 3 }, { key: 'maps', count: 1 }, { key: 'search', count: 1 }]);
    expect(week.pages).toEqual([{ key: '/en', count: 1 }]);
  });

  it('ranks largest first, then by name, and keeps the top', () => {
    expect(topOf({ b: 2, a: 2, c: 5, d: 0, e: 1 }, 3)).toEqual([{ key: 'c', count: 5 }, { key: 'a', count: 2 }, { key: 'b', count: 2 }]);
  });
});
