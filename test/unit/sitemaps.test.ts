// @vitest-environment jsdom
// Both sitemaps the product writes (the marketing site's, from the build, and each member's, from
// the site server) against the sitemaps.org schema and Google's hreflang rules, and the checks
// themselves against sitemaps broken the ways a change could break them.
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../src/core/member/member-record';
import type { PublicMemberFields } from '../../src/core/site/public-projection';
import { publicSiteModel } from '../../src/core/site/public-site-model';
import { normalizeSiteContent } from '../../src/core/site/site-content';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import { ELITE_DEMO_COVER, eliteDemoSiteDocuments } from '../../src/public-site/demo/elite-demo-site';
import { sitemapXml as memberSitemapXml } from '../../src/public-site/render/render-sitemap';
import { PRERENDERED_PAGES } from '../../src/ui/prerender/prerendered-pages';
import { sitemapXml as marketingSitemapXml } from '../../src/ui/prerender/search-engine-files';
import { hreflangProblems, sitemapSchemaErrors } from '../support/sitemap-checks';

const NOW = Date.parse('2026-11-25T21:00:00Z');
const ELITE: PublicMemberFields = { username: 'elitede', domain: 'elitede.sitio.app', namePublico: 'Elite Fitness Studio', coverPicture: ELITE_DEMO_COVER, siteLanguage: 'EN' };

const marketing = marketingSitemapXml(PRERENDERED_PAGES, 'https://sitio.app');
function memberSitemap(member: PublicMemberFields, documents: Readonly<Record<string, unknown>>, language: SiteLanguage): string {
  const xml = memberSitemapXml(publicSiteModel(member, normalizeSiteContent(documents), 'Elite', language));
  if (xml === null) throw new Error('the site has no sitemap');
  return xml;
}

describe('the sitemaps the product writes', () => {
  const sitemaps = {
    'the marketing site': marketing,
    'the marketing site served locally': marketingSitemapXml(PRERENDERED_PAGES, 'http://127.0.0.1:4173'),
    "the Elite demo member's site (articles, English)": memberSitemap(ELITE, eliteDemoSiteDocuments(NOW), 'EN'),
    "the Elite demo member's site (Spanish first)": memberSitemap({ ...ELITE, siteLanguage: 'ES' }, eliteDemoSiteDocuments(NOW), 'ES'),
    "the demo member's site (no articles)": memberSitemap(DEMO_MEMBER, DEMO_SITE_DOCUMENTS, 'EN'),
  };

  for (const [name, xml] of Object.entries(sitemaps)) {
    it(`${name}: valid against the sitemaps.org schema, and keeps Google's hreflang rules`, async () => {
      expect(await sitemapSchemaErrors(xml)).toEqual([]);
      expect(hreflangProblems(xml)).toEqual([]);
    });
  }

  it("the member's sitemap lists each article in both languages", () => {
    const xml = sitemaps["the Elite demo member's site (articles, English)"];
    expect(xml).toMatch(/<loc>https:\/\/elitede\.sitio\.app\/es\/articles\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe('the checks fail on a broken sitemap', () => {
  const pricing = /<url><loc>https:\/\/sitio\.app\/pricing<\/loc>.*?<\/url>/;
  const broken = (replace: (xml: string) => string) => {
    const xml = replace(marketing);
    expect(xml).not.toBe(marketing);
    return xml;
  };

  it('a relative address', async () => {
    const xml = broken((x) => x.replace('<loc>https://sitio.app/pricing</loc>', '<loc>/pricing</loc>'));
    expect(await sitemapSchemaErrors(xml)).not.toEqual([]);
    expect(hreflangProblems(xml)).toContain('/pricing: not an absolute address');
    const alternate = broken((x) => x.replace('hreflang="es" href="https://sitio.app/es/faqs"', 'hreflang="es" href="/es/faqs"'));
    expect(await sitemapSchemaErrors(alternate)).not.toEqual([]);
    expect(hreflangProblems(alternate).join('\n')).toMatch(/alternate es "\/es\/faqs" is not an absolute address/);
  });

  it('a missing reciprocal, and a page that does not list itself', () => {
    const xml = broken((x) => x.replace(pricing, (entry) => entry.replace(/<xhtml:link rel="alternate" hreflang="es"[^>]*\/>/, '')));
    expect(hreflangProblems(xml)).toEqual(expect.arrayContaining(['https://sitio.app/es/pricing: alternate en https://sitio.app/pricing does not name the same alternates back']));
    const notItself = broken((x) => x.replace(pricing, (entry) => entry.replace(/(hreflang="(?:en|x-default)") href="[^"]*"/g, '$1 href="https://sitio.app/faqs"')));
    expect(hreflangProblems(notItself)).toContain('https://sitio.app/pricing: does not list itself among its alternates');
  });

  it('an alternate that is no page of the sitemap', () => {
    const xml = broken((x) => x.replace(/<url><loc>https:\/\/sitio\.app\/es\/pricing<\/loc>.*?<\/url>/, ''));
    expect(hreflangProblems(xml).join('\n')).toMatch(/alternate es https:\/\/sitio\.app\/es\/pricing is no page of the sitemap/);
  });

  it('a language code that is none, or written as a locale', async () => {
    const unknown = broken((x) => x.replaceAll('hreflang="es"', 'hreflang="qq"'));
    expect(hreflangProblems(unknown).join('\n')).toMatch(/hreflang "qq" is no language code/);
    const underscore = broken((x) => x.replaceAll('hreflang="es"', 'hreflang="es_US"'));
    expect(await sitemapSchemaErrors(underscore)).not.toEqual([]);
    expect(hreflangProblems(underscore).join('\n')).toMatch(/hreflang "es_US" is no language code/);
  });

  it('an x-default listed twice, an element the schemas do not know, an entry without its address', async () => {
    const twice = broken((x) => x.replace(pricing, (entry) => entry.replace('</url>', '<xhtml:link rel="alternate" hreflang="x-default" href="https://sitio.app/es/pricing"/></url>')));
    expect(hreflangProblems(twice)).toContain('https://sitio.app/pricing: hreflang x-default listed twice');
    const unknown = broken((x) => x.replace('</url>', '<xhtml:meta name="x"/></url>'));
    expect(await sitemapSchemaErrors(unknown)).not.toEqual([]);
    const noLoc = broken((x) => x.replace('<loc>https://sitio.app/faqs</loc>', ''));
    expect(await sitemapSchemaErrors(noLoc)).not.toEqual([]);
  });
});
