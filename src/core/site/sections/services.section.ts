import { SITE_LIMITS } from '../site-limits';
import { defineSection } from './section-definition';
import type { OfferingsSection } from './offerings';
import { isEmptyOfferings, offeringsFields, readOfferings } from './offerings';

export const servicesSection = defineSection({
  id: 'services',
  blank: () => ({ items: [] }),
  read: (raw, r): OfferingsSection => readOfferings(raw, r, SITE_LIMITS.services),
  fields: offeringsFields(SITE_LIMITS.services, 'fields.serviceN', 'list.addService'),
  publicSite: { kind: 'block', isEmpty: isEmptyOfferings },
});
