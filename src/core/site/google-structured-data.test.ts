import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanTier } from '../plans/plan-level';
import { articleJsonLd, articlePages } from './article-pages';
import { BUSINESS_CATEGORIES } from './business-category';
import { businessJsonLd } from './local-business-json-ld';
import type { PublicMemberFields } from './public-projection';
import { publicSiteModel } from './public-site-model';
import { normalizeSiteContent } from './site-content';
import { WEEKDAYS } from './site-limits';

/*
 * Google's rules for the structured data of a business's page (developers.google.com/search/docs/
 * appearance/structured-data/local-business and /logo, /article), over random sites: whatever a
 * member fills in, hides or leaves out, the data the page publishes is what Google accepts.
 * schema.org's own vocabulary is checked by the compiler (schema-dts types on the builders).
 */

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ADDRESS_PARTS = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'];

const absolute = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol) && value.startsWith('http');
  } catch {
    return false;
  }
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Every way `data` breaks Google's rules for a LocalBusiness (or an Organization), one line each. */
function googleProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const fail = (why: string) => problems.push(why);
  if (data['@context'] !== 'https://schema.org') fail('no schema.org context');
  if (!text(data.name)) fail('no name');
  for (const key of ['url', 'logo']) if (key in data && !absolute(data[key])) fail(`${key} is not absolute`);
  for (const key of ['image', 'sameAs']) for (const item of list(data[key])) if (!absolute(item)) fail(`${key} ${String(item)} is not absolute`);
  for (const key of ['telephone', 'email', 'description', 'alternateName']) if (key in data && !text(data[key])) fail(`${key} is empty`);
  if (data['@type'] === 'Organization') {
    // Organization has none of a place's properties.
    for (const key of ['address', 'geo', 'hasMap', 'openingHoursSpecification', 'priceRange']) if (key in data) fail(`Organization with ${key}`);
    return problems;
  }
  if (data['@type'] !== 'LocalBusiness' && !(BUSINESS_CATEGORIES as readonly unknown[]).includes(data['@type'])) fail(`unknown type ${String(data['@type'])}`);
  const address = data.address as Record<string, unknown> | undefined;
  if (address?.['@type'] !== 'PostalAddress') fail('LocalBusiness without a PostalAddress');
  else {
    for (const part of ADDRESS_PARTS) if (part in address && !text(address[part])) fail(`empty ${part}`);
    if (!text(address.streetAddress) && !text(address.addressLocality)) fail('an address with neither street nor town');
  }
  if (!absolute(data.hasMap)) fail('hasMap is not absolute');
  if (data.geo !== undefined) {
    const geo = data.geo as Record<string, unknown>;
    const { latitude, longitude } = geo;
    if (geo['@type'] !== 'GeoCoordinates' || typeof latitude !== 'number' || typeof longitude !== 'number') fail('geo is not GeoCoordinates with numbers');
    else if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) fail(`geo ${latitude},${longitude} out of range`);
  }
  for (const spec of list(data.openingHoursSpecification) as Record<string, unknown>[]) {
    if (spec['@type'] !== 'OpeningHoursSpecification') fail('hours without their type');
    if (!TIME.test(String(spec.opens)) || !TIME.test(String(spec.closes))) fail(`hours ${String(spec.opens)}–${String(spec.closes)} are no times`);
    const days = list(spec.dayOfWeek);
    if (days.some((day) => !SCHEMA_DAYS.includes(day as string))) fail(`days ${days.join(',')}`);
    const dated = 'validFrom' in spec || 'validThrough' in spec;
    if (dated && (!DATE.test(String(spec.validFrom)) || !DATE.test(String(spec.validThrough)) || String(spec.validFrom) > String(spec.validThrough))) fail('a dated exception without its dates');
    if (!dated && days.length === 0) fail('weekly hours without their days');
  }
  if ('priceRange' in data && (!text(data.priceRange) || String(data.priceRange).length >= 100)) fail('priceRange empty or 100 characters or more');
  return problems;
}

/** Google's Article rules: a headline, a date, an author by name, addresses absolute. */
function articleProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org' || data['@type'] !== 'Article') problems.push('not an Article');
  if (!text(data.headline)) problems.push('no headline');
  if (!DATE.test(String(data.datePublished).slice(0, 10))) problems.push('no publication date');
  for (const key of ['author', 'publisher']) if (!text((data[key] as Record<string, unknown> | undefined)?.name)) problems.push(`${key} without a name`);
  for (const key of ['url', 'mainEntityOfPage']) if (key in data && !absolute(data[key])) problems.push(`${key} is not absolute`);
  for (const item of list(data.image)) if (!absolute(item)) problems.push('image is not absolute');
  return problems;
}

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const time = fc.tuple(two(23), two(59)).map(([h, m]) => `${h}:${m}`);
const date = fc.tuple(fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const words = fc.oneof(fc.constantFrom('', ' ', 'Main St', 'Chicago', 'IL', '60647', 'US', 'Calle 5 #12', 'Ciudad de México'), fc.string({ maxLength: 30 }));
const picture = fc.constantFrom('', 'https://cdn.example/logo.png', 'http://cdn.example/old.png', '/images/examples/cover.svg', 'data:image/png;base64,AAAA');
const dayHours = fc.oneof(fc.constant({ closed: true }), fc.record({ closed: fc.constant(false), open: time, close: time }), fc.record({ open: fc.constantFrom('', '25:00', '9am'), close: time }));
const hours = fc.record({
  week: fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])), { requiredKeys: [] }),
  exceptions: fc.array(fc.record({ date, label: words, closed: fc.boolean(), open: time, close: time }), { maxLength: 4 }),
});
const offer = fc.record({ name: fc.constantFrom('Class', 'Clase'), price: fc.oneof(fc.constant(null), fc.double({ min: 0, max: 5000, noNaN: true })), currency: fc.constantFrom('USD', 'MXN') });
const coordinate = (limit: number) => fc.oneof(fc.double({ min: -limit, max: limit, noNaN: true }), fc.constantFrom(limit, -limit, limit + 1, '41.9212', 'x'));
const contact = fc.record(
  {
    address: fc.oneof(fc.record({ street: words, locality: words, region: words, postalCode: words, country: words }, { requiredKeys: [] }), words),
    showAddress: fc.boolean(),
    pin: fc.oneof(fc.constant(null), fc.record({ latitude: coordinate(90), longitude: coordinate(180) })),
    category: fc.constantFrom(undefined, '', 'Bakery', 'NotACategory', ...BUSINESS_CATEGORIES),
    phone: fc.constantFrom('', '+1 312 555 0104', '555'),
    showPhone: fc.boolean(),
    email: fc.constantFrom('', 'hi@core.example', 'not an email'),
    showEmail: fc.boolean(),
  },
  { requiredKeys: [] },
);
const links = fc.record({ instagram: fc.constantFrom('https://www.instagram.com/core', 'http://instagram.com/x', 'javascript:alert(1)'), facebook: fc.constant('https://www.facebook.com/core') }, { requiredKeys: [] });
const member = fc.record({
  username: fc.constant('core123'),
  domain: fc.constantFrom('core123.sitio.app', 'www.corefitness.example', ''),
  namePublico: fc.oneof(fc.constantFrom('Core Fitness', 'Panadería Luna'), fc.string({ minLength: 1, maxLength: 40 })),
  businessName: fc.oneof(fc.constant(null), words),
  picture,
  coverPicture: picture,
  siteLanguage: fc.constantFrom('EN', 'ES'),
}) as fc.Arbitrary<PublicMemberFields>;
const site = fc.record({
  member,
  tier: fc.constantFrom<PlanTier>('Basic', 'Professional', 'Elite'),
  documents: fc.record({ hours, 'social-links': fc.record({ links, contact }, { requiredKeys: [] }), products: fc.record({ items: fc.array(offer, { maxLength: 3 }) }), services: fc.record({ items: fc.array(offer, { maxLength: 3 }) }) }, { requiredKeys: [] }),
});

describe("Google's rules for a business page's structured data", () => {
  it('hold for any site a member can make, for every business category', () => {
    const seen = new Set<unknown>();
    fc.assert(
      fc.property(site, ({ member: m, tier, documents }) => {
        const data: Record<string, unknown> = { ...businessJsonLd(publicSiteModel(m, normalizeSiteContent(documents), tier)) };
        seen.add(data['@type']);
        expect(googleProblems(data)).toEqual([]);
      }),
      { numRuns: 400 },
    );
    // The generator reaches both kinds of data, and categories.
    expect(seen.has('Organization') && seen.has('LocalBusiness') && seen.size > 5).toBe(true);
  });

  it('each category is published as its own type, with the address and hours Google asks for', () => {
    const contactOf = (category: string) => ({ address: { street: '2250 N Milwaukee Ave', locality: 'Chicago', region: 'IL', postalCode: '60647', country: 'US' }, showAddress: true, pin: { latitude: 41.9212, longitude: -87.6937 }, category });
    for (const category of ['', ...BUSINESS_CATEGORIES]) {
      const documents = { hours: { week: { monday: { open: '06:00', close: '21:00' } } }, 'social-links': { contact: contactOf(category) } };
      const data: Record<string, unknown> = { ...businessJsonLd(publicSiteModel({ username: 'core123', domain: 'core123.sitio.app', namePublico: 'Core' }, normalizeSiteContent(documents), 'Elite')) };
      expect(data['@type']).toBe(category === '' ? 'LocalBusiness' : category);
      expect(googleProblems(data)).toEqual([]);
      expect(data).toHaveProperty('openingHoursSpecification');
      expect(data).toHaveProperty('geo');
    }
  });

  it('the rules fail on data Google refuses', () => {
    const good = { '@context': 'https://schema.org', '@type': 'Bakery', name: 'Luna', hasMap: 'https://maps.example/?q=x', address: { '@type': 'PostalAddress', streetAddress: '1 Main St' } };
    expect(googleProblems(good)).toEqual([]);
    expect(googleProblems({ ...good, address: undefined })).toContain('LocalBusiness without a PostalAddress');
    expect(googleProblems({ ...good, url: '/s/luna' })).toContain('url is not absolute');
    expect(googleProblems({ ...good, image: ['https://a.example/x.png', '/images/x.svg'] })).toContain('image /images/x.svg is not absolute');
    expect(googleProblems({ ...good, geo: { '@type': 'GeoCoordinates', latitude: 91, longitude: 0 } })).toContain('geo 91,0 out of range');
    expect(googleProblems({ ...good, openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Mon'], opens: '9', closes: '17:00' }] })).toHaveLength(2);
    expect(googleProblems({ ...good, '@type': 'Organization' })).toEqual(['Organization with address', 'Organization with hasMap']);
    expect(googleProblems({ ...good, '@type': 'Shop' })).toContain('unknown type Shop');
  });
});

describe("Google's rules for an article's structured data", () => {
  it('hold for every article of any site', () => {
    const article = fc.record({ title: fc.oneof(fc.constantFrom('New rye Fridays', 'Seis semanas para tu primera dominada'), fc.string({ minLength: 1, maxLength: 200 })), date, body: fc.constantFrom({ blocks: [] }, { blocks: [{ type: 'paragraph', runs: [{ text: 'Fresh bread every Friday.' }] }] }) });
    let checked = 0;
    fc.assert(
      fc.property(member, fc.array(article, { minLength: 1, maxLength: 3 }), (m, articles) => {
        const model = publicSiteModel(m, normalizeSiteContent({ articles: { articles } }), 'Elite');
        for (const page of articlePages(model)) {
          checked += 1;
          expect(articleProblems({ ...articleJsonLd(model, page) })).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(100);
  });
});
