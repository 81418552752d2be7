import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../core/member/member-record';
import { isStudioSection, studioSectionsFor } from '../../core/plans/plan-gates';
import { validateSection, validateSiteLayout } from '../../core/site/site-content';
import { EXAMPLE_SITE_IDS, exampleSite, exampleSiteDocument, isExampleSiteId } from './example-sites';

const ORIGIN = 'https://sitio.example';
const LANGUAGES: readonly SiteLanguage[] = ['EN', 'ES'];
const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

describe('example sites', () => {
  it('are stored exactly as the studio would save them, with only sections their plan allows', () => {
    for (const id of EXAMPLE_SITE_IDS) {
      for (const language of LANGUAGES) {
        const site = exampleSite(id, language, ORIGIN);
        const allowed = studioSectionsFor(site.tier);
        for (const section of site.content.layout.order) {
          const stored = site.content.sections[section];
          if (stored === undefined) continue;
          expect(allowed, `${id} ${language}: ${section} on ${site.tier}`).toContain(section);
          expect(validateSection(section, stored), `${id} ${language}: ${section}`).toMatchObject({ ok: true });
        }
        expect(validateSiteLayout(site.content.layout).ok).toBe(true);
        expect(Object.keys(site.content.sections).every(isStudioSection)).toBe(true);
      }
    }
  });

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

  it('recognise their ids', () => {
    expect(isExampleSiteId('bakery')).toBe(true);
    expect(isExampleSiteId('Bakery')).toBe(false);
    expect(isExampleSiteId('__proto__')).toBe(false);
  });
});
