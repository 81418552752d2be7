import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { chicagoDateKey } from '../../core/analytics/view-counter';
import { FakeClock } from '../../adapters/memory/clock.memory';
import { MemoryDatabase } from '../../adapters/memory/memory-database';
import { formsCollection, siteCollection } from '../../adapters/memory/public-sites.memory';
import { MemorySiteAnalytics } from '../../adapters/memory/site-analytics.memory';
import { toSubscriptionDocument } from '../../adapters/memory/subscription-document.memory';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../public-site/demo/demo-site';
import type { SiteHandler as PublicSiteHandler, SiteRequest } from './site-http';

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
import { memorySiteHandler } from '../../../test/support/memory-site-handler';

const UID = 'sol1234abcdefghijklmnopqrst';
const HOST = '127.0.0.1:5173';

let db: MemoryDatabase;
let clock: FakeClock;
let handler: PublicSiteHandler;

function seed(plan: 'Basic Plan' | 'Professional Plan' | 'Elite Plan', published = true): void {
  db.setDocument(['vMember', UID], {
    id: UID,
    username: 'sol1234',
    domain: 'sol1234.sitio.app',
    namePublico: 'Sol Bakery',
    email: 'owner-private@example.com',
    phoneNumber: '+1 555 0199',
    published,
    status: true,
    activeUntil: clock.now() - 1000,
  });
  db.setDocument(['publicSites', 'sol1234'], { memberId: UID, ...DEMO_MEMBER, published });
  db.setDocument(
    ['vMember', UID, 'subscriptions', 'sub1'],
    toSubscriptionDocument({ status: 'active', productType: 'plan', productName: plan, itemProductName: plan, currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: 'price_1' }),
  );
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) db.setDocument([...siteCollection(UID), id], data as Record<string, unknown>);
}

function request(partial: Partial<SiteRequest>): Promise<Awaited<ReturnType<PublicSiteHandler>>> {
  return handler({ method: 'GET', url: '/s/sol1234', host: HOST, ...partial });
}

function form(fields: Record<string, string>): Partial<SiteRequest> {
  return { method: 'POST', url: '/s/sol1234/contact', contentType: 'application/x-www-form-urlencoded', body: new TextEncoder().encode(new URLSearchParams(fields).toString()) };
}

function submissions() {
  return db.listDocuments(formsCollection(UID));
}

beforeEach(() => {
  clock = new FakeClock(Date.UTC(2025, 5, 14, 3, 30)); // 22:30 on 13 June in Chicago
  db = new MemoryDatabase({ clock });
  handler = memorySiteHandler(db, clock);
});

describe('GET a public site', () => {
  it('serves the whole page with cache and security headers', async () => {
    seed('Elite Plan');
    const response = await request({});
    expect(response?.status).toBe(200);
    expect(response?.body).toContain('Country sourdough');
    expect(response?.body).not.toContain('owner-private@example.com');
    expect(response?.body).not.toContain('555 0199');
    expect(response?.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=300');
    expect(response?.headers['Content-Type']).toBe('text/html; charset=utf-8');
    const csp = response?.headers['Content-Security-Policy'] ?? '';
    const script = /<script>(.*?)<\/script>/s.exec(response?.body ?? '')?.[1] ?? '';
    expect(csp).toContain(`'sha256-${sha256Base64(script)}'`);
  });

  it('lets pictures load from https and from the extra origins given, never from anything else', async () => {
    seed('Elite Plan');
    const imgSrc = (csp: string) => /img-src ([^;]*)/.exec(csp)?.[1];
    expect(imgSrc((await request({}))?.headers['Content-Security-Policy'] ?? '')).toBe("'self' https:");
    handler = memorySiteHandler(db, clock, {
      extraImageOrigins: ['http://127.0.0.1:9199', "http://x; script-src 'unsafe-inline'", 'javascript:alert(1)'],
    });
    expect(imgSrc((await request({}))?.headers['Content-Security-Policy'] ?? '')).toBe("'self' https: http://127.0.0.1:9199");
  });

  it('finds the site by its own domain', async () => {
    seed('Elite Plan');
    const response = await request({ url: '/', host: 'sol1234.sitio.app' });
    expect(response?.status).toBe(200);
    expect(response?.body).toContain('action="/contact#contact"');
  });

  it("answers the app's path to the same site on the site's own domain, as a push notification links it", async () => {
    seed('Elite Plan');
    const home = await request({ url: '/s/sol1234', host: 'sol1234.sitio.app' });
    expect(home?.status).toBe(200);
    expect(home?.body).toContain('action="/contact#contact"');
    expect((await request({ url: '/s/sol1234/es', host: 'sol1234.sitio.app' }))?.headers['Content-Language']).toBe('es');
    // Another site's path is not this site's page.
    expect((await request({ url: '/s/other12/', host: 'sol1234.sitio.app' }))?.status).toBe(404);
  });

  it('answers HEAD with headers and no body', async () => {
    seed('Elite Plan');
    const response = await request({ method: 'HEAD' });
    expect(response?.status).toBe(200);
    expect(response?.body).toBe('');
    expect(response?.headers['Content-Language']).toBe('en');
  });

  it('gives a 404 page for unknown, unpublished and malformed sites', async () => {
    expect((await request({ url: '/s/nobody1' }))?.status).toBe(404);
    seed('Elite Plan', false);
    const unpublished = await request({});
    expect(unpublished?.status).toBe(404);
    expect(unpublished?.body).toContain('Sitio no encontrado');
    expect(unpublished?.body).not.toContain('Sol Bakery');
    expect((await request({ url: '/s/..%2Fx' }))?.status).toBe(404);
    expect((await request({ url: '/s/sol1234/admin' }))?.status).toBe(404);
  });

  it('applies the plan rule itself: a trial or a deployment-privileged id shows every section', async () => {
    seed('Basic Plan');
    const body = async () => (await request({}))?.body ?? '';
    const eliteOnly = await body();
    expect(eliteOnly).not.toContain('They trust us');
    db.updateDocument(['vMember', UID], { activeUntil: clock.now() + 60_000 });
    expect(await body()).toContain('They trust us');
    clock.advance(120_000);
    expect(await body()).not.toContain('They trust us');
    handler = memorySiteHandler(db, clock, { roleConfig: { adminIds: [], fullAccessIds: [UID] } });
    expect(await body()).toContain('They trust us');
  });

  it('a takedown wins over published: the suspended site is a 404, counts no view and takes no message', async () => {
    seed('Elite Plan');
    db.updateDocument(['vMember', UID], { suspended: true, suspensionReason: 'Phishing' });
    expect((await request({}))?.status).toBe(404);
    expect((await request({ method: 'POST', url: '/s/sol1234/view', clientAddress: '203.0.113.1' }))?.status).toBe(404);
    expect((await request(form({ name: 'Ana', email: 'ana@example.com', message: 'Hola', website: '' })))?.status).toBe(404);
    expect((await new MemorySiteAnalytics(db).readViews(UID)).total).toBe(0);
    expect(submissions()).toHaveLength(0);
  });

  it('a takedown recorded only on the projection hides the site too', async () => {
    seed('Elite Plan');
    db.updateDocument(['publicSites', 'sol1234'], { suspended: true });
    expect((await request({}))?.status).toBe(404);
  });

  it('hides the site when only the projection says published', async () => {
    seed('Elite Plan');
    db.updateDocument(['vMember', UID], { published: false });
    expect((await request({}))?.status).toBe(404);
  });

  it('leaves other paths to the app', async () => {
    expect(await request({ url: '/dashboard' })).toBeNull();
    expect(await request({ url: '/', host: 'app.example.com' })).toBeNull();
  });

  it('shows only the sections of the plan', async () => {
    seed('Basic Plan');
    const body = (await request({}))?.body ?? '';
    expect(body).toContain('id="products"');
    expect(body).not.toContain('id="team"');
    expect(body).not.toContain('<form');
  });
});

describe('open now', () => {
  it('says whether the business is open on its own clock, and caches the page no longer than that holds', async () => {
    seed('Basic Plan');
    // Friday 13 June 2025, 22:30 in Chicago: closed until Saturday 8:00.
    const closed = await request({});
    expect(closed?.body).toContain('<p class="open-now"><a href="#hours">Closed · opens tomorrow 8:00 AM</a></p>');
    expect(closed?.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=300');
    // Saturday 19:58: open, closing at 20:00, so the page may be kept two minutes at most.
    clock.advance(21 * 3_600_000 + 28 * 60_000);
    const open = await request({});
    expect(open?.body).toContain('<p class="open-now is-open"><a href="#hours">Open now · closes 8:00 PM</a></p>');
    expect(open?.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=120');
  });

  it('leaves out special days that are past', async () => {
    seed('Basic Plan');
    clock.advance(200 * 86_400_000); // into 2025-12-30
    const body = (await request({}))?.body ?? '';
    expect(body).not.toContain('Christmas Eve');
    expect(body).toContain('>Sunday</th>');
  });
});

describe('article pages, sitemap and robots', () => {
  it('shows excerpts on the home page, each linking to the article on a page of its own', async () => {
    seed('Professional Plan');
    const home = (await request({}))?.body ?? '';
    expect(home).toContain('href="/s/sol1234/articles/new-rye-fridays"');
    expect(home).not.toContain('<li>Pecan pie</li>');
    const page = await request({ url: '/s/sol1234/articles/holiday-orders-are-open' });
    expect(page?.status).toBe(200);
    const body = page?.body ?? '';
    expect(body).toContain('<title>Holiday orders are open · Sol Bakery</title>');
    expect(body).toContain('<li>Pecan pie</li>');
    expect(body).toContain('<link rel="canonical" href="https://sol1234.sitio.app/articles/holiday-orders-are-open">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Holiday orders are open', datePublished: '2025-11-15' });
    expect(page?.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=300');
  });

  it('answers 404 for an unknown article, and for every article when the plan hides them', async () => {
    seed('Professional Plan');
    expect((await request({ url: '/s/sol1234/articles/no-such-article' }))?.status).toBe(404);
    expect((await request({ url: '/s/sol1234/articles/..%2F..' }))?.status).toBe(404);
    seed('Basic Plan');
    expect((await request({ url: '/s/sol1234/articles/new-rye-fridays' }))?.status).toBe(404);
  });

  it('lists the home page and the articles in sitemap.xml, named by robots.txt, on the own domain too', async () => {
    seed('Professional Plan');
    const sitemap = await request({ url: '/sitemap.xml', host: 'sol1234.sitio.app' });
    expect(sitemap?.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    const locs = [...(sitemap?.body ?? '').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    const pages = ['', 'articles/new-rye-fridays', 'articles/holiday-orders-are-open', 'articles/we-won-best-bakery-2024'];
    // Each page at its plain address and in each language, each entry naming the others.
    expect(locs).toEqual(pages.flatMap((p) => [`https://sol1234.sitio.app/${p}`, `https://sol1234.sitio.app/en/${p}`, `https://sol1234.sitio.app/es/${p}`]));
    expect(sitemap?.body).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://sol1234.sitio.app/es/articles/new-rye-fridays"/>');
    expect(sitemap?.body).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://sol1234.sitio.app/"/>');
    expect((await request({ url: '/s/sol1234/es/sitemap.xml' }))?.status).toBe(404);
    const robots = await request({ url: '/s/sol1234/robots.txt' });
    expect(robots?.body).toContain('Sitemap: https://sol1234.sitio.app/sitemap.xml');
    expect((await request({ method: 'POST', url: '/sitemap.xml', host: 'sol1234.sitio.app' }))?.status).toBe(405);
  });
});

describe("the site in the visitor's language", () => {
  it("answers a plain address in the language the browser asks for, else the site's, and says the answer varies", async () => {
    seed('Elite Plan');
    const spanish = await request({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish?.headers['Content-Language']).toBe('es');
    expect(spanish?.headers.Vary).toBe('Accept-Language');
    expect(spanish?.body).toContain('<html lang="es">');
    expect(spanish?.body).toContain('Llamar');
    // The member's own texts stay as written until they are translated.
    expect(spanish?.body).toContain('Country sourdough');
    const french = await request({ acceptLanguage: 'fr-FR,fr' });
    expect(french?.headers['Content-Language']).toBe('en');
    expect(french?.body).toContain('<a class="lang" href="/s/sol1234/es" hreflang="es" lang="es">Español</a>');
  });

  it('keeps the language an address names, whatever the browser asks, with alternates for search engines', async () => {
    seed('Elite Plan');
    const page = await request({ url: '/s/sol1234/es/', acceptLanguage: 'en-US' });
    expect(page?.status).toBe(200);
    expect(page?.headers['Content-Language']).toBe('es');
    expect(page?.headers.Vary).toBeUndefined();
    expect(page?.body).toContain('<link rel="canonical" href="https://sol1234.sitio.app/es/">');
    expect(page?.body).toContain('<link rel="alternate" hreflang="en" href="https://sol1234.sitio.app/en/">');
    expect(page?.body).toContain('<link rel="alternate" hreflang="x-default" href="https://sol1234.sitio.app/">');
    expect(page?.body).toContain('<a class="lang" href="/s/sol1234/en" hreflang="en" lang="en">English</a>');
    // Links inside the page keep the visitor in the language.
    expect(page?.body).toContain('href="/s/sol1234/es/articles/new-rye-fridays"');
    expect(page?.body).toContain('action="/s/sol1234/es/contact#contact"');
    const article = await request({ url: '/s/sol1234/es/articles/new-rye-fridays' });
    expect(article?.status).toBe(200);
    expect(article?.body).toContain('<html lang="es">');
    expect(article?.body).toContain('<a class="lang" href="/s/sol1234/en/articles/new-rye-fridays"');
    expect((await request({ url: '/s/sol1234/fr/' }))?.status).toBe(404);
  });

  it("shows the member's texts in the visitor's language where written, the site's where not, at one address per article", async () => {
    seed('Elite Plan');
    const documents = DEMO_SITE_DOCUMENTS as Record<string, { readonly [key: string]: unknown }>;
    const products = documents['products'] as { items: Record<string, unknown>[] };
    const articles = documents['articles'] as { articles: Record<string, unknown>[] };
    db.setDocument([...siteCollection(UID), 'products'], { items: products.items.map((item, i) => (i === 0 ? { ...item, i18n: { ES: { name: 'Pan de masa madre' } } } : item)) });
    db.setDocument([...siteCollection(UID), 'articles'], { articles: articles.articles.map((item, i) => (i === 0 ? { ...item, i18n: { ES: { title: 'Nuevo: centeno los viernes' } } } : item)) });

    const spanish = (await request({ url: '/s/sol1234/es/' }))?.body ?? '';
    expect(spanish).toContain('<h3>Pan de masa madre</h3>');
    expect(spanish).not.toContain('Country sourdough');
    expect(spanish).toContain('<a href="/s/sol1234/es/articles/new-rye-fridays">Nuevo: centeno los viernes</a>');
    // Not translated: shown as written.
    expect(spanish).toContain('We won Best Bakery 2024');
    const article = (await request({ url: '/s/sol1234/es/articles/new-rye-fridays' }))?.body ?? '';
    expect(article).toContain('<title>Nuevo: centeno los viernes · Sol Bakery</title>');

    const english = (await request({ url: '/s/sol1234/en/', acceptLanguage: 'es' }))?.body ?? '';
    expect(english).toContain('<h3>Country sourdough</h3>');
    expect(english).not.toContain('Pan de masa madre');
    expect(english).not.toContain('i18n');
    const browser = (await request({ acceptLanguage: 'es-MX' }))?.body ?? '';
    expect(browser).toContain('<h3>Pan de masa madre</h3>');
  });

  it('brings a visitor who wrote from the Spanish page back to it, and files the message as Spanish', async () => {
    seed('Professional Plan');
    const response = await request({ ...form({ name: 'Ana', email: 'ana@example.com', message: '¿Tienen pan sin gluten?', website: '' }), url: '/s/sol1234/es/contact' });
    expect(response?.status).toBe(303);
    expect(response?.headers.Location).toBe('/s/sol1234/es?form=sent#contact');
    expect(submissions().map((s) => s.data['language'])).toEqual(['es']);
  });
});

describe('POST the contact form', () => {
  it('stores a valid message and redirects to the thank-you view', async () => {
    seed('Professional Plan');
    const response = await request(form({ name: 'Ana', email: 'ana@example.com', message: 'Do you bake gluten-free?', website: '' }));
    expect(response?.status).toBe(303);
    expect(response?.headers.Location).toBe('/s/sol1234?form=sent#contact');
    expect(submissions().map((s) => s.data)).toEqual([
      {
        formId: 'contact',
        formTitle: '',
        name: 'Ana',
        email: 'ana@example.com',
        answers: [{ id: 'fmessage', label: '', type: 'long-text', value: 'Do you bake gluten-free?' }],
        createdAt: clock.now(),
        site: 'sol1234',
        language: 'en',
        read: false,
        archived: false,
      },
    ]);
    const thanks = await request({ url: '/s/sol1234?form=sent' });
    expect(thanks?.body).toContain('Your message has been sent');
    expect(thanks?.headers['Cache-Control']).toBe('no-store');
  });

  it('shows the errors and stores nothing for an invalid message', async () => {
    seed('Elite Plan');
    const response = await request(form({ name: '', email: 'not-an-email', message: '<script>alert(1)</script>' }));
    expect(response?.status).toBe(422);
    expect(response?.body).toContain('Please enter a valid email address.');
    expect(response?.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(submissions()).toHaveLength(0);
  });

  it('refuses an oversized body unread', async () => {
    seed('Elite Plan');
    expect((await request({ ...form({}), body: null }))?.status).toBe(413);
    const tooLong = await request(form({ name: 'Ana', email: 'ana@example.com', message: 'x'.repeat(6000) }));
    expect(tooLong?.status).toBe(422);
    expect(submissions()).toHaveLength(0);
  });

  it('pretends to accept what a bot fills in, and stores nothing', async () => {
    seed('Elite Plan');
    const response = await request(form({ name: 'Bot', email: 'bot@example.com', message: 'Buy', website: 'http://spam.example' }));
    expect(response?.status).toBe(303);
    expect(submissions()).toHaveLength(0);
  });

  it('has no form below Professional', async () => {
    seed('Basic Plan');
    expect((await request(form({ name: 'Ana', email: 'ana@example.com', message: 'Hi' })))?.status).toBe(404);
    expect(submissions()).toHaveLength(0);
  });

  it('accepts only form encoding', async () => {
    seed('Elite Plan');
    expect((await request({ ...form({}), contentType: 'application/json', body: new TextEncoder().encode('{}') }))?.status).toBe(415);
  });
});

const QUOTE_FORMS = {
  forms: [
    { title: '', fields: [{ id: 'fmessage', type: 'long-text', label: '', required: true }] },
    {
      id: 'quote',
      title: 'Pide un presupuesto',
      thankYou: 'Te respondemos en un día.',
      fields: [
        { id: 'fsize', type: 'single-choice', label: 'Tamaño', required: true, options: ['Pequeño', 'Grande'] },
        { id: 'fextras', type: 'multiple-choice', label: 'Extras', options: ['Velas', 'Tarjeta'] },
        { id: 'fok', type: 'consent', label: 'Acepto que me contacten', required: true },
      ],
    },
  ],
};

function post(path: string, fields: [string, string][], clientAddress = '203.0.113.7'): Partial<SiteRequest> {
  return { method: 'POST', url: path, contentType: 'application/x-www-form-urlencoded', body: new TextEncoder().encode(new URLSearchParams(fields).toString()), clientAddress };
}

describe("POST a member's own forms", () => {
  const valid: [string, string][] = [['name', 'Ana'], ['email', 'ana@example.com'], ['fsize', 'Grande'], ['fextras', 'Tarjeta'], ['fextras', 'Velas'], ['fok', 'yes']];

  it('renders each form as plain HTML posting to its own address', async () => {
    seed('Professional Plan');
    db.setDocument([...siteCollection(UID), 'forms'], QUOTE_FORMS);
    const body = (await request({}))?.body ?? '';
    expect(body).toContain('<section id="form-quote">');
    expect(body).toContain('action="/s/sol1234/forms/quote#form-quote"');
    expect(body).toContain('type="radio" name="fsize" value="Grande"');
    expect(body).toContain('type="checkbox" name="fextras" value="Velas"');
    expect(body).toContain('action="/s/sol1234/contact#contact"');
  });

  it('stores a valid post with its form, labels and the site language, and thanks with the form text', async () => {
    seed('Elite Plan');
    db.updateDocument(['vMember', UID], { siteLanguage: 'ES' });
    db.setDocument([...siteCollection(UID), 'forms'], QUOTE_FORMS);
    const response = await request(post('/s/sol1234/forms/quote', valid));
    expect(response?.status).toBe(303);
    expect(response?.headers.Location).toBe('/s/sol1234?form=sent&f=quote#form-quote');
    expect(submissions().map((s) => s.data)).toEqual([
      expect.objectContaining({
        formId: 'quote',
        formTitle: 'Pide un presupuesto',
        name: 'Ana',
        answers: [
          { id: 'fsize', label: 'Tamaño', type: 'single-choice', value: 'Grande' },
          { id: 'fextras', label: 'Extras', type: 'multiple-choice', value: 'Velas, Tarjeta' },
          { id: 'fok', label: 'Acepto que me contacten', type: 'consent', value: 'yes' },
        ],
        read: false,
        archived: false,
      }),
    ]);
    const thanks = await request({ url: '/s/sol1234?form=sent&f=quote' });
    expect(thanks?.body).toContain('Te respondemos en un día.');
  });

  it('sends the form back with translated errors and the answers kept, storing nothing', async () => {
    seed('Elite Plan');
    db.setDocument([...siteCollection(UID), 'forms'], QUOTE_FORMS);
    const response = await request(post('/s/sol1234/forms/quote', [['name', 'Visit www.spam.com'], ['email', 'ana@example.com'], ['fsize', 'Enorme'], ['fextras', 'Tarjeta']]));
    expect(response?.status).toBe(422);
    const body = response?.body ?? '';
    expect(body).toContain('Please write your name without links.');
    expect(body).toContain('Please choose one of the options.');
    expect(body).toContain('value="Tarjeta" checked');
    expect(submissions()).toHaveLength(0);
  });

  it('answers 404 for a removed form, a malformed form address and any form below Professional', async () => {
    seed('Elite Plan');
    db.setDocument([...siteCollection(UID), 'forms'], QUOTE_FORMS);
    expect((await request(post('/s/sol1234/forms/gone', valid)))?.status).toBe(404);
    expect((await request(post('/s/sol1234/forms/..%2Fx', valid)))?.status).toBe(404);
    seed('Basic Plan');
    db.setDocument([...siteCollection(UID), 'forms'], QUOTE_FORMS);
    expect((await request(post('/s/sol1234/forms/quote', valid)))?.status).toBe(404);
    expect((await request({}))?.body).not.toContain('<form');
    expect(submissions()).toHaveLength(0);
  });

  it('takes 5 posts a minute from one address, keeps what the sixth typed, and opens again after the minute', async () => {
    seed('Elite Plan');
    db.setDocument([...siteCollection(UID), 'forms'], QUOTE_FORMS);
    for (let i = 0; i < 5; i += 1) expect((await request(post('/s/sol1234/forms/quote', valid)))?.status).toBe(303);
    const sixth = await request(post('/s/sol1234/forms/quote', [...valid.slice(0, 1), ['email', 'kept@example.com'], ...valid.slice(2)]));
    expect(sixth?.status).toBe(429);
    expect(sixth?.headers['Retry-After']).toBe('60');
    expect(sixth?.body).toContain('Please wait a minute');
    expect(sixth?.body).toContain('value="kept@example.com"');
    expect((await request(post('/s/sol1234/forms/quote', valid, '203.0.113.8')))?.status).toBe(303);
    clock.advance(60_000);
    expect((await request(post('/s/sol1234/forms/quote', valid)))?.status).toBe(303);
    expect(submissions()).toHaveLength(7);
  });

  it('the limit holds across two server instances sharing the database', async () => {
    seed('Elite Plan');
    const second = memorySiteHandler(db, clock);
    const message = post('/s/sol1234/contact', [['name', 'Ana'], ['email', 'ana@example.com'], ['message', 'Hola']]);
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? request(message) : second({ method: 'GET', url: '/', host: HOST, ...message }))));
    expect(statuses.map((r) => r?.status).filter((s) => s === 303)).toHaveLength(5);
    expect(submissions()).toHaveLength(5);
  });
});

describe('POST a view', () => {
  it('adds exactly one to the total and to the Chicago day', async () => {
    seed('Basic Plan');
    expect((await request({ method: 'POST', url: '/s/sol1234/view', clientAddress: '203.0.113.1' }))?.status).toBe(204);
    expect((await request({ method: 'POST', url: '/view', host: 'sol1234.sitio.app', clientAddress: '203.0.113.2' }))?.status).toBe(204);
    const views = await new MemorySiteAnalytics(db).readViews(UID);
    expect(views.total).toBe(2);
    expect(views.perDay).toEqual({ [chicagoDateKey(clock.now())]: 2 });
    expect(chicagoDateKey(clock.now())).toBe('2025-06-13');
  });

  it('counts nothing for an unpublished site', async () => {
    seed('Basic Plan', false);
    expect((await request({ method: 'POST', url: '/s/sol1234/view' }))?.status).toBe(404);
    expect((await new MemorySiteAnalytics(db).readViews(UID)).total).toBe(0);
  });

  it('counts one visitor once per hour, however often they post (the server is authoritative)', async () => {
    seed('Basic Plan');
    for (let i = 0; i < 50; i += 1) expect((await request({ method: 'POST', url: '/s/sol1234/view', clientAddress: '198.51.100.9' }))?.status).toBe(204);
    expect((await new MemorySiteAnalytics(db).readViews(UID)).total).toBe(1);
    clock.advance(3_600_000);
    await request({ method: 'POST', url: '/s/sol1234/view', clientAddress: '198.51.100.9' });
    expect((await new MemorySiteAnalytics(db).readViews(UID)).total).toBe(1);
    clock.advance(1);
    await request({ method: 'POST', url: '/s/sol1234/view', clientAddress: '198.51.100.9' });
    expect((await new MemorySiteAnalytics(db).readViews(UID)).total).toBe(2);
  });

  it('the throttle holds across two server instances sharing the database', async () => {
    seed('Basic Plan');
    const second = memorySiteHandler(db, clock);
    await request({ method: 'POST', url: '/s/sol1234/view', clientAddress: '198.51.100.9' });
    await second({ method: 'POST', url: '/s/sol1234/view', host: HOST, clientAddress: '198.51.100.9' });
    expect((await new MemorySiteAnalytics(db).readViews(UID)).total).toBe(1);
  });

  it('N concurrent distinct visitors make N views', async () => {
    seed('Basic Plan');
    await Promise.all(Array.from({ length: 25 }, (_, i) => request({ method: 'POST', url: '/s/sol1234/view', clientAddress: `203.0.113.${i}` })));
    expect((await new MemorySiteAnalytics(db).readViews(UID)).total).toBe(25);
  });

  it('never stores the visitor address, only a hash of it', async () => {
    seed('Basic Plan');
    await request({ method: 'POST', url: '/s/sol1234/view', clientAddress: '198.51.100.77' });
    for (const collection of ['resultThrottle', 'addressCaps']) {
      const keys = db.listDocuments(['vMember', UID, collection]).map((d) => d.id);
      expect(keys).toHaveLength(1);
      expect(JSON.stringify(db.listDocuments(['vMember', UID, collection]))).not.toContain('198.51.100.77');
      expect(keys[0]).toMatch(/^view\.[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers 503 without details when the store is down', async () => {
    seed('Basic Plan');
    db.setOffline(true);
    const response = await request({});
    expect(response?.status).toBe(503);
    expect(response?.headers['Cache-Control']).toBe('no-store');
  });
});

describe('frames', () => {
  it('lets no other site frame any page of a site: home, article, form errors, not found and unavailable', async () => {
    seed('Elite Plan');
    const article = /href="(\/s\/sol1234\/articles\/[^"]+)"/.exec((await request({}))?.body ?? '')?.[1];
    expect(article).toBeDefined();
    const pages = [
      await request({}),
      await request({ url: article! }),
      await request(form({ name: '', email: 'nope', message: '' })),
      await request({ url: '/s/nobody00' }),
      await request({ url: '/s/sol1234/articles/no-such-article' }),
    ];
    db.setOffline(true);
    pages.push(await request({}));
    expect(pages.map((page) => page?.status)).toEqual([200, 200, 422, 404, 404, 503]);
    for (const page of pages) {
      expect(page?.headers['X-Frame-Options']).toBe('DENY');
      expect(page?.headers['Content-Security-Policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    }
  });
});
