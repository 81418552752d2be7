import { SITE_LIMITS } from '../site-limits';
import { defineSectionContent } from './section-definition';
import { productsSection } from './products.section';
import type { OfferingsSection } from './offerings';
import { isEmptyOfferings, offeringsFields, readOfferings } from './offerings';

export const productsContent = defineSectionContent(productsSection, {
  blank: () => ({ items: [] }),
  read: (raw, r): OfferingsSection => readOfferings(raw, r, SITE_LIMITS.products),
  fields: offeringsFields(SITE_LIMITS.products, 'fields.productN', 'list.addProduct'),
  publicSite: { kind: 'block', isEmpty: isEmptyOfferings },
});
