import type { OfferingsSection } from '../../../core/site/site-content';
import type { Html } from '../site-html';
import { offeringCards } from './offering-cards';
import type { SectionContext } from './section-renderer';

export function renderProducts(products: OfferingsSection, { s }: SectionContext): Html {
  return offeringCards(products.items, s);
}
