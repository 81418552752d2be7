import type { SiteImage } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { img } from '../site-html';

/** With the lightbox each picture links to itself: the script opens it large, and without script the link does. */
export function pictures(list: readonly SiteImage[], linked: boolean): Html {
  const figure = (i: SiteImage): Html => (linked ? `<a class="lb" href="${e(i.url)}" data-alt="${e(i.alt)}">${img(i)}</a>` : img(i));
  return `<div class="pics">${list.map((i) => `<figure>${figure(i)}</figure>`).join('')}</div>`;
}
