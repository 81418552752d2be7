import type { SiteImage } from '../../../core/site/site-content';
import { srcsetOf, withoutWidths } from '../../../core/site/image-widths';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { img } from '../site-html';

/** With the lightbox each picture links to itself: the script opens it large, and without script the link does. */
export function pictures(list: readonly SiteImage[], linked: boolean): Html {
  const figure = (i: SiteImage): Html => {
    const picture = img(i, undefined, 'grid');
    if (!linked) return picture;
    // The lightbox shows the picture across the screen: it picks among the same widths.
    const srcset = srcsetOf(i.url);
    return `<a class="lb" href="${e(withoutWidths(i.url))}"${srcset === null ? '' : ` data-srcset="${e(srcset)}"`} data-alt="${e(i.alt)}">${picture}</a>`;
  };
  return `<div class="pics">${list.map((i) => `<figure>${figure(i)}</figure>`).join('')}</div>`;
}
