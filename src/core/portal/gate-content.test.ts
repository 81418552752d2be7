import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanTier } from '../plans/plan-level';
import type { StudioSection } from '../plans/plan-gates';
import { STUDIO_SECTIONS, studioSectionsFor } from '../plans/plan-gates';
import { articleJsonLd, articlePages, findArticlePage } from '../site/article-pages';
import { businessJsonLd } from '../site/local-business-json-ld';
import type { PublicMemberFields } from '../site/public-projection';
import { findSection, publicSiteModel } from '../site/public-site-model';
import type { PublicSiteModel } from '../site/public-site-model';
import { richTextFromPlainText } from '../site/rich-text';
import { SECTION_AUDIENCE_FIELD, audienceOf, isGated, keepAudience } from '../site/sections/section-audience';
import { sectionDefinition, studioFieldsOf } from '../site/sections/catalogue';
import type { SiteContent } from '../site/site-content';
import { normalizeSiteContent, parseSection } from '../site/site-content';
import type { Audience, Viewer } from './audience';
import { EVERYONE, VISITOR, canSee } from './audience';
import { CUSTOMER_STATUSES } from './customer';
import { gateContent } from './gate-content';

const member: PublicMemberFields = { username: 'gym1234', domain: 'gym1234.sitio.app', namePublico: 'Iron Gym', siteLanguage: 'EN' };

/** The sections whose entries each have an audience, and the key of their list. */
const LISTS = { articles: 'articles', albums: 'albums', videos: 'videos', events: 'events', 'payment-links': 'links' } as const;
type ListSection = keyof typeof LISTS;
const LIST_SECTIONS = Object.keys(LISTS) as ListSection[];
/** Sections gated as a whole in these tests, beside the lists. */
const WHOLE_SECTIONS = ['about-us', 'gallery', 'team'] as const;
type WholeSection = (typeof WHOLE_SECTIONS)[number];

/** A raw list entry whose every text is `marker`, so its presence anywhere can be told. */
function entry(section: ListSection, marker: string): Record<string, unknown> {
  switch (section) {
    case 'articles':
      return { title: marker, date: '2025-01-02', body: richTextFromPlainText(`${marker} body`) };
    case 'albums':
      return { name: marker, images: [{ url: `https://cdn.example/${marker}.jpg`, alt: marker }] };
    case 'videos':
      return { url: 'https://youtu.be/dQw4w9WgXcQ', title: marker };
    case 'events':
      return { title: marker, date: '2025-05-01', place: marker };
    case 'payment-links':
      return { label: marker, url: `https://pay.example/${marker}` };
  }
}

function wholeSection(section: WholeSection, marker: string): Record<string, unknown> {
  switch (section) {
    case 'about-us':
      return { body: richTextFromPlainText(`${marker} about`), search: { title: '', description: `${marker} search` } };
    case 'gallery':
      return { images: [{ url: `https://cdn.example/${marker}.jpg`, alt: marker }] };
    case 'team':
      return { members: [{ name: marker, role: marker }] };
  }
}

const groupId = fc.constantFrom('vip', 'staff', 'kids');
const narrow: fc.Arbitrary<Audience> = fc.oneof(
  fc.constant({ kind: 'customers' } as const),
  fc.record({ kind: fc.constant('groups' as const), groups: fc.uniqueArray(groupId, { minLength: 1, maxLength: 3 }) }),
);
/** Everyone is stored either not at all or spelled out; both mean the same. */
const anyAudience: fc.Arbitrary<Audience | undefined> = fc.oneof(fc.constant(undefined), fc.constant(EVERYONE), narrow);
const viewer: fc.Arbitrary<Viewer> = fc.oneof(
  fc.constant(VISITOR),
  fc.record({ kind: fc.constant('customer' as const), status: fc.constantFrom(...CUSTOMER_STATUSES), groups: fc.uniqueArray(groupId, { maxLength: 3 }) }),
);
const tier = fc.constantFrom<PlanTier>('Basic', 'Professional', 'Elite');

interface Piece {
  readonly marker: string;
  readonly section: StudioSection;
  /** The audience of the section it is in, and its own (lists only). */
  readonly sectionAudience: Audience | undefined;
  readonly audience: Audience | undefined;
}

interface Site {
  readonly documents: Record<string, unknown>;
  readonly pieces: readonly Piece[];
}

const site: fc.Arbitrary<Site> = fc
  .record({
    lists: fc.record(Object.fromEntries(LIST_SECTIONS.map((s) => [s, fc.record({ audience: anyAudience, entries: fc.array(anyAudience, { maxLength: 4 }) })])) as {
      [S in ListSection]: fc.Arbitrary<{ audience: Audience | undefined; entries: (Audience | undefined)[] }>;
    }),
    wholes: fc.record(Object.fromEntries(WHOLE_SECTIONS.map((s) => [s, anyAudience])) as { [S in WholeSection]: fc.Arbitrary<Audience | undefined> }),
  })
  .map(({ lists, wholes }) => {
    const documents: Record<string, unknown> = {};
    const pieces: Piece[] = [];
    let n = 0;
    const withAudience = (value: Record<string, unknown>, audience: Audience | undefined) => (audience === undefined ? value : { ...value, audience });
    for (const section of LIST_SECTIONS) {
      const { audience: sectionAudience, entries } = lists[section];
      const raw = entries.map((audience) => {
        const marker = `mk${String(n++).padStart(3, '0')}q`;
        pieces.push({ marker, section, sectionAudience, audience });
        return withAudience(entry(section, marker), audience);
      });
      documents[section] = withAudience({ [LISTS[section]]: raw }, sectionAudience);
    }
    for (const section of WHOLE_SECTIONS) {
      const marker = `mk${String(n++).padStart(3, '0')}q`;
      pieces.push({ marker, section, sectionAudience: wholes[section], audience: undefined });
      documents[section] = withAudience(wholeSection(section, marker), wholes[section]);
    }
    return { documents, pieces };
  });

const isForEveryone = (audience: Audience | undefined) => audience === undefined || audience.kind === 'everyone';
const isPublic = (piece: Piece) => isForEveryone(piece.sectionAudience) && isForEveryone(piece.audience);

/** Everything the page is made from: the model, its structured data and each article page's. */
function everythingShown(model: PublicSiteModel): string {
  const articles = articlePages(model).map((page) => articleJsonLd(model, page));
  return JSON.stringify([model, businessJsonLd(model), articles]).toLowerCase();
}

function shownMarkers(documents: Record<string, unknown>, pieces: readonly Piece[], t: PlanTier, v: Viewer): Set<string> {
  const text = everythingShown(publicSiteModel(member, normalizeSiteContent(documents), t, 'EN', v));
  return new Set(pieces.filter((p) => text.includes(p.marker)).map((p) => p.marker));
}

describe('gateContent', () => {
  it('never gives a visitor any gated item or section, on any plan (property)', () => {
    fc.assert(
      fc.property(site, tier, ({ documents, pieces }, t) => {
        const shown = shownMarkers(documents, pieces, t, VISITOR);
        for (const piece of pieces) if (!isPublic(piece)) expect(shown.has(piece.marker), piece.marker).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('shows gated content to no one below Elite (property)', () => {
    fc.assert(
      fc.property(site, fc.constantFrom<PlanTier>('Basic', 'Professional'), viewer, ({ documents, pieces }, t, v) => {
        const shown = shownMarkers(documents, pieces, t, v);
        for (const piece of pieces) if (!isPublic(piece)) expect(shown.has(piece.marker), piece.marker).toBe(false);
        // Nothing is deleted: the stored content still holds it for when the plan returns.
        for (const piece of pieces) expect(JSON.stringify(normalizeSiteContent(documents)).toLowerCase()).toContain(piece.marker);
      }),
      { numRuns: 60 },
    );
  });

  it('shows an active customer of an Elite site what is aimed at them, and only that (property)', () => {
    fc.assert(
      fc.property(site, viewer, ({ documents, pieces }, v) => {
        const shown = shownMarkers(documents, pieces, 'Elite', v);
        for (const piece of pieces) {
          const expected = canSee(piece.sectionAudience ?? EVERYONE, v, 'Elite') && canSee(piece.audience ?? EVERYONE, v, 'Elite');
          expect(shown.has(piece.marker), piece.marker).toBe(expected);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('shows an active customer of an Elite site the items and sections of their groups (property)', () => {
    const inGroup = fc.record({ mine: fc.uniqueArray(groupId, { minLength: 1, maxLength: 3 }), others: fc.uniqueArray(groupId, { maxLength: 2 }) });
    fc.assert(
      fc.property(inGroup, fc.constantFrom(...LIST_SECTIONS), fc.boolean(), ({ mine, others }, section, wholeSectionGated) => {
        const aimed: Audience = { kind: 'groups', groups: [...new Set([...others, mine[0] ?? 'vip'])] };
        const customer: Viewer = { kind: 'customer', status: 'active', groups: mine };
        const item = { ...entry(section, 'mk999q'), audience: aimed };
        const documents = { [section]: { [LISTS[section]]: [item], ...(wholeSectionGated ? { audience: aimed } : {}) } };
        expect(everythingShown(publicSiteModel(member, normalizeSiteContent(documents), 'Elite', 'EN', customer))).toContain('mk999q');
        expect(everythingShown(publicSiteModel(member, normalizeSiteContent(documents), 'Elite', 'EN', VISITOR))).not.toContain('mk999q');
      }),
    );
  });

  it('never removes what is for everyone, in its order, whoever looks (property)', () => {
    fc.assert(
      fc.property(site, fc.constantFrom<PlanTier | null>('Basic', 'Professional', 'Elite', null), viewer, ({ documents }, t, v) => {
        const stored = normalizeSiteContent(documents);
        const gated = gateContent(stored, v, t);
        for (const section of STUDIO_SECTIONS) {
          const value = stored.sections[section];
          if (value === undefined || isGated(value)) continue;
          expect(gated.sections[section], section).toBeDefined();
          if (!(section in LISTS)) {
            expect(gated.sections[section]).toBe(value);
            continue;
          }
          const key = LISTS[section as ListSection];
          const before = (value as unknown as Record<string, readonly object[]>)[key] ?? [];
          const after = (gated.sections[section] as unknown as Record<string, readonly object[]>)[key] ?? [];
          expect(after, section).toEqual(before.filter((item) => canSee(audienceOf(item), v, t)));
          const forEveryone = before.filter((item) => !isGated(item));
          expect(after.filter((item) => !isGated(item))).toEqual(forEveryone);
        }
        expect(gated.layout).toBe(stored.layout);
      }),
    );
  });

  it('shows the whole public site to everyone on every plan (property)', () => {
    fc.assert(
      fc.property(site, tier, viewer, ({ documents, pieces }, t, v) => {
        const shown = shownMarkers(documents, pieces, t, v);
        const onPlan = new Set(studioSectionsFor(t));
        for (const piece of pieces) if (isPublic(piece) && onPlan.has(piece.section)) expect(shown.has(piece.marker), piece.marker).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('audiences in stored sections', () => {
  const album = { name: 'Summer camp', images: [{ url: 'https://cdn.example/a.jpg', alt: 'Camp' }] };

  it('stores nothing for everyone, so a site that never uses it reads as before', () => {
    const plain = parseSection('albums', { albums: [album] });
    expect(parseSection('albums', { albums: [{ ...album, audience: { kind: 'everyone' } }] })).toEqual(plain);
    expect(parseSection('albums', { albums: [album], audience: null })).toEqual(plain);
    expect(plain.value.albums[0]).not.toHaveProperty('audience');
    expect(plain.value).not.toHaveProperty('audience');
  });

  it('keeps an entry\'s and a section\'s audience, groups once each', () => {
    const { value, errors } = parseSection('albums', { albums: [{ ...album, audience: { kind: 'groups', groups: ['vip', 'vip', 'kids'] } }], audience: { kind: 'customers' } });
    expect(errors).toEqual({});
    expect(value.albums[0]?.audience).toEqual({ kind: 'groups', groups: ['vip', 'kids'] });
    expect(audienceOf(value)).toEqual({ kind: 'customers' });
  });

  it('refuses chosen groups with no group, and leaves the entry out of what is shown', () => {
    const { value, errors } = parseSection('events', { events: [{ title: 'Open day', date: '2025-05-01', audience: { kind: 'groups', groups: [] } }] });
    expect(errors).toEqual({ 'events.0.audience.groups': 'required' });
    expect(value.events).toEqual([]);
    expect(parseSection('payment-links', { links: [{ label: 'Pay', url: 'https://pay.example/x', audience: { kind: 'friends' } }] }).errors).toEqual({ 'links.0.audience.kind': 'invalid' });
    expect(parseSection('hours', { audience: 'members' }).errors).toEqual({ audience: 'invalid' });
  });

  it('keeps no audience on the name and styles, which shape every page', () => {
    expect(parseSection('name', { publicName: 'Iron Gym', audience: { kind: 'customers' } }).value).not.toHaveProperty('audience');
    expect(parseSection('styles', { audience: { kind: 'customers' } }).value).not.toHaveProperty('audience');
    expect(studioFieldsOf('name')).not.toContain(SECTION_AUDIENCE_FIELD);
    expect(studioFieldsOf('hours')[0]).toBe(SECTION_AUDIENCE_FIELD);
    expect(studioFieldsOf('albums').slice(1)).toEqual(sectionDefinition('albums').fields);
  });

  it('reads an audience it cannot make sense of as narrower than everyone', () => {
    expect(audienceOf({ audience: 'vip' })).toEqual({ kind: 'customers' });
    expect(audienceOf({ audience: { kind: 'groups', groups: ['bad id!'] } })).toEqual({ kind: 'groups', groups: [] });
    expect(audienceOf(null)).toEqual(EVERYONE);
    expect(audienceOf({})).toEqual(EVERYONE);
    const gated: SiteContent = { sections: { 'about-us': { audience: 'vip' } as never }, layout: { order: STUDIO_SECTIONS, hidden: [] } };
    expect(gateContent(gated, { kind: 'customer', status: 'active', groups: ['vip'] }, 'Elite').sections['about-us']).toBeDefined();
    expect(gateContent(gated, VISITOR, 'Elite').sections['about-us']).toBeUndefined();
    // A list section with no list to sift is passed on as it is.
    const odd: SiteContent = { sections: { albums: { albums: 'none' } as never, events: null as never }, layout: { order: STUDIO_SECTIONS, hidden: [] } };
    expect(gateContent(odd, VISITOR, 'Elite').sections).toEqual(odd.sections);
  });

  it('carries an audience over to the shape an entry is edited in', () => {
    expect(keepAudience({ audience: { kind: 'customers' } }, { url: 'x' })).toEqual({ url: 'x', audience: { kind: 'customers' } });
    expect(keepAudience({}, { url: 'x' })).toEqual({ url: 'x' });
  });
});

describe('the page of a site with gated content', () => {
  const vip: Viewer = { kind: 'customer', status: 'active', groups: ['vip'] };
  const news = (audience?: Audience) => ({ title: 'News', date: '2025-01-02', body: richTextFromPlainText('Hello'), ...(audience === undefined ? {} : { audience }) });

  it('gives each article one address whoever reads it, and no page for an article the reader may not see', () => {
    const content = normalizeSiteContent({ articles: { articles: [news({ kind: 'groups', groups: ['vip'] }), news()] } });
    const visitor = publicSiteModel(member, content, 'Elite');
    expect(visitor.articleSlugs).toEqual(['news-2']);
    expect(articlePages(visitor).map((p) => p.slug)).toEqual(['news-2']);
    expect(findArticlePage(visitor, 'news')).toBeNull();
    const customer = publicSiteModel(member, content, 'Elite', 'EN', vip);
    expect(customer.articleSlugs).toEqual(['news', 'news-2']);
    expect(findArticlePage(customer, 'news')?.article.audience).toEqual({ kind: 'groups', groups: ['vip'] });
    expect(publicSiteModel(member, normalizeSiteContent({ articles: { articles: [news()], audience: { kind: 'customers' } } }), 'Elite').articleSlugs).toEqual([]);
  });

  it('takes nothing of a members-only About us into the page\'s head', () => {
    const about = { body: richTextFromPlainText('Members get towels.'), search: { title: 'Towels for members', description: 'Towel service' }, audience: { kind: 'customers' } };
    const visitor = publicSiteModel({ ...member, businessName: 'Iron Gym LLC' }, normalizeSiteContent({ 'about-us': about }), 'Elite');
    expect(JSON.stringify(visitor)).not.toMatch(/towel/i);
    expect(visitor.description).toBe('Iron Gym LLC');
    const customer = publicSiteModel(member, normalizeSiteContent({ 'about-us': about }), 'Elite', 'EN', vip);
    expect(customer.title).toBe('Towels for members');
    expect(findSection(customer, 'about-us')).toMatchObject({ audience: { kind: 'customers' } });
  });

  it('keeps a section\'s audience where the page shows only part of it', () => {
    const social = { links: { instagram: 'https://instagram.com/irongym' }, contact: { phone: '+1 312 555 0100', showPhone: false }, audience: { kind: 'customers' } };
    const shown = findSection(publicSiteModel(member, normalizeSiteContent({ 'social-links': social }), 'Elite', 'EN', vip), 'social-links');
    expect(shown).toMatchObject({ links: { instagram: 'https://instagram.com/irongym' }, audience: { kind: 'customers' } });
    expect(JSON.stringify(shown)).not.toContain('555');
  });

  it('keeps the gated items\' audience in a customer\'s model, in either language', () => {
    const content = normalizeSiteContent({ albums: { albums: [{ name: 'Camp', images: [{ url: 'https://cdn.example/a.jpg', alt: '' }], audience: { kind: 'customers' }, i18n: { ES: { name: 'Campamento' } } }] } });
    const albums = findSection(publicSiteModel(member, content, 'Elite', 'ES', vip), 'albums')?.albums ?? [];
    expect(albums).toEqual([{ id: 'item-0', name: 'Campamento', images: [{ id: 'item-0', url: 'https://cdn.example/a.jpg', alt: '' }], audience: { kind: 'customers' } }]);
    expect(findSection(publicSiteModel(member, content, 'Elite', 'ES'), 'albums')).toBeUndefined();
  });
});
