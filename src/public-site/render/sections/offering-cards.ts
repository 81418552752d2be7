import type { Offering } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { img } from '../site-html';
import type { SiteStrings } from '../site-strings';

function formatPrice(item: Offering, s: SiteStrings): string {
  if (item.price === null) return s.priceOnRequest;
  return new Intl.NumberFormat(s.locale, { style: 'currency', currency: item.currency }).format(item.price);
}

/** Products and services alike: a card per item with its picture, words and price. */
export function offeringCards(items: readonly Offering[], s: SiteStrings): Html {
  return `<div class="g">${items
    .map(
      (item) =>
        `<div class="card">${item.image !== '' ? img({ url: item.image, alt: item.name }, undefined, 'card') : ''}<div><h3>${e(item.name)}</h3>` +
        `${item.description !== '' ? `<p>${e(item.description)}</p>` : ''}<span class="price">${e(formatPrice(item, s))}</span></div></div>`,
    )
    .join('')}</div>`;
}
