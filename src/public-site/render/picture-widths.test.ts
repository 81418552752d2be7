import { describe, expect, it } from 'vitest';
import { withFocalPoint } from '../../core/site/focal-point';
import { withWidths } from '../../core/site/image-widths';
import { publicSiteModel } from '../../core/site/public-site-model';
import { normalizeSiteContent } from '../../core/site/site-content';
import { DEMO_MEMBER } from '../demo/demo-site';
import { renderPublicSite } from './render-public-site';
import { offeringCards } from './sections/offering-cards';
import { pictures } from './sections/pictures';
import { renderTeam as team } from './sections/team.render';
import { img } from './site-html';
import { SITE_STRINGS } from './site-strings';

const STRINGS = SITE_STRINGS.EN;

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
    const html = pictures([{ url: WIDE, alt: 'Bread' }], true, SITE_STRINGS.EN);
    expect(html).toContain(`<a class="lb" href="${PICTURE}" data-srcset="${PICTURE}-480.webp 480w,`);
    expect(pictures([{ url: PICTURE, alt: 'Bread' }], true, SITE_STRINGS.EN)).not.toContain('data-srcset');
  });
});

describe('a picture with a focal point on the public site', () => {
  const FOCUSED = withFocalPoint(WIDE, { x: 30, y: 20 });

  it('is cut around it wherever a shape cuts it: cover, team photo, product card', () => {
    const cover = renderPublicSite(publicSiteModel({ ...DEMO_MEMBER, coverTemplate: 1, coverPicture: FOCUSED }, normalizeSiteContent({}), 'Elite'), { basePath: '', countViews: false }).html;
    expect(cover).toContain(`src="${PICTURE}" srcset="${PICTURE}-480.webp 480w, ${PICTURE}-960.webp 960w, ${PICTURE} 1600w" sizes="100vw" style="object-position:30% 20%"`);
    expect(team({ members: [{ name: 'Ana', role: '', photo: FOCUSED }] })).toContain('style="object-position:30% 20%" alt="Ana"');
    expect(offeringCards([{ name: 'Cake', description: '', price: null, currency: 'USD', image: FOCUSED }], STRINGS)).toContain('style="object-position:30% 20%" alt="Cake"');
  });

  it('says nothing of a picture cut around its middle', () => {
    expect(img({ url: WIDE, alt: '' })).not.toContain('object-position');
  });

  it('never sends its focal point to the server nor the lightbox link', () => {
    const html = pictures([{ url: FOCUSED, alt: 'Bread' }], true, SITE_STRINGS.EN);
    expect(html).toContain(`href="${PICTURE}"`);
    expect(html).not.toContain('f=30');
  });
});

describe('a picture the member gave no description', () => {
  it('is named by its place on its lightbox link, in the site’s language', () => {
    const list = [
      { url: PICTURE, alt: 'Bread' },
      { url: PICTURE, alt: ' ' },
    ];
    const english = pictures(list, true, SITE_STRINGS.EN);
    expect(english).toContain('aria-label="Picture 2"');
    expect(english).not.toContain('aria-label="Picture 1"');
    expect(pictures(list, true, SITE_STRINGS.ES)).toContain('aria-label="Imagen 2"');
    // Without the lightbox there is no link to name.
    expect(pictures(list, false, SITE_STRINGS.EN)).not.toContain('aria-label');
  });
});
