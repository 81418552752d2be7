import type { DayOfWeek, LocalBusiness, LocalBusinessLeaf, OpeningHoursSpecificationLeaf, OrganizationLeaf, PostalAddressLeaf, WithContext } from 'schema-dts';
import type { BusinessCategory } from './business-category';
import { mapsHref } from './contact-essentials';
import type { PostalAddress } from './postal-address';
import { addressText, isLocatable, streetLine } from './postal-address';
import type { PublicSiteModel } from './public-site-model';
import { findSection } from './public-site-model';
import type { DayHours, HoursSection, Weekday } from './site-content';
import { WEEKDAYS } from './site-content';

/*
 * The site's structured data is typed after schema.org's vocabulary (schema-dts): a property the
 * type does not have, or a value of the wrong kind, fails to compile.
 */

/** The name of LocalBusiness or any of its subtypes in schema.org. */
export type LocalBusinessType = Exclude<LocalBusiness, string>['@type'];

/** What a business of any category says of itself: LocalBusiness's properties, which every subtype inherits. */
type BusinessProperties = Omit<LocalBusinessLeaf, '@type'>;

/** The page's structured data: the business as its category, or as an Organization when it has no address. */
export type BusinessJsonLd = WithContext<BusinessProperties & { readonly '@type': LocalBusinessType }> | WithContext<OrganizationLeaf>;

const SCHEMA_DAY: Readonly<Record<Weekday, DayOfWeek>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export type OpeningHoursSpecification = OpeningHoursSpecificationLeaf & {
  readonly dayOfWeek?: DayOfWeek[];
  readonly opens: string;
  readonly closes: string;
};

/** The site's canonical address: its own domain over https. */
export function canonicalSiteUrl(model: Pick<PublicSiteModel, 'domain' | 'username'>): string {
  return model.domain === '' ? '' : `https://${model.domain}/`;
}

/** Days with the same hours share one entry, as search engines expect. */
export function openingHoursSpecification(hours: HoursSection): OpeningHoursSpecification[] {
  const groups = new Map<string, { hours: DayHours; days: DayOfWeek[] }>();
  for (const day of WEEKDAYS) {
    const h = hours.week[day];
    if (h.closed) continue;
    const key = `${h.open}-${h.close}`;
    const group = groups.get(key) ?? { hours: h, days: [] };
    group.days.push(SCHEMA_DAY[day]);
    groups.set(key, group);
  }
  const specs: OpeningHoursSpecification[] = [...groups.values()].map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: g.days,
    opens: g.hours.open,
    closes: g.hours.close,
  }));
  for (const ex of hours.exceptions) {
    // schema.org marks a closed day as opening and closing at midnight.
    specs.push({
      '@type': 'OpeningHoursSpecification',
      opens: ex.closed ? '00:00' : ex.open,
      closes: ex.closed ? '00:00' : ex.close,
      validFrom: ex.date,
      validThrough: ex.date,
    });
  }
  return specs;
}

/** "USD 8.50-45" from the prices on the page, when they are all in one currency. */
export function priceRange(model: PublicSiteModel): string | null {
  const items = [...(findSection(model, 'products')?.items ?? []), ...(findSection(model, 'services')?.items ?? [])];
  const priced = items.filter((item): item is typeof item & { price: number } => item.price !== null);
  const currencies = new Set(priced.map((item) => item.currency));
  if (priced.length === 0 || currencies.size !== 1) return null;
  const prices = priced.map((item) => item.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)].map((n) => (Number.isInteger(n) ? String(n) : n.toFixed(2)));
  return `${[...currencies][0]} ${low === high ? low : `${low}-${high}`}`;
}

function postalAddress(address: PostalAddress): PostalAddressLeaf {
  const parts: PostalAddressLeaf = { '@type': 'PostalAddress' };
  const street = streetLine(address);
  if (street !== '') parts.streetAddress = street;
  if (address.locality !== '') parts.addressLocality = address.locality;
  if (address.region !== '') parts.addressRegion = address.region;
  if (address.postalCode !== '') parts.postalCode = address.postalCode;
  if (address.country !== '') parts.addressCountry = address.country;
  return parts;
}

/** The business as its category: LocalBusiness's properties hold for every subtype (schema.org inheritance). */
function asCategory(category: BusinessCategory | '', properties: BusinessProperties): BusinessJsonLd {
  // The compiler checks here that each category is the name of a LocalBusiness type.
  const type: LocalBusinessType = category === '' ? 'LocalBusiness' : category;
  return { '@context': 'https://schema.org', '@type': type, ...properties };
}

/**
 * schema.org data for the public site, from public fields only. A business with a published
 * address is a LocalBusiness of the member's category (search engines require the address);
 * one without is an Organization, which needs none, with no opening hours or prices (an
 * Organization has no such properties).
 */
export function businessJsonLd(model: PublicSiteModel): BusinessJsonLd {
  const social = findSection(model, 'social-links');
  // The model holds only what the member published (publishedContact).
  const contact = social?.contact;
  const located = contact !== undefined && contact.showAddress && isLocatable(contact.address);
  // Organization's properties, which LocalBusiness has too.
  const data: Omit<OrganizationLeaf, '@type'> = { name: model.businessName || model.publicName };
  if (model.businessName !== '' && model.businessName !== model.publicName) data.alternateName = model.publicName;
  if (model.description !== '') data.description = model.description;
  const url = canonicalSiteUrl(model);
  if (url !== '') data.url = url;
  const images = [model.coverPicture, model.picture].filter((i) => i.startsWith('https://'));
  if (images.length > 0) data.image = images;
  if (model.picture.startsWith('https://')) data.logo = model.picture;
  if (contact !== undefined) {
    if (contact.showPhone) data.telephone = contact.phone;
    if (contact.showEmail) data.email = contact.email;
  }
  if (social !== undefined) {
    const sameAs = Object.values(social.links);
    if (sameAs.length > 0) data.sameAs = sameAs;
  }
  if (!located) return { '@context': 'https://schema.org', '@type': 'Organization', ...data };
  const business: BusinessProperties = { ...data, address: postalAddress(contact.address), hasMap: mapsHref(addressText(contact.address, model.language)) };
  if (contact.pin !== null) business.geo = { '@type': 'GeoCoordinates', latitude: contact.pin.latitude, longitude: contact.pin.longitude };
  const hours = findSection(model, 'hours');
  if (hours !== undefined) {
    const specs = openingHoursSpecification(hours);
    if (specs.length > 0) business.openingHoursSpecification = specs;
  }
  const prices = priceRange(model);
  if (prices !== null) business.priceRange = prices;
  return asCategory(contact.category, business);
}
