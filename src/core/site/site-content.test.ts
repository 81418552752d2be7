import { NO_CONTACT } from './contact-essentials';
import { NO_SEARCH_TEXT } from './search-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STUDIO_SECTIONS } from '../plans/plan-gates';
import { parseRichText } from './rich-text';
import { SITE_LIMITS, normalizeSiteContent, parseSection, parseSiteLayout, siteContentNormalizer, validateSection } from './site-content';
import { safeSocialUrl } from './social-networks';
import { parseVideoLink } from './video-link';

const BAD_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'https://user:pass@evil.example/',
];

const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '<iframe srcdoc="<script>alert(1)</script>">'];

describe('validateSection', () => {
  it('accepts a complete name section and normalises the text', () => {
    expect(validateSection('name', { publicName: '  Sol\u200B  Bakery ', businessName: 'Sol LLC', extra: 'dropped' })).toEqual({
      ok: true,
      value: { publicName: 'Sol Bakery', businessName: 'Sol LLC' },
    });
  });

  it('reports field-keyed codes, never messages', () => {
    const result = validateSection('name', { publicName: '', businessName: 'x'.repeat(101) });
    expect(result).toEqual({ ok: false, errors: { publicName: 'required', businessName: 'too-long' } });
  });

  it('refuses a 10 MB name without normalising it', () => {
    const result = validateSection('name', { publicName: 'a'.repeat(10 * 1024 * 1024) });
    expect(result).toEqual({ ok: false, errors: { publicName: 'too-long' } });
  });

  it('accepts only #rrggbb theme colours, allow-listed fonts and templates 1 to 3', () => {
    expect(validateSection('styles', { themeColor: 'red;}body{display:none', font: 'Comic; x', coverTemplate: 4 })).toEqual({
      ok: false,
      errors: { themeColor: 'invalid-color', font: 'invalid-font', coverTemplate: 'invalid' },
    });
    expect(validateSection('styles', { themeColor: '#0d0d0d', font: 'Lato', coverTemplate: 3, coverPicture: 'https://cdn.example/c.jpg' })).toEqual({
      ok: true,
      value: { themeColor: '#0D0D0D', font: 'Lato', coverTemplate: 3, coverPicture: 'https://cdn.example/c.jpg' },
    });
  });

  it.each(BAD_LINKS)('refuses %j as a payment link, image, and social link', (link) => {
    expect(validateSection('payment-links', { links: [{ label: 'Pay', url: link }] })).toMatchObject({ ok: false, errors: { 'links.0.url': 'unsafe-url' } });
    expect(validateSection('gallery', { images: [{ url: link, alt: 'x' }] })).toMatchObject({ ok: false, errors: { 'images.0.url': 'unsafe-url' } });
    expect(validateSection('social-links', { links: { facebook: link } })).toMatchObject({ ok: false });
  });

  it('accepts https payment links only', () => {
    expect(validateSection('payment-links', { links: [{ label: 'Pay', url: 'http://pay.example/x' }] })).toMatchObject({ ok: false, errors: { 'links.0.url': 'unsafe-url' } });
    expect(validateSection('payment-links', { links: [{ label: 'Pay', url: 'https://buy.stripe.com/abc' }] })).toEqual({
      ok: true,
      value: { links: [{ id: 'item-0', label: 'Pay', url: 'https://buy.stripe.com/abc' }] },
    });
  });

  it('checks social links against their own network', () => {
    expect(validateSection('social-links', { links: { facebook: 'https://instagram.com/sol' } })).toEqual({ ok: false, errors: { 'links.facebook': 'wrong-network' } });
    expect(validateSection('social-links', { links: { facebook: 'https://facebook.com.evil.example/sol' } })).toEqual({ ok: false, errors: { 'links.facebook': 'wrong-network' } });
    expect(validateSection('social-links', { links: { instagram: 'https://www.instagram.com/sol', whatsapp: 'https://wa.me/15550100', myspace: 'https://myspace.com/x' } })).toEqual({
      ok: true,
      value: { links: { instagram: 'https://www.instagram.com/sol', whatsapp: 'https://wa.me/15550100' }, contact: NO_CONTACT },
    });
  });

  it('parses YouTube and Vimeo links to ids and refuses others', () => {
    const ok = validateSection('videos', { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Tour' }, { url: 'https://vimeo.com/76979871' }] });
    expect(ok).toEqual({
      ok: true,
      value: { videos: [{ id: 'item-0', provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Tour' }, { id: 'item-1', provider: 'vimeo', videoId: '76979871', title: '' }] },
    });
    expect(validateSection('videos', { videos: [{ url: 'https://evil.example/watch?v=dQw4w9WgXcQ' }] })).toEqual({ ok: false, errors: { 'videos.0.url': 'invalid-video' } });
    expect(validateSection('videos', { videos: [{ url: 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ' }] })).toMatchObject({ ok: false });
  });

  it('keeps prices as non-negative numbers with at most two decimals and a known currency', () => {
    const bad = validateSection('products', { items: [{ name: 'A', price: -1 }, { name: 'B', price: '5' }, { name: 'C', price: 1.234 }, { name: 'D', price: 5, currency: 'XXX' }, { name: 'E', price: Infinity }] });
    expect(bad).toEqual({
      ok: false,
      errors: { 'items.0.price': 'invalid-price', 'items.1.price': 'invalid-price', 'items.2.price': 'invalid-price', 'items.3.currency': 'invalid-currency', 'items.4.price': 'invalid-price' },
    });
    expect(validateSection('services', { items: [{ name: 'Cut', price: 0, currency: 'MXN' }, { name: 'Quote' }] })).toEqual({
      ok: true,
      value: { items: [{ id: 'item-0', name: 'Cut', description: '', price: 0, currency: 'MXN', image: '' }, { id: 'item-1', name: 'Quote', description: '', price: null, currency: 'USD', image: '' }] },
    });
  });

  it('limits item counts', () => {
    const images = Array.from({ length: SITE_LIMITS.gallery + 1 }, (_, i) => ({ url: `https://cdn.example/${i}.jpg`, alt: '' }));
    expect(validateSection('gallery', { images })).toEqual({ ok: false, errors: { images: 'too-many' } });
  });

  it('validates hours per weekday and holiday exceptions', () => {
    const result = validateSection('hours', {
      week: { monday: { open: '09:00', close: '17:00' }, tuesday: { open: '25:00', close: '17:00' }, sunday: { closed: true } },
      exceptions: [{ date: '2024-13-40', closed: true }, { date: '2025-12-25', closed: true, label: 'Christmas' }],
    });
    expect(result).toEqual({ ok: false, errors: { 'week.tuesday.open': 'invalid-time', 'exceptions.0.date': 'invalid-date' } });
    const ok = parseSection('hours', { week: { monday: { open: '09:00', close: '17:00' } }, exceptions: [{ date: '2025-12-25', closed: true }] });
    expect(ok.value.week.monday).toEqual({ closed: false, open: '09:00', close: '17:00' });
    expect(ok.value.week.tuesday.closed).toBe(true);
    expect(ok.value.exceptions).toEqual([{ id: 'item-0', date: '2025-12-25', label: '', closed: true, open: '', close: '' }]);
  });

  it('validates events and articles with dates', () => {
    expect(validateSection('events', { events: [{ title: 'Open day', date: '2025-02-30', time: '7pm' }] })).toEqual({
      ok: false,
      errors: { 'events.0.date': 'invalid-date', 'events.0.time': 'invalid-time' },
    });
    expect(validateSection('articles', { articles: [{ title: 'News', date: '2025-03-01', body: { blocks: [{ type: 'paragraph', runs: [{ text: 'Hi' }] }] } }] })).toMatchObject({ ok: true });
  });

  it.each(MARKUP)('keeps markup %j in rich text as plain text, never as structure', (markup) => {
    const result = validateSection('about-us', { body: { blocks: [{ type: 'paragraph', runs: [{ text: markup }] }, { type: 'html', html: markup }] } });
    expect(result).toEqual({ ok: false, errors: { 'body.blocks.1.type': 'invalid' } });
    const stored = parseSection('about-us', { body: { blocks: [{ type: 'paragraph', runs: [{ text: markup, onclick: 'x' }] }] } });
    expect(stored.value).toEqual({ body: { blocks: [{ type: 'paragraph', runs: [{ text: markup }] }] }, search: NO_SEARCH_TEXT });
  });

  it.each(BAD_LINKS)('refuses rich-text link %j', (href) => {
    const result = validateSection('additional-info', { body: { blocks: [{ type: 'paragraph', runs: [{ text: 'click', href }] }] } });
    expect(result).toEqual({ ok: false, errors: { 'body.blocks.0.runs.0.href': 'unsafe-url' } });
  });

  it('refuses an oversized rich-text document', () => {
    const blocks = Array.from({ length: 5 }, () => ({ type: 'paragraph', runs: [{ text: 'x'.repeat(4999) }] }));
    expect(validateSection('about-us', { body: { blocks } })).toEqual({ ok: false, errors: { 'body.blocks': 'too-long' } });
    expect(parseRichText({ blocks: [{ type: 'paragraph', runs: [{ text: 'x'.repeat(5001) }] }] }).errors).toEqual({ 'blocks.0.runs.0.text': 'too-long' });
  });

  it('refuses input that is not an object', () => {
    for (const section of STUDIO_SECTIONS) expect(validateSection(section, 'nope')).toMatchObject({ ok: false, errors: { '': 'invalid' } });
  });
});

describe('normalizeSiteContent', () => {
  it('drops unknown sections, unknown fields and broken entries', () => {
    const content = normalizeSiteContent({
      gallery: { images: [{ url: 'https://cdn.example/a.jpg', alt: 'A', onload: 'x' }, { url: 'javascript:alert(1)' }], admin: true },
      secrets: { email: 'a@b.c' },
      layout: { order: ['hours', 'gallery', 'bogus', 'hours'], hidden: ['videos'] },
    });
    expect(content.sections).toEqual({ gallery: { images: [{ id: 'item-0', url: 'https://cdn.example/a.jpg', alt: 'A' }] } });
    expect(content.layout.order.slice(0, 2)).toEqual(['hours', 'gallery']);
    expect(content.layout.order).toHaveLength(STUDIO_SECTIONS.length);
    expect(content.layout.hidden).toEqual(['videos']);
  });

  it('never throws and yields only known sections for arbitrary stored data', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...STUDIO_SECTIONS, 'layout', '__proto__', 'x'), fc.anything()), (docs) => {
        const content = normalizeSiteContent(docs);
        for (const key of Object.keys(content.sections)) expect(STUDIO_SECTIONS).toContain(key);
        expect(new Set(content.layout.order).size).toBe(STUDIO_SECTIONS.length);
      }),
    );
  });

  it('is idempotent: normalising a normalised section changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STUDIO_SECTIONS), fc.anything(), (section, raw) => {
        const once = parseSection(section, raw).value;
        const twice = parseSection(section, once);
        expect(twice.value).toEqual(once);
        // A stored name without a public name stays incomplete: the value cannot invent one.
        expect(twice.errors).toEqual(section === 'name' && 'publicName' in once && once.publicName === '' ? { publicName: 'required' } : {});
      }),
    );
  });

  it('never lets a non-https or non-network link into social links', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom(...BAD_LINKS)), (url) => {
        const links = parseSection('social-links', { links: { x: url } }).value.links;
        if (links.x !== undefined) {
          expect(links.x.startsWith('https://')).toBe(true);
          expect(safeSocialUrl('x', links.x)).toBe(links.x);
        }
      }),
    );
  });

  it('keeps only http(s) links in rich text, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom(...BAD_LINKS)), (href) => {
        const doc = parseRichText({ blocks: [{ type: 'paragraph', runs: [{ text: 't', href }] }] }).value;
        for (const block of doc.blocks) {
          if ('runs' in block) for (const run of block.runs) if (run.href !== undefined) expect(run.href).toMatch(/^https?:\/\//);
        }
      }),
    );
  });
});

describe('parseSiteLayout', () => {
  it('reports unknown sections by position', () => {
    expect(parseSiteLayout({ order: ['gallery', 'admin'], hidden: ['__proto__'] }).errors).toEqual({ 'order.1': 'unknown-section', 'hidden.0': 'unknown-section' });
  });
});

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', { provider: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { provider: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', videoId: '76979871' }],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com.evil.example/76979871', null],
  ])('%s', (url, expected) => {
    expect(parseVideoLink(url)).toEqual(expected);
  });
});

describe('siteContentNormalizer', () => {
  const documents = {
    name: { publicName: 'Sol', businessName: 'Sol LLC' },
    hours: { note: 'Open daily' },
    layout: { order: ['hours', 'name'], hidden: [] },
    forms: { forms: [] },
  };

  it('reads a site as normalizeSiteContent does', () => {
    expect(siteContentNormalizer()(documents)).toEqual(normalizeSiteContent(documents));
  });

  it('reads again only the documents that are new objects, and keeps the others as they were', () => {
    const normalize = siteContentNormalizer();
    const first = normalize(documents);
    const name = { publicName: 'Luna', businessName: 'Sol LLC' };
    const second = normalize({ ...documents, name });
    expect(second.sections.name).toEqual({ publicName: 'Luna', businessName: 'Sol LLC' });
    expect(second.sections.hours).toBe(first.sections.hours);
    expect(second.layout).toBe(first.layout);
    expect(second).toEqual(normalizeSiteContent({ ...documents, name }));
  });

  it('forgets a removed document: stored again, it is read again', () => {
    const normalize = siteContentNormalizer();
    const first = normalize(documents);
    const { hours: _hours, ...rest } = documents;
    expect(normalize(rest).sections.hours).toBeUndefined();
    const again = normalize(documents);
    expect(again.sections.hours).toEqual(first.sections.hours);
    expect(again.sections.hours).not.toBe(first.sections.hours);
  });
});
