import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SITE_IDS, exampleSite } from '../../core/site/examples/example-sites';
import { exampleSiteDocument } from './example-document';

const ORIGIN = 'https://sitio.example';
const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

describe('example sites as pages', () => {
  it('render in the language asked for, with the business name and their own words', () => {
    for (const id of EXAMPLE_SITE_IDS) {
      const en = exampleSite(id, 'EN', ORIGIN);
      const es = exampleSite(id, 'ES', ORIGIN);
      const enHtml = exampleSiteDocument(en);
      const esHtml = exampleSiteDocument(es);
      expect(enHtml).toContain('<html lang="en">');
      expect(esHtml).toContain('<html lang="es">');
      expect(enHtml).toContain(`<h1>${en.name.replace('&', '&amp;')}</h1>`);
      expect(esHtml).toContain(`<h1>${es.name.replace('&', '&amp;')}</h1>`);
      expect(enHtml).toContain('>Hours<');
      expect(esHtml).toContain('>Horario<');
      // Written for each language, not one text shown twice.
      expect(es.summary, id).not.toBe(en.summary);
      expect(es.kind, id).not.toBe(en.kind);
      expect(esHtml).not.toBe(enHtml.replace('lang="en"', 'lang="es"'));
    }
    expect(exampleSiteDocument(exampleSite('bakery', 'ES', ORIGIN))).toContain('Pan de masa madre');
    expect(exampleSiteDocument(exampleSite('bakery', 'EN', ORIGIN))).toContain('Country sourdough');
  });

  it('keep their own menu links on the page when shown from an iframe srcdoc', () => {
    const html = exampleSiteDocument(exampleSite('salon', 'EN', ORIGIN));
    expect(html).toContain('<head><base href="about:srcdoc">');
    expect(html).toContain('<a href="#services">');
    expect(html).not.toContain('<script>');
  });

  it('show pictures the app itself serves, addressed from its origin', () => {
    for (const id of EXAMPLE_SITE_IDS) {
      const site = exampleSite(id, 'EN', ORIGIN);
      const cover = site.member.coverPicture ?? '';
      expect(cover.startsWith(`${ORIGIN}/images/examples/`), id).toBe(true);
      expect(existsSync(path.join(PUBLIC_DIR, cover.slice(ORIGIN.length))), cover).toBe(true);
      expect(exampleSiteDocument(site)).toContain(`src="${cover}"`);
    }
  });
});
