import { SITE_LIMITS } from '../site-limits';
import { defineSection } from './section-definition';
import type { OfferingsSection } from './offerings';
import { isEmptyOfferings, offeringsFields, readOfferings } from './offerings';

export const productsSection = defineSection({
  id: 'products',
  blank: () => ({ items: [] }),
  read: (raw, r): OfferingsSection => readOfferings(raw, r, SITE_LIMITS.products),
  fields: offeringsFields(SITE_LIMITS.products, 'fields.productN', 'list.addProduct'),
  publicSite: { kind: 'block', isEmpty: isEmptyOfferings },
});
