// What search engines read of the marketing site, written by the build: each page's own title,
// description and Open Graph tags in its language, absolute addresses, robots.txt and the
// sitemap from the same list of pages, and a real 404 for an address that is no page.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Connect, PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigFrom } from '../../../src/core/config/app-config-from-env';
import { APP_ROUTES } from '../../../src/core/dashboard/app-routes';
import { common } from '../../../src/ui/i18n/en/common';
import { common as commonEs } from '../../../src/ui/i18n/es/common';
import { pageHead } from '../../../src/ui/prerender/prerender-entry';
import { APP_SHELL_FILE, NOT_FOUND_FILE, PRERENDERED_PAGES } from '../../../src/ui/prerender/prerendered-pages';
import { robotsTxt, sitemapXml } from '../../../src/ui/prerender/search-engine-files';
import { appShellFallbackPlugin, buildAppUrl, notFoundHtml, pageHtml } from '../../../src/ui/prerender/vite-prerender.plugin';

const ORIGIN = 'https://sitio.app';
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Generic." /><title>Sitio</title></head><body><div id="root"></div></body></html>';
const pageAt = (pagePath: string) => PRERENDERED_PAGES.find((page) => page.path === pagePath)!;

describe('titles and descriptions', () => {
  it('every marketing page has its own, in each language', () => {
    for (const language of ['EN', 'ES'] as const) {
      const heads = PRERENDERED_PAGES.filter((page) => page.language === language).map((page) => pageHead(page.path, language));
      expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
      expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
    }
    expect(pageHead('/es/pricing', 'ES')).toEqual(commonEs.pages.pricing);
    expect(pageHead('/pricing', 'EN')).toEqual(common.pages.pricing);
  });

  it("so does every app route, and the two languages' differ where the words do", () => {
    expect(pageHead('/dashboard/forms', 'EN').title).toBe('Forms · Sitio');
    expect(pageHead('/dashboard/forms', 'ES').title).toBe('Formularios · Sitio');
    for (const { pattern } of APP_ROUTES) {
      const route = pattern.replace(/:[a-zA-Z]+/g, 'x');
      expect(pageHead(route, 'EN').title, route).not.toBe(common.pages.home.title);
      expect(pageHead(route, 'ES').title, route).toMatch(/ · Sitio$/);
    }
  });
});

describe('a marketing page file for search engines and link previews', () => {
  const parts = { markup: '<main></main>', head: pageHead('/es/faqs', 'ES'), css: [], script: ['assets/page-script-c.js'], appEntry: 'assets/index-a.js', origin: ORIGIN };
  const html = pageHtml(TEMPLATE, pageAt('/es/faqs'), parts, '/');

  it('carries its title and description, and the same in its Open Graph tags', () => {
    expect(html).toContain(`<title>${commonEs.pages.faqs.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${commonEs.pages.faqs.description}" />`);
    expect(html).toContain(`<meta property="og:title" content="${commonEs.pages.faqs.title}">`);
    expect(html).toContain(`<meta property="og:description" content="${commonEs.pages.faqs.description}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:site_name" content="Sitio">');
  });

  it('names its absolute address and its language, with the other as the alternate', () => {
    expect(html).toContain('<meta property="og:url" content="https://sitio.app/es/faqs">');
    expect(html).toContain('<link rel="canonical" href="https://sitio.app/es/faqs">');
    expect(html).toContain('<meta property="og:locale" content="es_US">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
    const english = pageHtml(TEMPLATE, pageAt('/'), { ...parts, head: pageHead('/', 'EN') }, '/');
    expect(english).toContain('<meta property="og:locale" content="en_US">');
    expect(english).toContain('<meta property="og:url" content="https://sitio.app/">');
  });
});

describe("the app's public address", () => {
  it('is read by the one parser, SITIO_ before VITE_, as an absolute http(s) origin', () => {
    expect(appConfigFrom({ VITE_APP_URL: 'https://sitio.app/' }).appUrl).toBe('https://sitio.app');
    expect(appConfigFrom({ VITE_APP_URL: 'https://a.example', SITIO_APP_URL: 'http://127.0.0.1:4173' }).appUrl).toBe('http://127.0.0.1:4173');
    expect(appConfigFrom({ VITE_APP_URL: '/relative' }).appUrl).toBeNull();
    expect(appConfigFrom({ VITE_APP_URL: 'ftp://sitio.app' }).appUrl).toBeNull();
    expect(appConfigFrom({}).appUrl).toBeNull();
  });

  it('is required by the build, which says how to set it rather than ship relative links', () => {
    expect(buildAppUrl({ SITIO_APP_URL: 'https://sitio.app' })).toBe('https://sitio.app');
    expect(() => buildAppUrl({})).toThrow(/SITIO_APP_URL/);
    expect(() => buildAppUrl({ VITE_APP_URL: 'sitio.app' })).toThrow(/absolute/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  const sitemap = sitemapXml(PRERENDERED_PAGES, ORIGIN);
  const robots = robotsTxt(ORIGIN);

  it('the sitemap lists every prerendered page in both languages, by absolute address', () => {
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(PRERENDERED_PAGES.map((page) => `${ORIGIN}${page.path}`).sort());
    expect(locs).toContain('https://sitio.app/es/pricing');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('gives each page its alternates in both languages and English as x-default', () => {
    const entry = /<url><loc>https:\/\/sitio\.app\/es\/pricing<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://sitio.app/pricing"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://sitio.app/es/pricing"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://sitio.app/pricing"/>');
    const home = /<url><loc>https:\/\/sitio\.app\/es<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    expect(home).toContain('hreflang="en" href="https://sitio.app/"');
  });

  it('robots.txt names the sitemap absolutely and closes the screens behind sign-in only', () => {
    expect(robots).toContain('Sitemap: https://sitio.app/sitemap.xml');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots).toMatch(/^Disallow: \/setup$/m);
    expect(robots).not.toMatch(/^Disallow: \/(s|entrar|examples|es)?$/m);
  });
});

describe('an address that is no page', () => {
  it("gets the app's HTML titled not found and kept out of search results", () => {
    const html = notFoundHtml(TEMPLATE, pageHead('/nope', 'EN'));
    expect(html).toContain(`<title>${common.pages.notFound.title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"></head>');
    expect(html).toContain('<div id="root"></div>');
  });

  describe('in `vite preview`, as on Hosting', () => {
    let outDir = '';
    let middleware: Connect.NextHandleFunction;
    beforeAll(async () => {
      outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitio-preview-'));
      await fs.mkdir(path.join(outDir, 'assets'));
      await Promise.all([
        fs.writeFile(path.join(outDir, NOT_FOUND_FILE), 'not found page'),
        fs.writeFile(path.join(outDir, APP_SHELL_FILE), 'app'),
        fs.writeFile(path.join(outDir, 'robots.txt'), 'robots'),
        fs.writeFile(path.join(outDir, 'assets', 'index-a.js'), ''),
      ]);
      const uses: Connect.NextHandleFunction[] = [];
      const server = { config: { root: outDir, build: { outDir } }, middlewares: { use: (fn: Connect.NextHandleFunction) => uses.push(fn) } } as unknown as PreviewServer;
      const plugin = appShellFallbackPlugin();
      (plugin.configurePreviewServer as (server: PreviewServer) => void)(server);
      middleware = uses[0]!;
    });
    afterAll(() => fs.rm(outDir, { recursive: true, force: true }));

    /** What the preview does with a request: passes it on (with its URL as rewritten) or answers it. */
    function request(url: string, method = 'GET') {
      return new Promise<{ next: string } | { status: number; body: string | undefined }>((resolve) => {
        const req = { url, method } as Connect.IncomingMessage;
        const res = {
          statusCode: 200,
          setHeader: () => undefined,
          end(body?: Buffer) {
            resolve({ status: this.statusCode, body: body?.toString() });
          },
        };
        middleware(req, res as never, () => resolve({ next: req.url ?? '' }));
      });
    }

    it('answers 404 with the not-found page for an address that is no page, and for a missing file', async () => {
      expect(await request('/nope')).toEqual({ status: 404, body: 'not found page' });
      expect(await request('/es/entrar?x=1')).toEqual({ status: 404, body: 'not found page' });
      expect(await request('/dashboard/nope/deeper')).toEqual({ status: 404, body: 'not found page' });
      expect(await request('/missing.png')).toEqual({ status: 404, body: 'not found page' });
      expect(await request('/../secret.txt')).toEqual({ status: 404, body: 'not found page' });
      expect(await request('/nope', 'HEAD')).toEqual({ status: 404, body: undefined });
    });

    it("serves the app's HTML at its routes, the pages' files at their addresses, and files as they are", async () => {
      expect(await request('/dashboard/forms?tab=1')).toEqual({ next: `/${APP_SHELL_FILE}?tab=1` });
      expect(await request('/entrar')).toEqual({ next: `/${APP_SHELL_FILE}` });
      expect(await request('/es/pricing/')).toEqual({ next: '/es/pricing' });
      expect(await request('/robots.txt')).toEqual({ next: '/robots.txt' });
      expect(await request('/assets/index-a.js')).toEqual({ next: '/assets/index-a.js' });
      expect(await request('/s/sol1234/nope')).toEqual({ next: '/s/sol1234/nope' });
      expect(await request('/nope', 'POST')).toEqual({ next: '/nope' });
    });
  });
});
