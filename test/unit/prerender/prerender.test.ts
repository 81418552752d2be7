// The marketing pages are written to HTML at build time by the app's own components, in each
// language at its own address; these check that each page's markup is its real content, that
// the inline guard picks the member's header and the visitor's language before the first paint,
// and how a page's file is put together.
import { describe, expect, it } from 'vitest';
import { LocalStorageLanguagePreference } from '../../../src/adapters/browser/language-preference.local-storage';
import { PLAN_CATALOGUE } from '../../../src/core/plans/plan-gates';
import { renderPage } from '../../../src/ui/prerender/prerender-entry';
import { PRERENDERED_PAGES } from '../../../src/ui/prerender/prerendered-pages';
import { LocalStorageDashboardSnapshot } from '../../../src/adapters/browser/dashboard-snapshot.local-storage';
import { SNAPSHOT } from '../../contracts/dashboard-snapshot.contract';
import { ALTERNATE_ATTRIBUTE, APP_ENTRY_META, DASHBOARD_PRELOAD_META, DASHBOARD_SCREEN_STORAGE_KEY, LANGUAGE_STORAGE_KEY, MEMBER_ATTRIBUTE, MEMBER_SNAPSHOT_STORAGE_KEY, PAGE_LANGUAGE_ATTRIBUTE, PRERENDERED_MARKUP_ID, PRERENDERED_PATH_ATTRIBUTE, dashboardScript, guardScript } from '../../../src/ui/prerender/prerender-guard';
import { appShellHtml, pageHtml, type PageParts } from '../../../src/ui/prerender/vite-prerender.plugin';
import { common } from '../../../src/ui/i18n/en/common';
import { marketing } from '../../../src/ui/i18n/en/marketing';
import { common as commonEs } from '../../../src/ui/i18n/es/common';
import { marketing as marketingEs } from '../../../src/ui/i18n/es/marketing';

const HEADINGS: Record<string, string> = {
  '/': marketing.home.title,
  '/examples': marketing.examples.title,
  '/pricing': marketing.pricing.title,
  '/contact': marketing.contact.title,
  '/faqs': marketing.faqs.title,
  '/growth-offer': marketing.growth.title,
  '/es': marketingEs.home.title,
  '/es/examples': marketingEs.examples.title,
  '/es/pricing': marketingEs.pricing.title,
  '/es/contact': marketingEs.contact.title,
  '/es/faqs': marketingEs.faqs.title,
  '/es/growth-offer': marketingEs.growth.title,
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('prerendered marketing pages', () => {
  it('covers every marketing route in both languages, each in the file Hosting serves for it', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path).sort()).toEqual(Object.keys(HEADINGS).sort());
    const files = Object.fromEntries(PRERENDERED_PAGES.map((page) => [page.path, page.file]));
    expect(files).toMatchObject({ '/': 'index.html', '/es': 'es.html', '/pricing': 'pricing.html', '/es/pricing': 'es/pricing.html' });
    for (const page of PRERENDERED_PAGES) {
      const other = PRERENDERED_PAGES.find((candidate) => candidate.path === page.alternate)!;
      expect(other.alternate).toBe(page.path);
      expect(other.language).not.toBe(page.language);
    }
  });

  it('adopts each page in one pass: no Suspense boundary between the frame and the page', async () => {
    // React hydrates a boundary's content after the rest, and the page script stops holding a
    // sent form once the app says it has taken the page: a form inside a boundary would be sent
    // by the browser in between, leaving the page.
    for (const path of ['/contact', '/es/contact', '/']) expect(await renderPage(path)).not.toMatch(/<!--\$[!?]?-->/);
  }, 20_000);

  for (const { path, language } of PRERENDERED_PAGES) {
    it(`${path} holds its page's heading inside the public frame, in its language`, async () => {
      const words = language === 'ES' ? commonEs : common;
      const html = await renderPage(path);
      const heading = new RegExp(`<h1[^>]*>${escapeHtml(HEADINGS[path]!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`);
      expect(html).toMatch(heading);
      expect(html).toContain('class="public-frame"');
      expect(html).toContain(escapeHtml(words.language.label));
      if (path.endsWith('/growth-offer')) expect(html).not.toContain(`aria-label="${words.nav.main}"`);
      else expect(html).toContain(`aria-label="${words.nav.main}"`);
    }, 20_000);
  }

  it("carries the header for narrow and wide windows, for visitors and for members, with links in the page's language", async () => {
    const html = await renderPage('/es/pricing');
    for (const audience of ['visitor', 'member']) {
      for (const width of ['narrow', 'wide']) expect(html).toContain(`class="topnav-variant topnav-variant--${width}" data-audience="${audience}"`);
    }
    expect(html).toContain(`href="/es/faqs"`);
    expect(html).toContain(`>${escapeHtml(commonEs.nav.getStarted)}</a>`);
    expect(html).toContain(`>${escapeHtml(commonEs.nav.dashboard)}</a>`);
    expect(html).toContain(`data-label-open="${escapeHtml(commonEs.nav.closeMenu)}"`);
    expect(html).not.toContain('href="/faqs"');
  }, 20_000);

  it('/pricing names every plan', async () => {
    const html = await renderPage('/pricing');
    for (const plan of PLAN_CATALOGUE) expect(html).toContain(marketing.pricing.plans[plan.tier].name);
  }, 20_000);
});

describe('the guard', () => {
  /** Runs the inline script on a page of `language` whose other language is at `alternate`, opened at `pathname`. */
  function runGuard(page: { language?: string; alternate?: string }, pathname: string, storage: Map<string, string>) {
    const attributes = new Map<string, string>();
    if (page.language) attributes.set(PAGE_LANGUAGE_ATTRIBUTE, page.language);
    if (page.alternate) attributes.set(ALTERNATE_ATTRIBUTE, page.alternate);
    const documentElement = {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    };
    const replaced: string[] = [];
    const location = { pathname, search: '?plan=Elite', hash: '', replace: (url: string) => replaced.push(url) };
    const localStorage = { getItem: (key: string) => storage.get(key) ?? null };
    const script = /<script>([\s\S]*)<\/script>/.exec(guardScript())![1]!;
    new Function('document', 'location', 'localStorage', script)({ documentElement, querySelector: () => null }, location, localStorage);
    return { member: attributes.has(MEMBER_ATTRIBUTE), replaced };
  }
  const spanish = { language: 'ES', alternate: '/pricing' };
  const english = { language: 'EN', alternate: '/es/pricing' };

  it('keeps a page in its language for a visitor who chose none, or chose it', () => {
    expect(runGuard(english, '/pricing', new Map()).replaced).toEqual([]);
    expect(runGuard(spanish, '/es/pricing', new Map()).replaced).toEqual([]);
    expect(runGuard(spanish, '/es/pricing', new Map([[LANGUAGE_STORAGE_KEY, 'ES']])).replaced).toEqual([]);
  });

  it('opens the page in the language a visitor chose on this device, read from where the app keeps it, before it paints', () => {
    const storage = new Map<string, string>();
    const stored = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) } as unknown as Storage;
    new LocalStorageLanguagePreference(stored).set('ES');
    expect(runGuard(english, '/pricing', storage).replaced).toEqual(['/es/pricing?plan=Elite']);
    new LocalStorageLanguagePreference(stored).set('EN');
    expect(runGuard(spanish, '/es/pricing', storage).replaced).toEqual(['/pricing?plan=Elite']);
    // The app's own HTML has no language of its own: nothing moves.
    expect(runGuard({}, '/entrar', storage).replaced).toEqual([]);
  });

  it("shows the member's header on a device where a member is signed in, until sign-out", () => {
    const storage = new Map<string, string>();
    const stored = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) } as unknown as Storage;
    const snapshot = new LocalStorageDashboardSnapshot(stored);
    snapshot.save(SNAPSHOT);
    expect(storage.has(MEMBER_SNAPSHOT_STORAGE_KEY)).toBe(true);
    expect(runGuard(english, '/pricing', storage).member).toBe(true);
    snapshot.clear();
    expect(runGuard(english, '/pricing', storage).member).toBe(false);
  });
});

type Added = { rel: string; href: string; crossOrigin: string; blocking?: string };

/**
 * Runs the app HTML's dashboard script at `pathname` on a device whose storage is `storage`, with
 * the build's meta listing `files`; then lets the parser make #root and the browser paint.
 * Answers what it asked the browser for before and after that paint, and what #root held.
 */
/** `controlled`: a service worker controls the page (a repeat visit); without one, a cold visit. */
function runDashboardScript(pathname: string, { storage = new Map<string, string>(), files = BUILD as string | null, width = 412, controlled = true } = {}) {
  let root: { innerHTML: string; firstChild: null; firstElementChild: null } | null = null;
  const added: Added[] = [];
  const observers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const document = {
    documentElement: { clientWidth: width, lang: 'en' },
    querySelector: (selector: string) => (selector === `meta[name="${DASHBOARD_PRELOAD_META}"]` && files !== null ? { content: files } : null),
    getElementById: (id: string) => (id === 'root' ? root : null),
    // Taps on the saved screen are kept for the app (src/ui/app/dashboard/early-tap.test.tsx).
    addEventListener: () => {},
    createElement: () => {
      const link: Added & { setAttribute(name: string, value: string): void } = {
        rel: '',
        href: '',
        crossOrigin: '',
        setAttribute(name, value) {
          if (name === 'blocking') this.blocking = value;
        },
      };
      return link;
    },
    head: { appendChild: ({ rel, href, crossOrigin, blocking }: Added) => added.push({ rel, href, crossOrigin, ...(blocking ? { blocking } : {}) }) },
  };
  const script = /<script>([\s\S]*)<\/script>/.exec(dashboardScript())![1]!;
  new Function('document', 'location', 'localStorage', 'innerWidth', 'MutationObserver', 'requestAnimationFrame', 'setTimeout', 'navigator', script)(
    document,
    { pathname },
    { getItem: (key: string) => storage.get(key) ?? null },
    width,
    FakeObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => callback(),
    { serviceWorker: { controller: controlled ? {} : null } },
  );
  // The parser goes on: the <body> first, then #root; then the browser paints.
  [...observers].forEach((notify) => notify());
  root = { innerHTML: '', firstChild: null, firstElementChild: null };
  [...observers].forEach((notify) => notify());
  expect(observers).toEqual([]);
  const beforePaint = [...added];
  frames.splice(0).forEach((frame) => frame());
  return { root: root.innerHTML, beforePaint, added, lang: document.documentElement.lang };
}

const BUILD = '/assets/dashboard-app-a.js /assets/dashboard-b.js /assets/dashboard-app-c.css';

describe('the dashboard preload', () => {
  it("asks for the dashboard's chunks and styles at once on a dashboard address, and nowhere else", () => {
    const expected = [
      // The styles hold the first paint.
      { rel: 'stylesheet', href: '/assets/dashboard-app-c.css', crossOrigin: '', blocking: 'render' },
      { rel: 'modulepreload', href: '/assets/dashboard-app-a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/dashboard-b.js', crossOrigin: '' },
    ];
    expect(runDashboardScript('/dashboard/website-studio').beforePaint).toEqual(expected);
    expect(runDashboardScript('/dashboard').beforePaint).toEqual(expected);
    for (const pathname of ['/', '/pricing', '/dashboards', '/entrar']) expect(runDashboardScript(pathname).added).toEqual([]);
    expect(runDashboardScript('/dashboard', { files: null }).added).toEqual([]);
  });

  it("asks for the translations of the language the app starts in only", () => {
    const files = `${BUILD} en|/assets/dashboard-en.js es|/assets/dashboard-es.js`;
    const hrefs = (language?: 'ES' | 'EN') => {
      const storage = new Map<string, string>(language ? [[LANGUAGE_STORAGE_KEY, language]] : []);
      return runDashboardScript('/dashboard/settings', { storage, files }).added.map((link) => link.href);
    };
    expect(hrefs()).toEqual(['/assets/dashboard-app-c.css', '/assets/dashboard-app-a.js', '/assets/dashboard-b.js', '/assets/dashboard-en.js']);
    expect(hrefs('ES')).toEqual(['/assets/dashboard-app-c.css', '/assets/dashboard-app-a.js', '/assets/dashboard-b.js', '/assets/dashboard-es.js']);
  });

  it('lists the files of one language apart, the build identified by the whole list', () => {
    const template = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
    const html = appShellHtml(template, '/', { css: [], js: ['assets/dashboard-app-a.js'], byLanguage: { en: ['assets/dashboard-en.js'], es: ['assets/dashboard-es.js'] } });
    expect(html).toContain(`<meta name="${DASHBOARD_PRELOAD_META}" content="/assets/dashboard-app-a.js en|/assets/dashboard-en.js es|/assets/dashboard-es.js">`);
  });

  it("is listed in the app's HTML before the scripts run, without what the HTML already loads", () => {
    const template = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
    const html = appShellHtml(template, '/', { css: ['assets/dashboard-app-c.css'], js: ['assets/index-a.js', 'assets/dashboard-app-a.js'] });
    expect(html).toContain(`<meta name="${DASHBOARD_PRELOAD_META}" content="/assets/dashboard-app-a.js /assets/dashboard-app-c.css">`);
    expect(html.indexOf(DASHBOARD_PRELOAD_META)).toBeLessThan(html.indexOf('<script>'));
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
  });
});

describe("the dashboard's saved first screen", () => {
  const MARKUP = '<div class="dashboard dashboard--mobile"><nav class="mobile-bottom-nav"></nav></div>';
  const SCREEN = { build: BUILD, chrome: 'mobile', language: 'EN', html: MARKUP } as const;

  /** A device where the live dashboard saved its snapshot and `screen`, through the app's own adapter. */
  function deviceWith(screen: Parameters<LocalStorageDashboardSnapshot['saveScreen']>[0] | null, language?: 'EN' | 'ES') {
    const storage = new Map<string, string>();
    const stored = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) } as unknown as Storage;
    const snapshot = new LocalStorageDashboardSnapshot(stored);
    snapshot.save(SNAPSHOT);
    if (screen) snapshot.saveScreen(screen);
    if (language) new LocalStorageLanguagePreference(stored).set(language);
    return { storage, snapshot };
  }
  const drawnAt = (pathname: string, storage: Map<string, string>, options: { width?: number; files?: string | null } = {}) => runDashboardScript(pathname, { storage, ...options }).root;

  it("draws the saved screen into #root at the dashboard's address, and asks for the code beside the styles on every visit", () => {
    for (const controlled of [true, false]) {
      const { storage } = deviceWith(SCREEN);
      const run = runDashboardScript('/dashboard', { storage, controlled });
      expect(run.root).toBe(MARKUP);
      // A cold visit waits for the code's round trip; a repeat visit has it from the service
      // worker by the time the app's own code has run.
      expect(run.beforePaint.map((link) => link.rel)).toEqual(['stylesheet', 'modulepreload', 'modulepreload']);
      // Once, not again after the paint.
      expect(run.added).toHaveLength(3);
    }
    expect(drawnAt('/dashboard/', deviceWith(SCREEN).storage)).toBe(MARKUP);
  });

  it('draws nothing at any other address: the screen is the dashboard home', () => {
    const { storage } = deviceWith(SCREEN);
    for (const pathname of ['/dashboard/website-studio', '/dashboards', '/entrar', '/']) expect(drawnAt(pathname, storage)).toBe('');
  });

  it('draws nothing made by another build, for the other layout or in the other language', () => {
    expect(drawnAt('/dashboard', deviceWith(SCREEN).storage, { files: '/assets/dashboard-app-z.js' })).toBe('');
    expect(drawnAt('/dashboard', deviceWith(SCREEN).storage, { files: null })).toBe('');
    // 1280 px is the sidebar's layout; the screen was drawn with the phone's bars.
    const wide = runDashboardScript('/dashboard', { storage: deviceWith(SCREEN).storage, width: 1280 });
    expect(wide.root).toBe('');
    expect(wide.added).toHaveLength(3);
    expect(drawnAt('/dashboard', deviceWith({ ...SCREEN, chrome: 'sidebar' }).storage, { width: 1280 })).toBe(MARKUP);
    expect(drawnAt('/dashboard', deviceWith(SCREEN, 'ES').storage)).toBe('');
    const spanish = runDashboardScript('/dashboard', { storage: deviceWith({ ...SCREEN, language: 'ES' }, 'ES').storage });
    expect(spanish.root).toBe(MARKUP);
    // The page says the language it is in, before the app would.
    expect(spanish.lang).toBe('es');
  });

  it('draws nothing after sign-out, or from a value that is not a screen', () => {
    const { storage, snapshot } = deviceWith(SCREEN);
    snapshot.clear();
    expect(drawnAt('/dashboard', storage)).toBe('');
    const { storage: edited } = deviceWith(null);
    for (const raw of ['{not json', '42', '{"build":"x"}']) {
      edited.set(DASHBOARD_SCREEN_STORAGE_KEY, raw);
      const run = runDashboardScript('/dashboard', { storage: edited });
      expect(run.root).toBe('');
      expect(run.beforePaint).toHaveLength(3);
    }
  });

  it("runs in the app's HTML right after the guard, ahead of every stylesheet it would wait for", () => {
    const template = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="stylesheet" href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';
    const html = appShellHtml(template, '/', { css: ['assets/dashboard-app-c.css'], js: ['assets/dashboard-app-a.js'] });
    expect(html).toContain(`${guardScript()}${dashboardScript()}<link rel="stylesheet"`);
  });
});

describe('a marketing page file', () => {
  const template = [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Sitio builds websites." /><title>Sitio</title>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/react-a.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');
  const parts = (markup: string): PageParts => ({
    markup,
    head: { title: 'Sitio — sitios web', description: 'Sitio "crea" sitios.' },
    css: ['assets/index-a.css', 'assets/examples-b.css'],
    script: ['assets/page-script-c.js', 'assets/shared-d.js'],
    appEntry: 'assets/index-a.js',
    origin: 'https://sitio.app',
  });
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === '/es/examples')!;
  const html = pageHtml(template, page, parts('<main><h1>Ejemplos</h1></main>'), '/');

  it('names its path, language and alternate for the guard, which runs right after the charset', () => {
    expect(html).toContain(`<html ${PRERENDERED_PATH_ATTRIBUTE}="/es/examples" ${PAGE_LANGUAGE_ATTRIBUTE}="ES" ${ALTERNATE_ATTRIBUTE}="/examples" lang="es">`);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('has its title and description in its language, and its alternates for search engines', () => {
    expect(html).toContain('<title>Sitio — sitios web</title>');
    expect(html).toContain('<meta name="description" content="Sitio &quot;crea&quot; sitios." />');
    expect(html).toContain('<link rel="canonical" href="https://sitio.app/es/examples">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://sitio.app/examples">');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://sitio.app/es/examples">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://sitio.app/examples">');
  });

  it("loads the page script instead of the app: none of the app's code, its styles once", () => {
    expect(html).not.toContain('index-a.js');
    expect(html).not.toContain('react-a.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/page-script-c.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-d.js">');
    expect(html.match(/index-a\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/examples-b.css">');
  });

  it("names the app's entry only on a page with a form, which hands over to the app", () => {
    expect(html).not.toContain(APP_ENTRY_META);
    const contact = PRERENDERED_PAGES.find((candidate) => candidate.path === '/contact')!;
    expect(pageHtml(template, contact, parts('<main></main>'), '/')).toContain(`<meta name="${APP_ENTRY_META}" content="/assets/index-a.js">`);
  });

  it('puts the markup in a wrapper the app adopts', () => {
    expect(html).toContain(`<div id="root"><div id="${PRERENDERED_MARKUP_ID}"><main><h1>Ejemplos</h1></main></div></div>`);
  });
});
