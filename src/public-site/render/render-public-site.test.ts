import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicSiteModel } from '../../core/site/public-site-model';
import { DEFAULT_SITE_LAYOUT, normalizeSiteContent } from '../../core/site/site-content';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../demo/demo-site';
import { renderNotFound } from './render-not-found';
import { renderPublicSite } from './render-public-site';
import { LIGHTBOX_SCRIPT } from './lightbox-script';
import { VIEW_COUNTER_ERROR } from './view-counter-script';

const FIRST_WINDOW_BYTES = 14.6 * 1000;
const JS_BUDGET_BYTES = 15 * 1000;

const demo = (overrides: Partial<typeof DEMO_MEMBER> = {}, tier: 'Basic' | 'Professional' | 'Elite' = 'Elite') =>
  publicSiteModel({ ...DEMO_MEMBER, ...overrides }, normalizeSiteContent(DEMO_SITE_DOCUMENTS), tier);

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (match?.[1] === undefined) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('renderPublicSite', () => {
  it('renders the business content in the document itself', () => {
    const { html } = renderPublicSite(demo(), { basePath: '/s/sol1234', countViews: true });
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    for (const text of ['Sol Bakery', 'Country sourdough', '$8.50', 'Tuesday', '7:00 AM', 'Closed', 'Christmas Day', 'María Sol', 'Pay a cake deposit', 'Instagram', 'Sourdough workshop', 'Contact']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<link rel="canonical" href="https://sol1234.sitio.app/">');
    // The title and description the member wrote for search results.
    expect(html).toContain('<title>Sol Bakery · sourdough and conchas in Springfield</title>');
    expect(html).toContain('<meta property="og:title" content="Sol Bakery · sourdough and conchas in Springfield">');
    expect(html).toContain('<meta name="description" content="Family-run bakery and café: sourdough, conchas and cakes baked every morning since 1998.">');
    expect(html).toContain('<meta property="og:image" content="https://firebasestorage.googleapis.com/');
    expect(html).toContain('<form method="post" action="/s/sol1234/contact#contact">');
  });

  it('always names a tab icon, so browsers never ask for a missing /favicon.ico', () => {
    expect(renderPublicSite(demo({ favicon: 'https://cdn.example/icon.png' }), { basePath: '', countViews: false }).html).toContain('<link rel="icon" href="https://cdn.example/icon.png">');
    expect(renderPublicSite(demo({ favicon: undefined, picture: '' }), { basePath: '', countViews: false }).html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('speaks the site language', () => {
    const { html } = renderPublicSite(demo({ siteLanguage: 'ES' }), { basePath: '', countViews: false });
    expect(html).toContain('<html lang="es">');
    for (const text of ['Horario', 'Martes', 'Cerrado', 'Productos', 'Enviar mensaje', 'Encuéntranos', 'Horarios especiales']) expect(html).toContain(text);
    expect(html).not.toContain('>Tuesday<');
  });

  it('escapes member text: a name with <script> is shown as text', () => {
    const model = publicSiteModel(
      { ...DEMO_MEMBER, namePublico: '<script>alert(1)</script>', businessName: '"><img src=x onerror=alert(1)>' },
      normalizeSiteContent({
        'about-us': { body: { blocks: [{ type: 'paragraph', runs: [{ text: '<svg onload=alert(1)>' }, { text: '<iframe srcdoc="<script>x</script>">' }] }] } },
        products: { items: [{ name: '</script><script>alert(1)</script>', description: "' onmouseover='x" }] },
      }),
      'Elite',
    );
    const { html } = renderPublicSite(model, { basePath: '', countViews: false });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;svg onload=alert(1)&gt;');
    expect(html).not.toMatch(/<script>alert|<svg|<iframe|<img src=x/i);
    expect(html).not.toContain("' onmouseover");
    // The JSON-LD block cannot be closed by member text.
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(jsonLd(html).name).toBe('"><img src=x onerror=alert(1)>');
  });

  it('never shows private member fields', () => {
    const member = { ...DEMO_MEMBER, email: 'owner-private@example.com', phoneNumber: '+1 555 0199', status: true, stripeId: 'cus_secret', admin: true } as typeof DEMO_MEMBER;
    const { html } = renderPublicSite(publicSiteModel(member, normalizeSiteContent(DEMO_SITE_DOCUMENTS), 'Elite'), { basePath: '', countViews: true });
    for (const secret of ['owner-private@example.com', '555 0199', 'cus_secret', 'stripeId', '"admin"', '"status"']) expect(html).not.toContain(secret);
  });

  it('lets a visitor call, chat, find the door, with only the contact items the member turned on', () => {
    const { html } = renderPublicSite(demo(), { basePath: '', countViews: false });
    expect(html).toContain('<a class="btn o" href="tel:+12175550142" data-a="call">Call</a>');
    expect(html).toContain('<a href="tel:+12175550142" data-a="call">Call +1 217 555 0142</a>');
    expect(html).toContain('<address>214 Main St<br>Springfield, IL 62701, US</address><a href="https://www.google.com/maps/search/?api=1&amp;query=214%20Main%20St%2C%20Springfield%2C%20IL%2062701%2C%20US" data-a="directions" rel="noopener">Get directions</a>');
    expect(html).toContain(`href="https://wa.me/15550100200?text=${encodeURIComponent('Hello Sol Bakery! I saw your website and I have a question.')}" data-a="whatsapp"`);
    expect(html).not.toContain('orders@solbakery.example');
    const data = jsonLd(html);
    expect(data.telephone).toBe('+1 217 555 0142');
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: '214 Main St', addressLocality: 'Springfield', addressRegion: 'IL', postalCode: '62701', addressCountry: 'US' });
    expect(data).not.toHaveProperty('email');
    const spanish = renderPublicSite(demo({ siteLanguage: 'ES' }), { basePath: '', countViews: false }).html;
    expect(spanish).toContain('>Cómo llegar</a>');
    // The town line in the order Spanish addresses use.
    expect(spanish).toContain('<address>214 Main St<br>62701 Springfield, IL, US</address>');
    expect(spanish).toContain(`text=${encodeURIComponent('¡Hola Sol Bakery! Vi su sitio web y tengo una pregunta.')}`);
  });

  it('still shows an address kept as one block of text, as it was typed', () => {
    const contact = { ...(DEMO_SITE_DOCUMENTS['social-links'] as { contact: object }).contact, address: '214 Main St\nSpringfield, IL 62701' };
    const old = publicSiteModel(DEMO_MEMBER, normalizeSiteContent({ ...DEMO_SITE_DOCUMENTS, 'social-links': { ...(DEMO_SITE_DOCUMENTS['social-links'] as object), contact } }), 'Elite');
    const { html } = renderPublicSite(old, { basePath: '', countViews: false });
    expect(html).toContain('<address>214 Main St<br>Springfield, IL 62701</address><a href="https://www.google.com/maps/search/?api=1&amp;query=214%20Main%20St%2C%20Springfield%2C%20IL%2062701" data-a="directions" rel="noopener">Get directions</a>');
    expect(jsonLd(html).address).toEqual({ '@type': 'PostalAddress', streetAddress: '214 Main St, Springfield, IL 62701' });
  });

  it('shows no contact item of a section the member hid', () => {
    const hidden = publicSiteModel(DEMO_MEMBER, normalizeSiteContent({ ...DEMO_SITE_DOCUMENTS, layout: { order: DEFAULT_SITE_LAYOUT.order, hidden: ['social-links'] } }), 'Elite');
    const { html } = renderPublicSite(hidden, { basePath: '', countViews: false });
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('214 Main St');
    expect(jsonLd(html)).not.toHaveProperty('telephone');
  });

  it('describes the business as schema.org data of its category, with its hours', () => {
    const data = jsonLd(renderPublicSite(demo(), { basePath: '', countViews: false }).html);
    expect(data['@type']).toBe('Bakery');
    expect(data.url).toBe('https://sol1234.sitio.app/');
    expect(data.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'], opens: '07:00', closes: '18:00' });
    expect(data.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2025-12-25', validThrough: '2025-12-25' });
  });

  it('offers the contact form from Professional up only', () => {
    expect(renderPublicSite(demo({}, 'Basic'), { basePath: '', countViews: false }).html).not.toContain('<form');
    expect(renderPublicSite(demo({}, 'Professional'), { basePath: '', countViews: false }).html).toContain('<form');
  });

  it('shows the contact outcome and keeps what the visitor typed, escaped', () => {
    const sent = renderPublicSite(demo(), { basePath: '', countViews: false, form: { state: 'sent', formId: 'contact' } }).html;
    expect(sent).toContain('Thank you! Your message has been sent.');
    const invalid = renderPublicSite(demo(), {
      basePath: '',
      countViews: false,
      form: { state: 'invalid', formId: 'contact', errors: { email: 'invalid-email' }, values: { name: ['"><b>x'], email: ['nope'], fmessage: ['</textarea><script>'] } },
    }).html;
    expect(invalid).toContain('Please enter a valid email address.');
    expect(invalid).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(invalid).toContain('&lt;/textarea&gt;&lt;script&gt;</textarea>');
  });

  it('has no script but the view counter and the lightbox, and none in the preview', () => {
    const counted = renderPublicSite(demo(), { basePath: '/s/sol1234', countViews: true, lightbox: true });
    const scripts = counted.html.match(/<script(?! type="application\/ld\+json")[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script>']);
    expect(counted.inlineScript).toContain('"/s/sol1234/view"');
    expect(counted.inlineScript).toContain(VIEW_COUNTER_ERROR);
    expect(counted.inlineScript).toContain(LIGHTBOX_SCRIPT);
    expect(counted.html).toContain('<dialog id="lb"');
    const preview = renderPublicSite(demo(), { basePath: '', countViews: false });
    expect(preview.inlineScript).toBeNull();
    expect(preview.html.match(/<script(?! type="application\/ld\+json")/g)).toBeNull();
  });

  it('links each picture to itself only where the lightbox runs, and adds it only beside pictures', () => {
    const served = renderPublicSite(demo(), { basePath: '', countViews: false, lightbox: true }).html;
    expect(served).toMatch(/<figure><a class="lb" href="[^"]+" data-alt="[^"]*"><img /);
    expect(renderPublicSite(demo(), { basePath: '', countViews: false }).html).not.toContain('class="lb"');
    const bare = demo();
    const noPictures = { ...bare, sections: bare.sections.filter((sec) => sec.id !== 'gallery' && sec.id !== 'albums') };
    const page = renderPublicSite(noPictures, { basePath: '', countViews: false, lightbox: true });
    expect(page.inlineScript).toBeNull();
    expect(page.html).not.toContain('<dialog');
  });

  it('fits a full Elite site in the first round trip, gzipped', () => {
    const { html, inlineScript } = renderPublicSite(demo(), { basePath: '/s/sol1234', countViews: true, lightbox: true });
    const gzipped = gzipSync(html).length;
    expect(gzipped).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    expect(gzipSync(inlineScript ?? '').length).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    for (const lang of ['ES', 'EN'] as const) {
      for (const coverTemplate of [1, 2, 3]) {
        expect(gzipSync(renderPublicSite(demo({ siteLanguage: lang, coverTemplate }), { basePath: '', countViews: true, lightbox: true }).html).length).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
      }
    }
  });
});

describe('renderNotFound', () => {
  it('says so in English and Spanish without telling unpublished from unknown', () => {
    const html = renderNotFound();
    expect(html).toContain('Site not found');
    expect(html).toContain('Sitio no encontrado');
    expect(html).toContain('noindex');
    expect(html).not.toContain('<script');
  });

  it('draws every text, the big 404 included, at a contrast of at least 4.5:1 on its background', () => {
    const css = /<style>(.*?)<\/style>/s.exec(renderNotFound())?.[1] ?? '';
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({ selector: selector!.trim(), body: body! }));
    const colourOf = (body: string, property: string) => new RegExp(`(?:^|;)${property}:(#[0-9a-f]{6})`, 'i').exec(body)?.[1];
    const background = colourOf(rules.find((r) => r.selector === 'body')!.body, 'background');
    expect(background).toBeDefined();
    const coloured = rules.filter((r) => colourOf(r.body, 'color') !== undefined);
    expect(coloured.map((r) => r.selector)).toContain('.code');
    for (const rule of coloured) expect({ selector: rule.selector, ratio: contrastRatio(colourOf(rule.body, 'color')!, background!) >= 4.5 }).toEqual({ selector: rule.selector, ratio: true });
  });
});

/** WCAG 2's contrast ratio of two '#rrggbb' colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
