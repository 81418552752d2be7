import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORIES } from './business-category';
import { businessJsonLd, priceRange } from './local-business-json-ld';
import type { PublicMemberFields } from './public-projection';
import { publicSiteModel } from './public-site-model';
import { normalizeSiteContent } from './site-content';

const member: PublicMemberFields = {
  username: 'core123',
  domain: 'core123.sitio.app',
  namePublico: 'Core Fitness',
  picture: 'https://cdn.example/logo.png',
  coverPicture: 'https://cdn.example/cover.jpg',
  siteLanguage: 'EN',
};

const hours = { week: { monday: { open: '06:00', close: '21:00' } } };
const links = { instagram: 'https://www.instagram.com/corefitness' };

/** The data as any reader of JSON sees it: properties by name. */
function siteWith(contact: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...businessJsonLd(publicSiteModel(member, normalizeSiteContent({ hours, 'social-links': { links, contact }, ...extra }), 'Elite')) };
}

/** What Google requires of the two types (developers.google.com/search/docs/appearance/structured-data). */
function meetsGoogleRequirements(data: Record<string, unknown>): boolean {
  if (data['@context'] !== 'https://schema.org' || typeof data.name !== 'string' || data.name === '') return false;
  if (data['@type'] === 'Organization') return !('address' in data) && !('openingHoursSpecification' in data) && !('priceRange' in data) && !('geo' in data);
  const address = data.address as Record<string, unknown> | undefined;
  if (address?.['@type'] !== 'PostalAddress') return false;
  const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'];
  // No empty property: a search engine reads "" as a wrong value, not a missing one.
  if (Object.entries(address).some(([key, value]) => parts.includes(key) && (typeof value !== 'string' || value.trim() === ''))) return false;
  return typeof address.streetAddress === 'string' || typeof address.addressLocality === 'string';
}

const CHICAGO = { street: '2250 N Milwaukee Ave', locality: 'Chicago', region: 'IL', postalCode: '60647', country: 'US' };

describe('businessJsonLd', () => {
  it('gives a located business its address in parts, its map pin and its category as the type', () => {
    const data = siteWith({ address: CHICAGO, showAddress: true, pin: { latitude: 41.9212, longitude: -87.6937 }, category: 'ExerciseGym', phone: '+1 312 555 0104', showPhone: true });
    expect(data).toMatchObject({
      '@type': 'ExerciseGym',
      name: 'Core Fitness',
      url: 'https://core123.sitio.app/',
      image: ['https://cdn.example/cover.jpg', 'https://cdn.example/logo.png'],
      logo: 'https://cdn.example/logo.png',
      telephone: '+1 312 555 0104',
      sameAs: [links.instagram],
      address: { '@type': 'PostalAddress', streetAddress: '2250 N Milwaukee Ave', addressLocality: 'Chicago', addressRegion: 'IL', postalCode: '60647', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 41.9212, longitude: -87.6937 },
      hasMap: 'https://www.google.com/maps/search/?api=1&query=2250%20N%20Milwaukee%20Ave%2C%20Chicago%2C%20IL%2060647%2C%20US',
    });
    expect(data.openingHoursSpecification).toHaveLength(1);
    expect(meetsGoogleRequirements(data)).toBe(true);
  });

  it('is a plain LocalBusiness without a category, and keeps an old one-line address as the street', () => {
    const data = siteWith({ address: '214 Main St\nSpringfield, IL 62701', showAddress: true });
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: '214 Main St, Springfield, IL 62701' });
    expect(meetsGoogleRequirements(data)).toBe(true);
  });

  it('publishes Organization data, never a LocalBusiness without an address, when the address is off or empty', () => {
    for (const contact of [
      { address: CHICAGO, showAddress: false, pin: { latitude: 41.9, longitude: -87.7 }, category: 'Bakery', email: 'hi@core.example', showEmail: true },
      { category: 'Bakery', email: 'hi@core.example', showEmail: true },
    ]) {
      const data = siteWith(contact);
      expect(data).toMatchObject({ '@type': 'Organization', name: 'Core Fitness', url: 'https://core123.sitio.app/', logo: 'https://cdn.example/logo.png', email: 'hi@core.example', sameAs: [links.instagram] });
      expect(data).not.toHaveProperty('address');
      expect(data).not.toHaveProperty('geo');
      expect(data).not.toHaveProperty('hasMap');
      expect(data).not.toHaveProperty('openingHoursSpecification');
      expect(meetsGoogleRequirements(data)).toBe(true);
    }
  });

  it('is valid for search engines for any address shape, typed after the category', () => {
    const part = fc.constantFrom('', 'Main St', 'Springfield', '62701', ' ');
    const address = fc.oneof(
      fc.record({ street: part, locality: part, region: part, postalCode: part, country: part }, { requiredKeys: [] }),
      fc.constantFrom('', '214 Main St', '214 Main St\nSpringfield', '  \n '),
    );
    const category = fc.constantFrom(undefined, '', ...BUSINESS_CATEGORIES);
    const pin = fc.constantFrom(undefined, null, { latitude: 41.9, longitude: -87.7 });
    fc.assert(
      fc.property(address, fc.boolean(), category, pin, (a, showAddress, c, p) => {
        const data = siteWith({ address: a, showAddress, category: c, pin: p });
        expect(meetsGoogleRequirements(data)).toBe(true);
        if (data['@type'] !== 'Organization') expect(data['@type']).toBe(c === undefined || c === '' ? 'LocalBusiness' : c);
        if (data['@type'] === 'Organization') expect(showAddress && typeof a === 'object' && (a.street?.trim() || a.locality?.trim())).toBeFalsy();
      }),
    );
  });

  it('states a price range from the prices on the page, when they are in one currency', () => {
    const offer = (price: number | null, currency = 'USD') => ({ name: 'x', price, currency });
    const priced = (items: unknown[], more: unknown[] = []) => publicSiteModel(member, normalizeSiteContent({ products: { items }, services: { items: more } }), 'Elite');
    expect(priceRange(priced([offer(8.5), offer(45)], [offer(null), offer(20)]))).toBe('USD 8.50-45');
    expect(priceRange(priced([offer(12)]))).toBe('USD 12');
    expect(priceRange(priced([offer(8.5), offer(120, 'MXN')]))).toBeNull();
    expect(priceRange(priced([offer(null)]))).toBeNull();
    expect(siteWith({ address: CHICAGO, showAddress: true }, { products: { items: [offer(30)] } }).priceRange).toBe('USD 30');
  });
});
