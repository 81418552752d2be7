import type { SiteImage } from '../../../core/site/site-content';
import { srcsetOf, withoutWidths } from '../../../core/site/image-widths';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import type { SiteStrings } from '../site-strings';
import { img } from '../site-html';

/**
 * With the lightbox each picture links to itself: the script opens it large, and without script
 * the link does. A picture the member gave no description is named by its place ("Picture 3"), so
 * its link still says where it leads.
 */
export function pictures(list: readonly SiteImage[], linked: boolean, s: SiteStrings): Html {
  const figure = (i: SiteImage, index: number): Html => {
    const picture = img(i, undefined, 'grid');
    if (!linked) return picture;
    // The lightbox shows the picture across the screen: it picks among the same widths.
    const srcset = srcsetOf(i.url);
    return `<a class="lb" href="${e(withoutWidths(i.url))}"${srcset === null ? '' : ` data-srcset="${e(srcset)}"`} data-alt="${e(i.alt)}"${i.alt.trim() === '' ? ` aria-label="${e(`${s.lightbox.label} ${index + 1}`)}"` : ''}>${picture}</a>`;
  };
  return `<div class="pics">${list.map((i, index) => `<figure>${figure(i, index)}</figure>`).join('')}</div>`;
}
