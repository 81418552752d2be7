import { describe, expect, it } from 'vitest';
import { parseSection } from './site-content';
import { idOf, itemIdFor } from './list-item-id';

describe('list entries\' ids', () => {
  it('gives entries stored without an id one from their place, the same on every read', () => {
    const stored = { images: [{ url: 'https://cdn.example/a.jpg', alt: 'A' }, { url: 'https://cdn.example/b.jpg', alt: 'B' }] };
    const first = parseSection('gallery', stored).value.images.map(idOf);
    expect(first).toEqual(['item-0', 'item-1']);
    expect(parseSection('gallery', stored).value.images.map(idOf)).toEqual(first);
  });

  it('keeps an entry\'s id wherever the entry moves, in nested lists too', () => {
    const read = parseSection('albums', {
      albums: [
        { id: 'b', name: 'Two', images: [{ id: 'y', url: 'https://cdn.example/y.jpg', alt: '' }, { id: 'x', url: 'https://cdn.example/x.jpg', alt: '' }] },
        { id: 'a', name: 'One', images: [] },
      ],
    }).value;
    expect(read.albums.map(idOf)).toEqual(['b', 'a']);
    expect(read.albums[0]?.images.map(idOf)).toEqual(['y', 'x']);
  });

  it('replaces a duplicate or malformed id so that ids stay unique within a list', () => {
    const read = parseSection('payment-links', {
      links: [
        { id: 'item-1', label: 'A', url: 'https://pay.example/a' },
        { id: 'item-1', label: 'B', url: 'https://pay.example/b' },
        { id: '<script>', label: 'C', url: 'https://pay.example/c' },
      ],
    }).value;
    const ids = read.links.map(idOf);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe('item-1');
    expect(ids[2]).toBe('item-2');
  });

  it('finds a free id from the place when the place\'s own is taken', () => {
    expect(itemIdFor(undefined, 3, new Set(['item-3', 'item-3-1']))).toBe('item-3-2');
    expect(idOf({ id: 'abc' })).toBe('abc');
    expect(idOf({ id: 'a b' })).toBeUndefined();
    expect(idOf('abc')).toBeUndefined();
  });
});
