import { describe, expect, it } from 'vitest';
import { keepEqualParts } from './keep-equal-parts';

describe('keepEqualParts', () => {
  it('gives back the previous value itself when nothing differs', () => {
    const previous = { items: [{ name: 'Bread', price: null, _translations: { ES: { name: 'Pan' } } }], title: 'Menu' };
    const next = structuredClone(previous);
    expect(keepEqualParts(previous, next)).toBe(previous);
  });

  it('keeps the unchanged parts and takes the changed ones', () => {
    const first = { name: 'Bread' };
    const second = { name: 'Cake' };
    const previous = { items: [first, second], title: 'Menu' };
    const next = { items: [{ name: 'Bread' }, { name: 'Pie' }], title: 'Menu' };
    const kept = keepEqualParts(previous, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.items[0]).toBe(first);
    expect(kept.items[1]).not.toBe(second);
  });

  it('sees reordered, added, removed and renamed entries as changes', () => {
    const previous = { items: [{ name: 'A' }, { name: 'B' }] };
    expect(keepEqualParts(previous, { items: [{ name: 'B' }, { name: 'A' }] })).toEqual({ items: [{ name: 'B' }, { name: 'A' }] });
    expect(keepEqualParts(previous, { items: [{ name: 'A' }] })).toEqual({ items: [{ name: 'A' }] });
    expect(keepEqualParts(previous, { items: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }).items).toHaveLength(3);
    expect(keepEqualParts({ a: 1 }, { b: 1 })).toEqual({ b: 1 });
    expect(keepEqualParts({ a: 1, b: undefined }, { a: 1 })).toEqual({ a: 1 });
  });

  it('takes the next value where the kinds differ or there was none', () => {
    const next = { items: [] };
    expect(keepEqualParts(null, next)).toBe(next);
    expect(keepEqualParts([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(keepEqualParts({ price: '' }, { price: null })).toEqual({ price: null });
    expect(keepEqualParts(1, 2)).toBe(2);
  });
});
