import { describe, expect, it } from 'vitest';
import { withWidths } from '../../core/site/image-widths';
import { pictures } from './sections/pictures';
import { img } from './site-html';

const PICTURE = 'https://files.memory.test/vMember/m1/site/1700';
const WIDE = withWidths(PICTURE, [480, 960], 1600);

describe('pictures on the public site', () => {
  it('offer every stored width, so a phone fetches a narrow copy', () => {
    const html = img({ url: WIDE, alt: 'Bread' }, undefined, 'grid');
    expect(html).toContain(`src="${PICTURE}"`);
    expect(html).toContain(`srcset="${PICTURE}-480.webp 480w, ${PICTURE}-960.webp 960w, ${PICTURE} 1600w"`);
    expect(html).toContain('sizes="(max-width:400px) 100vw,');
    expect(html).not.toContain('#w=');
  });

  it('show a picture stored at one size as before', () => {
    expect(img({ url: PICTURE, alt: 'Bread' })).toBe(`<img src="${PICTURE}" alt="Bread" loading="lazy" decoding="async">`);
  });

  it('give the lightbox the same widths, and link the picture itself for a browser without script', () => {
    const html = pictures([{ url: WIDE, alt: 'Bread' }], true);
    expect(html).toContain(`<a class="lb" href="${PICTURE}" data-srcset="${PICTURE}-480.webp 480w,`);
    expect(pictures([{ url: PICTURE, alt: 'Bread' }], true)).not.toContain('data-srcset');
  });
});
