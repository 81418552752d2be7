import { SITE_LIMITS } from '../site-limits';
import { defineSectionContent } from './section-definition';
import { servicesSection } from './services.section';
import type { OfferingsSection } from './offerings';
import { isEmptyOfferings, offeringsFields, readOfferings } from './offerings';

export const servicesContent = defineSectionContent(servicesSection, {
  blank: () => ({ items: [] }),
  read: (raw, r): OfferingsSection => readOfferings(raw, r, SITE_LIMITS.services),
  fields: offeringsFields(SITE_LIMITS.services, 'fields.serviceN', 'list.addService'),
  publicSite: { kind: 'block', isEmpty: isEmptyOfferings },
});
