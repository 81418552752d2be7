import { describe, expect, it } from 'vitest';
import { parseSection } from './site-content';
import { copyObjectName, copyUrl, copyWidthsFor, imageCandidates, srcsetOf, withWidths, withoutWidths } from './image-widths';

const FIREBASE = 'https://firebasestorage.googleapis.com/v0/b/sitio.appspot.com/o/vMember%2Fm1%2Fsite%2F1700000000000?alt=media&token=abc-123';

describe('a picture stored in several widths', () => {
  it('is copied only at the widths narrower than itself', () => {
    expect(copyWidthsFor(1600)).toEqual([480, 960]);
    expect(copyWidthsFor(800)).toEqual([480]);
    expect(copyWidthsFor(480)).toEqual([]);
  });

  it('names each copy beside the picture, as WebP', () => {
    expect(copyObjectName('vMember/m1/site/1700000000000', 480)).toBe('vMember/m1/site/1700000000000-480.webp');
    expect(copyObjectName('vMember/m1/site/17.jpg', 960)).toBe('vMember/m1/site/17-960.webp');
  });

  it('finds a copy of a Storage download URL without the picture\'s token', () => {
    expect(copyUrl(FIREBASE, 480)).toBe('https://firebasestorage.googleapis.com/v0/b/sitio.appspot.com/o/vMember%2Fm1%2Fsite%2F1700000000000-480.webp?alt=media');
    expect(copyUrl('https://files.memory.test/vMember/m1/site/17', 960)).toBe('https://files.memory.test/vMember/m1/site/17-960.webp');
  });

  it('keeps its widths in the saved reference and gives them back as a srcset', () => {
    const ref = withWidths(FIREBASE, [960, 480], 1600);
    expect(ref).toBe(`${FIREBASE}#w=480,960,1600`);
    expect(withoutWidths(ref)).toBe(FIREBASE);
    expect(imageCandidates(ref)?.map((c) => c.width)).toEqual([480, 960, 1600]);
    expect(srcsetOf(ref)).toBe(`${copyUrl(FIREBASE, 480)} 480w, ${copyUrl(FIREBASE, 960)} 960w, ${FIREBASE} 1600w`);
  });

  it('leaves a picture of one size as it was: older uploads, default pictures, small ones', () => {
    expect(srcsetOf(FIREBASE)).toBeNull();
    expect(srcsetOf('/images/default-cover.svg')).toBeNull();
    expect(withWidths(FIREBASE, [], 400)).toBe(FIREBASE);
    // A fragment that does not make sense is not trusted.
    expect(srcsetOf(`${FIREBASE}#w=1600`)).toBeNull();
    expect(srcsetOf(`${FIREBASE}#w=960,480`)).toBeNull();
  });

  it('survives being saved and read back with a section', () => {
    const ref = withWidths(FIREBASE, [480, 960], 1200);
    const read = parseSection('gallery', { images: [{ url: ref, alt: 'Bread' }] });
    expect(read.errors).toEqual({});
    expect(srcsetOf(read.value.images[0]?.url ?? '')).toContain('1200w');
  });
});

describe('a picture the app serves itself in several widths', () => {
  it('finds its copies beside it by path, on the same origin', () => {
    expect(copyUrl('/images/demo/fitness-cover.jpg', 480)).toBe('/images/demo/fitness-cover-480.webp');
    expect(srcsetOf('/images/demo/fitness-cover.jpg#w=480,960,1600')).toBe('/images/demo/fitness-cover-480.webp 480w, /images/demo/fitness-cover-960.webp 960w, /images/demo/fitness-cover.jpg 1600w');
  });
});
