import { mapsHref } from './contact-essentials';
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

/** schema.org LocalBusiness for the public site, from public fields only. */
export function localBusinessJsonLd(model: PublicSiteModel): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: model.businessName || model.publicName,
  };
  if (model.businessName !== '' && model.businessName !== model.publicName) data.alternateName = model.publicName;
  if (model.description !== '') data.description = model.description;
  const url = canonicalSiteUrl(model);
  if (url !== '') data.url = url;
  const images = [model.coverPicture, model.picture].filter((i) => i.startsWith('https://'));
  if (images.length > 0) data.image = images;
  const hours = findSection(model, 'hours');
  if (hours !== undefined) {
    const specs = openingHoursSpecification(hours);
    if (specs.length > 0) data.openingHoursSpecification = specs;
  }
  const social = findSection(model, 'social-links');
  if (social !== undefined) {
    const sameAs = Object.values(social.links);
    if (sameAs.length > 0) data.sameAs = sameAs;
    // The model holds only what the member published (publishedContact).
    const { contact } = social;
    if (contact.showPhone) data.telephone = contact.phone;
    if (contact.showEmail) data.email = contact.email;
    if (contact.showAddress) {
      data.address = { '@type': 'PostalAddress', streetAddress: contact.address.replace(/\s*\n\s*/g, ', ') };
      data.hasMap = mapsHref(contact.address);
    }
  }
  return data;
}
