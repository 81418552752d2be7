// The marketing pages are written to HTML at build time by the app's own components; these
// check that each page's markup is its real content, and that the inline guard hides markup
// that does not fit the URL or the visitor's language.
import { describe, expect, it } from 'vitest';
import { LocalStorageLanguagePreference } from '../../../src/adapters/browser/language-preference.local-storage';
import { PLAN_CATALOGUE } from '../../../src/core/plans/plan-gates';
import { renderPage } from '../../../src/ui/prerender/prerender-entry';
import { PRERENDERED_PAGES } from '../../../src/ui/prerender/prerendered-pages';
import { LocalStorageDashboardSnapshot } from '../../../src/adapters/browser/dashboard-snapshot.local-storage';
import { SNAPSHOT } from '../../contracts/dashboard-snapshot.contract';
import { DASHBOARD_PRELOAD_META, LANGUAGE_STORAGE_KEY, MEMBER_SNAPSHOT_STORAGE_KEY, PRERENDERED_MARKUP_ID, PRERENDERED_PATH_ATTRIBUTE, STALE_ATTRIBUTE, guardScript } from '../../../src/ui/prerender/prerender-guard';
import { pageHtml } from '../../../src/ui/prerender/vite-prerender.plugin';
import { common } from '../../../src/ui/i18n/en/common';
import { marketing } from '../../../src/ui/i18n/en/marketing';

const HEADINGS: Record<string, string> = {
  '/': marketing.home.title,
  '/examples': marketing.examples.title,
  '/pricing': marketing.pricing.title,
  '/contact': marketing.contact.title,
  '/faqs': marketing.faqs.title,
  '/growth-offer': marketing.growth.title,
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('prerendered marketing pages', () => {
  it('covers every marketing route', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path).sort()).toEqual(Object.keys(HEADINGS).sort());
  });

  for (const { path } of PRERENDERED_PAGES) {
    it(`${path} holds its page's heading inside the public frame`, async () => {
      const html = await renderPage(path);
      const heading = new RegExp(`<h1[^>]*>${escapeHtml(HEADINGS[path]!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`);
      expect(html).toMatch(heading);
      expect(html).toContain('class="public-frame"');
      expect(html).toContain(escapeHtml(common.language.label));
      if (path === '/growth-offer') expect(html).not.toContain(`aria-label="${common.nav.main}"`);
      else expect(html).toContain(`aria-label="${common.nav.main}"`);
    }, 20_000);
  }

  it('/pricing names every plan', async () => {
    const html = await renderPage('/pricing');
    for (const plan of PLAN_CATALOGUE) expect(html).toContain(marketing.pricing.plans[plan.tier].name);
  }, 20_000);
});

describe('the prerender guard', () => {
  /** Runs the inline script against a page prerendered for `prerendered`, opened at `pathname`. */
  function staleAfterGuard(prerendered: string, pathname: string, storage: Map<string, string>): boolean {
    const attributes = new Map<string, string>([[PRERENDERED_PATH_ATTRIBUTE, prerendered]]);
    const documentElement = {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    };
    const localStorage = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) };
    const script = /<script>([\s\S]*)<\/script>/.exec(guardScript())![1]!;
    new Function('document', 'location', 'localStorage', script)({ documentElement }, { pathname }, localStorage);
    return attributes.has(STALE_ATTRIBUTE);
  }

  it('keeps the markup on its own path in English', () => {
    expect(staleAfterGuard('/', '/', new Map())).toBe(false);
    expect(staleAfterGuard('/pricing', '/pricing', new Map())).toBe(false);
    expect(staleAfterGuard('/pricing', '/pricing/', new Map())).toBe(false);
  });

  it('hides the Home markup on every other route served the same file', () => {
    for (const pathname of ['/entrar', '/setup', '/dashboard/settings', '/examples/bakery', '/no-such-page']) {
      expect(staleAfterGuard('/', pathname, new Map())).toBe(true);
    }
  });

  it('hides the English markup from a visitor who chose Spanish, read from where the app keeps it', () => {
    const storage = new Map<string, string>();
    const stored = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) } as unknown as Storage;
    new LocalStorageLanguagePreference(stored).set('ES');
    expect(storage.has(LANGUAGE_STORAGE_KEY)).toBe(true);
    expect(staleAfterGuard('/pricing', '/pricing', storage)).toBe(true);
    new LocalStorageLanguagePreference(stored).set('EN');
    expect(staleAfterGuard('/pricing', '/pricing', storage)).toBe(false);
  });

  it("hides the visitor's header from a device where a member is signed in, until sign-out", () => {
    const storage = new Map<string, string>();
    const stored = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) } as unknown as Storage;
    const snapshot = new LocalStorageDashboardSnapshot(stored);
    snapshot.save(SNAPSHOT);
    expect(storage.has(MEMBER_SNAPSHOT_STORAGE_KEY)).toBe(true);
    expect(staleAfterGuard('/', '/', storage)).toBe(true);
    snapshot.clear();
    expect(staleAfterGuard('/', '/', storage)).toBe(false);
  });
});

describe('the dashboard preload', () => {
  /** Runs the guard on `pathname` with the build's meta listing `files`; answers what it asked the browser to fetch. */
  function preloadsAt(pathname: string, files: string | null): { rel: string; as?: string; href: string; crossOrigin: string }[] {
    const added: { rel: string; as?: string; href: string; crossOrigin: string }[] = [];
    const document = {
      documentElement: { getAttribute: () => '/', setAttribute: () => undefined },
      querySelector: (selector: string) => (selector === `meta[name="${DASHBOARD_PRELOAD_META}"]` && files !== null ? { content: files } : null),
      createElement: () => ({ rel: '', href: '', crossOrigin: '' }),
      head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
    };
    const script = /<script>([\s\S]*)<\/script>/.exec(guardScript())![1]!;
    new Function('document', 'location', 'localStorage', script)(document, { pathname }, { getItem: () => null });
    return added;
  }

  it("asks for the dashboard's chunks and styles at once on a dashboard address, and nowhere else", () => {
    const files = '/assets/dashboard-app-a.js /assets/dashboard-b.js /assets/dashboard-app-c.css';
    expect(preloadsAt('/dashboard/website-studio', files)).toEqual([
      { rel: 'modulepreload', href: '/assets/dashboard-app-a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/dashboard-b.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/dashboard-app-c.css', crossOrigin: '' },
    ]);
    expect(preloadsAt('/dashboard', files)).toHaveLength(3);
    for (const pathname of ['/', '/pricing', '/dashboards', '/entrar']) expect(preloadsAt(pathname, files)).toEqual([]);
    // A file built without the list still guards its markup.
    expect(preloadsAt('/dashboard', null)).toEqual([]);
  });

  it('is listed before the guard runs, without what index.html already loads', () => {
    const template = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
    const page = PRERENDERED_PAGES.find((candidate) => candidate.path === '/')!;
    const html = pageHtml(template, page, '<main></main>', { css: [], js: [] }, '/', { css: ['assets/dashboard-app-c.css'], js: ['assets/index-a.js', 'assets/dashboard-app-a.js'] });
    expect(html).toContain(`<meta name="${DASHBOARD_PRELOAD_META}" content="/assets/dashboard-app-a.js /assets/dashboard-app-c.css">`);
    expect(html.indexOf(DASHBOARD_PRELOAD_META)).toBeLessThan(html.indexOf('<script>'));
  });
});

describe('a prerendered page file', () => {
  const template = [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sitio</title>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === '/examples')!;
  const html = pageHtml(template, page, '<main><h1>Examples</h1></main>', { css: ['assets/index-a.css', 'assets/examples-b.css'], js: ['assets/examples-b.js'] }, '/');

  it('names its path for the guard, which runs right after the charset, before any stylesheet', () => {
    expect(html).toContain(`<html ${PRERENDERED_PATH_ATTRIBUTE}="/examples" lang="en">`);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it("links the page's own chunk once, with what index.html already loads left as it is", () => {
    expect(html.match(/index-a\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/examples-b.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/examples-b.js">');
  });

  it('puts the markup in a wrapper the guard can hide: no inline style outranks its rule', () => {
    expect(html).toContain(`<div id="root"><div id="${PRERENDERED_MARKUP_ID}"><main><h1>Examples</h1></main></div></div>`);
    expect(guardScript()).toContain(`html[${STALE_ATTRIBUTE}] #${PRERENDERED_MARKUP_ID}{display:none}`);
  });
});
