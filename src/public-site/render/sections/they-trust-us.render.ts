import type { TheyTrustUsSection } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { img } from '../site-html';

/** The clients' logos, then what they say. */
export function renderTheyTrustUs({ logos, testimonials }: TheyTrustUsSection): Html {
  const logoRow = logos.length === 0 ? '' : `<div class="logos">${logos.map((l) => img(l, undefined, 'logo')).join('')}</div>`;
  const quotes =
    testimonials.length === 0
      ? ''
      : `<div class="g">${testimonials
          .map((t) => `<blockquote><p>“${e(t.quote)}”</p><footer><strong>${e(t.author)}</strong>${t.role !== '' ? `, ${e(t.role)}` : ''}</footer></blockquote>`)
          .join('')}</div>`;
  return logoRow + quotes;
}
