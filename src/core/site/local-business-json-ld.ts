import { mapsHref } from './contact-essentials';
import type { PostalAddress } from './postal-address';
import { addressText, isLocatable, streetLine } from './postal-address';
import type { PublicSiteModel } from './public-site-model';
import { findSection } from './public-site-model';
import type { DayHours, HoursSection, Weekday } from './site-content';
import { WEEKDAYS } from './site-content';

const SCHEMA_DAY: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export interface OpeningHoursSpecification {
  readonly '@type': 'OpeningHoursSpecification';
  readonly dayOfWeek?: readonly string[];
  readonly opens: string;
  readonly closes: string;
  readonly validFrom?: string;
  readonly validThrough?: string;
}

/** The site's canonical address: its own domain over https. */
export function canonicalSiteUrl(model: Pick<PublicSiteModel, 'domain' | 'username'>): string {
  return model.domain === '' ? '' : `https://${model.domain}/`;
}

/** Days with the same hours share one entry, as search engines expect. */
export function openingHoursSpecification(hours: HoursSection): OpeningHoursSpecification[] {
  const groups = new Map<string, { hours: DayHours; days: string[] }>();
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

function postalAddress(address: PostalAddress): Record<string, unknown> {
  const parts: Record<string, unknown> = { '@type': 'PostalAddress' };
  const street = streetLine(address);
  if (street !== '') parts.streetAddress = street;
  if (address.locality !== '') parts.addressLocality = address.locality;
  if (address.region !== '') parts.addressRegion = address.region;
  if (address.postalCode !== '') parts.postalCode = address.postalCode;
  if (address.country !== '') parts.addressCountry = address.country;
  return parts;
}

/**
 * schema.org data for the public site, from public fields only. A business with a published
 * address is a LocalBusiness of the member's category (search engines require the address);
 * one without is an Organization, which needs none, with no opening hours or prices (an
 * Organization has no such properties).
 */
export function businessJsonLd(model: PublicSiteModel): Record<string, unknown> {
  const social = findSection(model, 'social-links');
  // The model holds only what the member published (publishedContact).
  const contact = social?.contact;
  const located = contact !== undefined && contact.showAddress && isLocatable(contact.address);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': !located ? 'Organization' : contact.category === '' ? 'LocalBusiness' : contact.category,
    name: model.businessName || model.publicName,
  };
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
  if (!located) return data;
  data.address = postalAddress(contact.address);
  data.hasMap = mapsHref(addressText(contact.address, model.language));
  if (contact.pin !== null) data.geo = { '@type': 'GeoCoordinates', latitude: contact.pin.latitude, longitude: contact.pin.longitude };
  const hours = findSection(model, 'hours');
  if (hours !== undefined) {
    const specs = openingHoursSpecification(hours);
    if (specs.length > 0) data.openingHoursSpecification = specs;
  }
  const prices = priceRange(model);
  if (prices !== null) data.priceRange = prices;
  return data;
}
