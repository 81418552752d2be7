import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENTRE, focalPoint, focalPointOf, objectPositionOf, withFocalPoint } from './focal-point';
import { imageCandidates, srcsetOf, withWidths, withoutWidths } from './image-widths';
import { parseSection } from './site-content';

const FIREBASE = 'https://firebasestorage.googleapis.com/v0/b/sitio.appspot.com/o/vMember%2Fm1%2Fsite%2F1700000000000?alt=media&token=abc-123';
const WIDE = withWidths(FIREBASE, [480, 960], 1600);

describe('a picture\'s focal point', () => {
  it('travels in the reference beside its widths, which keep working', () => {
    const ref = withFocalPoint(WIDE, { x: 40, y: 30 });
    expect(ref).toBe(`${FIREBASE}#w=480,960,1600&f=40,30`);
    expect(focalPointOf(ref)).toEqual({ x: 40, y: 30 });
    expect(withoutWidths(ref)).toBe(FIREBASE);
    expect(imageCandidates(ref)?.map((c) => c.width)).toEqual([480, 960, 1600]);
    expect(objectPositionOf(ref)).toBe('40% 30%');
  });

  it('can be set on a picture of one size, and its widths added later keep it', () => {
    const ref = withFocalPoint(FIREBASE, { x: 10, y: 90 });
    expect(ref).toBe(`${FIREBASE}#f=10,90`);
    expect(srcsetOf(ref)).toBeNull();
    expect(withoutWidths(ref)).toBe(FIREBASE);
    expect(focalPointOf(withWidths(ref, [480], 800))).toEqual({ x: 10, y: 90 });
  });

  it('is left out at the middle, where a picture is cut anyway, and removed with null', () => {
    expect(withFocalPoint(WIDE, CENTRE)).toBe(WIDE);
    expect(withFocalPoint(withFocalPoint(WIDE, { x: 1, y: 2 }), null)).toBe(WIDE);
    expect(objectPositionOf(WIDE)).toBeNull();
    expect(focalPointOf('/images/default-cover.svg')).toBeNull();
  });

  it('is held inside the picture in whole per cent', () => {
    expect(focalPoint(-5, 140)).toEqual({ x: 0, y: 100 });
    expect(focalPoint(33.4, Number.NaN)).toEqual({ x: 33, y: 50 });
    expect(focalPointOf(withFocalPoint(FIREBASE, { x: 250, y: 49.6 }))).toEqual({ x: 100, y: 50 });
  });

  it('is not trusted when the fragment says something else', () => {
    expect(focalPointOf(`${FIREBASE}#f=140,30`)).toBeNull();
    expect(focalPointOf(`${FIREBASE}#f=40`)).toBeNull();
    expect(withoutWidths('https://example.com/a.jpg#top')).toBe('https://example.com/a.jpg#top');
  });

  it('survives being saved and read back with a section', () => {
    const ref = withFocalPoint(WIDE, { x: 70, y: 20 });
    const read = parseSection('team', { members: [{ name: 'Ana', role: '', photo: ref }] });
    expect(read.errors).toEqual({});
    expect(focalPointOf(read.value.members[0]?.photo ?? '')).toEqual({ x: 70, y: 20 });
  });

  it('round-trips any point on any picture, with or without widths, and never changes the URL fetched', () => {
    const urls = fc.constantFrom(FIREBASE, 'https://files.memory.test/vMember/m1/site/17', '/images/demo/fitness-cover.jpg');
    const widths = fc.option(fc.constantFrom([480], [480, 960]), { nil: null });
    const percent = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(urls, widths, percent, percent, (url, copies, x, y) => {
        const base = copies === null ? url : withWidths(url, copies, 1600);
        const ref = withFocalPoint(base, { x, y });
        const centre = x === 50 && y === 50;
        expect(focalPointOf(ref)).toEqual(centre ? null : { x, y });
        expect(withoutWidths(ref)).toBe(url);
        expect(srcsetOf(ref)).toBe(srcsetOf(base));
        expect(withFocalPoint(ref, null)).toBe(base);
      }),
    );
  });
});
