import { describe, expect, it } from 'vitest';
import { businessJsonLd, openingHoursSpecification } from './local-business-json-ld';
import type { PublicMemberFields } from './public-projection';
import { DEFAULT_SITE_ICON, publicSiteModel } from './public-site-model';
import { richTextPlain } from './rich-text';
import { normalizeSiteContent, parseSection } from './site-content';

const member: PublicMemberFields = {
  username: 'sol1234',
  domain: 'sol1234.sitio.app',
  namePublico: 'Panadería Sol',
  businessName: 'Sol Bakery LLC',
  themeColor: '#aa3300',
  font: 'Lato',
  coverTemplate: 2,
  picture: 'https://cdn.example/p.png',
  coverPicture: '/images/default-cover.svg',
  siteLanguage: 'ES',
};

const docs = {
  // A section document written before the projection became the one store of the name.
  name: { publicName: 'An old name', businessName: 'An old business' },
  styles: { themeColor: '#123456', font: 'Poppins' },
  gallery: { images: [{ url: 'https://cdn.example/a.jpg', alt: 'Bread' }] },
  videos: { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }] },
  articles: { articles: [{ title: 'News', date: '2025-01-02', body: { blocks: [{ type: 'paragraph', runs: [{ text: 'Hi' }] }] } }] },
  hours: {
    week: { monday: { open: '08:00', close: '18:00' }, tuesday: { open: '08:00', close: '18:00' }, saturday: { open: '09:00', close: '14:00' } },
    exceptions: [{ date: '2025-12-25', closed: true, label: 'Navidad' }],
  },
  'about-us': { body: { blocks: [{ type: 'paragraph', runs: [{ text: 'Fresh bread every morning since 1990.' }] }] } },
  services: { items: [] },
  'social-links': { links: { instagram: 'https://instagram.com/sol' } },
  layout: { hidden: ['articles'] },
};
const content = normalizeSiteContent(docs);

describe('publicSiteModel', () => {
  it('gives the tab an icon: the member\'s favicon, else their picture, else the product\'s', () => {
    expect(publicSiteModel({ ...member, favicon: 'https://cdn.example/icon.png' }, content, 'Basic').favicon).toBe('https://cdn.example/icon.png');
    expect(publicSiteModel(member, content, 'Basic').favicon).toBe('https://cdn.example/p.png');
    expect(publicSiteModel({ ...member, favicon: 'javascript:alert(1)', picture: '' }, content, 'Basic').favicon).toBe(DEFAULT_SITE_ICON);
    expect(publicSiteModel({ ...member, picture: undefined }, content, 'Basic').favicon).toBe('/favicon.svg');
  });

  it('keeps only the sections the plan allows', () => {
    const basic = publicSiteModel(member, content, 'Basic');
    expect(basic.sections.map((s) => s.id)).toEqual(['gallery', 'hours', 'about-us', 'social-links']);
    expect(basic.forms).toEqual([]);
    const elite = publicSiteModel(member, content, 'Elite');
    expect(elite.sections.map((s) => s.id)).toEqual(['gallery', 'videos', 'hours', 'about-us', 'social-links']);
    expect(elite.forms.map((f) => f.id)).toEqual(['contact']);
    expect(publicSiteModel(member, content, 'Professional').forms).toHaveLength(1);
  });

  it('leaves out hidden and empty sections', () => {
    const ids = publicSiteModel(member, content, 'Elite').sections.map((s) => s.id);
    expect(ids).not.toContain('articles');
    expect(ids).not.toContain('services');
  });

  it('follows the member order', () => {
    const reordered = normalizeSiteContent({ ...docs, layout: { order: ['about-us', 'gallery'], hidden: [] } });
    expect(publicSiteModel(member, reordered, 'Basic').sections.map((s) => s.id).slice(0, 2)).toEqual(['about-us', 'gallery']);
  });

  it('takes the name and styles from the public fields only, never a stale section copy', () => {
    const model = publicSiteModel({ ...member, email: 'private@x.y', phoneNumber: '+1 555' } as PublicMemberFields, content, 'Basic');
    expect(model.publicName).toBe('Panadería Sol');
    expect(model.businessName).toBe('Sol Bakery LLC');
    expect(model.themeColor).toBe('#AA3300');
    expect(model.font).toBe('Lato');
    expect(model.language).toBe('ES');
    expect(model.description).toBe('Fresh bread every morning since 1990.');
    expect(JSON.stringify(model)).not.toContain('private@x.y');
    expect(JSON.stringify(model)).not.toContain('555');
  });

  it('titles the home page from the names, unless the member wrote a title and description for search', () => {
    expect(publicSiteModel(member, content, 'Basic').title).toBe('Panadería Sol · Sol Bakery LLC');
    const about = { ...docs['about-us'], search: { title: '  Pan dulce en Springfield ', description: 'Conchas y café desde 1990.' } };
    // Hidden, the About us block leaves the page; the page's head keeps what was written for it.
    const written = normalizeSiteContent({ ...docs, 'about-us': about, layout: { order: [], hidden: ['about-us'] } });
    const model = publicSiteModel(member, written, 'Basic');
    expect(model.sections.map((s) => s.id)).not.toContain('about-us');
    expect(model.title).toBe('Pan dulce en Springfield');
    expect(model.description).toBe('Conchas y café desde 1990.');
    // Written for results, not for the page: the page opens with the About us text.
    expect(publicSiteModel(member, normalizeSiteContent({ ...docs, 'about-us': about }), 'Basic').intro).toBe('Fresh bread every morning since 1990.');
    const onlyTitle = normalizeSiteContent({ ...docs, 'about-us': { ...about, search: { title: 'Pan', description: '' } } });
    expect(publicSiteModel(member, onlyTitle, 'Basic').description).toBe('Fresh bread every morning since 1990.');
  });

  it('refuses a search title past what results show, keeping the rest of About us', () => {
    const parsed = parseSection('about-us', { ...docs['about-us'], search: { title: 'x'.repeat(61), description: 'ok' } });
    expect(parsed.errors).toEqual({ 'search.title': 'too-long' });
    expect(parsed.value.search.description).toBe('ok');
    expect(richTextPlain(parsed.value.body)).toBe('Fresh bread every morning since 1990.');
  });

  it('falls back to safe defaults for broken stored member fields', () => {
    const model = publicSiteModel({ username: 'abc1234', domain: 'evil"><script>', namePublico: '', themeColor: 'red;}', font: 'x;}', coverPicture: 'javascript:alert(1)', siteLanguage: 'FR' }, normalizeSiteContent({}), 'Basic');
    expect(model).toMatchObject({ publicName: 'abc1234', domain: '', themeColor: '#0D0D0D', font: 'Roboto', coverPicture: '', language: 'EN', sections: [] });
  });
});

describe('businessJsonLd', () => {
  it('describes the business with grouped opening hours and holiday closures', () => {
    // Opening hours belong to a place: the business has a published address.
    const located = normalizeSiteContent({ ...docs, 'social-links': { ...docs['social-links'], contact: { address: { street: 'Av. Juárez 12', locality: 'Guadalajara', country: 'MX' }, showAddress: true } } });
    const data = businessJsonLd(publicSiteModel(member, located, 'Elite'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Sol Bakery LLC',
      alternateName: 'Panadería Sol',
      url: 'https://sol1234.sitio.app/',
      image: ['https://cdn.example/p.png'],
      sameAs: ['https://instagram.com/sol'],
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '08:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
        { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2025-12-25', validThrough: '2025-12-25' },
      ],
    });
  });

  it('has no hours entry for a week that is all closed', () => {
    expect(openingHoursSpecification(parseSection('hours', {}).value)).toEqual([]);
  });
});
