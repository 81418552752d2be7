import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, loadEnv, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { appConfigFrom } from '../../core/config/app-config-from-env.ts';
import { isAppRoute } from '../../core/dashboard/app-routes.ts';
import { ALTERNATE_ATTRIBUTE, APP_ENTRY_META, DASHBOARD_LANGUAGE_SEPARATOR, DASHBOARD_PRELOAD_META, PAGE_LANGUAGE_ATTRIBUTE, PRERENDERED_MARKUP_ID, PRERENDERED_PATH_ATTRIBUTE, dashboardScript, guardScript } from './prerender-guard.ts';
import type { pageHead, renderPage } from './prerender-entry';
import { APP_SHELL_FILE, NOT_FOUND_FILE, PRERENDERED_PAGES, alternatesOf, type PrerenderedPage } from './prerendered-pages.ts';
import { ROBOTS_FILE, SITEMAP_FILE, robotsTxt, sitemapXml } from './search-engine-files.ts';

const SSR_ENTRY = 'src/ui/prerender/prerender-entry.tsx';
/** The script of the pages served as files (menu, language switch, speed, handing over to the app). */
export const PAGE_SCRIPT_ENTRY = 'src/ui/prerender/page-script.ts';

/** What the dashboard route loads before it draws (src/ui/app/router.tsx): its page, then its translations in the language shown. */
const DASHBOARD_MODULE = 'src/ui/app/dashboard/dashboard-app.tsx';
const DASHBOARD_NAMESPACES = ['dashboard', 'studio', 'billing', 'validation'];
const LANGUAGES = ['en', 'es'] as const;

/** Files a page needs: styles, and code (the chunk and the chunks it imports statically). */
export interface PageAssets {
  readonly css: readonly string[];
  readonly js: readonly string[];
  /** Code needed in one language only (translations), beside `js`. */
  readonly byLanguage?: Readonly<Record<(typeof LANGUAGES)[number], readonly string[]>>;
}

type Bundle = Record<string, Rolldown.OutputAsset | Rolldown.OutputChunk>;

/** The chunk holding `moduleId` and the chunks it imports statically, with their styles. */
function pageAssets(bundle: Bundle, moduleId: string): PageAssets {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const home = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!home) throw new Error(`Prerender: no chunk holds ${moduleId}`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    if (js.has(fileName)) return;
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return;
    js.add(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    chunk.imports.forEach(visit);
  };
  visit(home.fileName);
  return { css: [...css], js: [...js] };
}

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function checkTemplate(template: string): void {
  if (!template.includes('<div id="root"></div>') || !/<html\b/.test(template)) throw new Error('Prerender: index.html has no <html> or no empty #root');
}

/** The guard right after the charset, ahead of the stylesheets an inline script would wait for. */
const withGuard = (template: string, before = '', after = '') =>
  template.replace(/<meta charset=[^>]*>/.test(template) ? /<meta charset=[^>]*>/ : /<head>/, (head) => `${head}${before}${guardScript()}${after}`);

/**
 * The app's HTML, served for every address that is not a marketing page: index.html as built,
 * with the guard, the list of the dashboard's files, and the script that asks for them on a
 * dashboard address and draws the dashboard's saved first screen into #root (dashboardScript).
 */
export function appShellHtml(template: string, base: string, dashboard: PageAssets): string {
  checkTemplate(template);
  const notInTemplate = (url: string) => !template.includes(url);
  // A file of one language only is listed as `<language>|<url>`; the script asks for the shown language's.
  const oneLanguage = LANGUAGES.flatMap((language) => (dashboard.byLanguage?.[language] ?? []).map((file) => `${base}${file}`).filter(notInTemplate).map((url) => `${language}${DASHBOARD_LANGUAGE_SEPARATOR}${url}`));
  const preload = [...[...dashboard.js, ...dashboard.css].map((file) => `${base}${file}`).filter(notInTemplate), ...oneLanguage];
  const meta = preload.length === 0 ? '' : `<meta name="${DASHBOARD_PRELOAD_META}" content="${preload.join(' ')}">`;
  return withGuard(template, meta, dashboardScript());
}

export interface PageParts {
  readonly markup: string;
  readonly head: PageHead;
  /** The page's stylesheets (its code is the app's, which the page does not load). */
  readonly css: readonly string[];
  /** The page script: its entry first, then the chunks it imports. */
  readonly script: readonly string[];
  /** The app's entry, for a page that hands over to the app. */
  readonly appEntry: string;
  /** Where the site is deployed ('https://sitio.app'): canonical, hreflang and og:url are absolute. */
  readonly origin: string;
}

/** A page's title and description, in its language (the `pages` translations). */
export interface PageHead {
  readonly title: string;
  readonly description: string;
}

/** Open Graph's names of the two languages. */
const OG_LOCALE = { EN: 'en_US', ES: 'es_US' } as const;

/** The title and description a template carries, replaced by a page's own. */
function withHead(template: string, head: PageHead): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeAttribute(head.description)}" />`);
}

/**
 * A marketing page as a file: its markup in #root, in its language, with its title, its
 * alternate in the other language, its styles and the small page script instead of the app's.
 */
export function pageHtml(template: string, page: PrerenderedPage, parts: PageParts, base: string): string {
  checkTemplate(template);
  const href = (file: string) => `${base}${file}`;
  const url = (pagePath: string) => `${parts.origin}${pagePath}`;
  const { en: english, es: spanish } = alternatesOf(page);
  const [entry, ...imports] = parts.script;
  if (entry === undefined) throw new Error('Prerender: no page script in the build');
  const other = page.language === 'ES' ? 'EN' : 'ES';
  const og = (property: string, content: string) => `<meta property="${property}" content="${escapeAttribute(content)}">`;
  const tags = [
    `<link rel="canonical" href="${url(page.path)}">`,
    `<link rel="alternate" hreflang="en" href="${url(english)}">`,
    `<link rel="alternate" hreflang="es" href="${url(spanish)}">`,
    `<link rel="alternate" hreflang="x-default" href="${url(english)}">`,
    og('og:type', 'website'),
    og('og:site_name', 'Sitio'),
    og('og:title', parts.head.title),
    og('og:description', parts.head.description),
    og('og:url', url(page.path)),
    og('og:locale', OG_LOCALE[page.language]),
    og('og:locale:alternate', OG_LOCALE[other]),
    ...parts.css.filter((file) => !template.includes(href(file))).map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    `<script type="module" crossorigin src="${href(entry)}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...(page.startsApp ? [`<meta name="${APP_ENTRY_META}" content="${href(parts.appEntry)}">`] : []),
  ];
  const lang = page.language.toLowerCase();
  return withGuard(
    withHead(template, parts.head)
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(/<html\b[^>]*>/, `<html ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}" ${PAGE_LANGUAGE_ATTRIBUTE}="${page.language}" ${ALTERNATE_ATTRIBUTE}="${page.alternate}" lang="${lang}">`)
      .replace('</head>', () => `${tags.join('')}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root"><div id="${PRERENDERED_MARKUP_ID}">${parts.markup}</div></div>`),
  );
}

/**
 * What Hosting serves, with status 404, for an address that is no page (firebase.json rewrites
 * only the app's routes): the app's HTML, so the app still starts there and shows its not-found
 * page, titled so and kept out of search results.
 */
export function notFoundHtml(appShell: string, head: PageHead): string {
  return withHead(appShell, head).replace('</head>', () => '<meta name="robots" content="noindex"></head>');
}

/** The app's public address, from the build's settings; a build without it stops here. */
export function buildAppUrl(env: Record<string, string | undefined>): string {
  const url = appConfigFrom(env).appUrl;
  if (url === null) {
    throw new Error(
      'Sitio: the build needs the app\'s public address, for the canonical, hreflang and sitemap addresses of its pages. ' +
        'Set SITIO_APP_URL (or VITE_APP_URL) to an absolute http(s) address, e.g. SITIO_APP_URL=https://sitio.app npm run build. ' +
        '(npm test, npm run bench and npm start set it to their local address.)',
    );
  }
  return url;
}

/** The app's entry chunk and the page script's files, from the bundle. */
function entries(bundle: Bundle, root: string): { app: string; script: string[] } {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry);
  const script = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(root, PAGE_SCRIPT_ENTRY));
  const main = path.resolve(root, 'src/ui/main.tsx');
  const app = chunks.find((chunk) => chunk !== script && chunk.moduleIds.includes(main));
  if (!script || !app) throw new Error(`Prerender: entry not found in the build (${!script ? PAGE_SCRIPT_ENTRY : 'src/ui/main.tsx'})`);
  const files = [script.fileName];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.includes(fileName) || !chunk || chunk.type !== 'chunk') return;
    files.push(fileName);
    chunk.imports.forEach(visit);
  };
  script.imports.forEach(visit);
  return { app: app.fileName, script: files };
}

/**
 * Writes each marketing page (PRERENDERED_PAGES, both languages) as HTML at the end of every
 * `vite build`, so the browser paints its content before any script runs, and the app's HTML as
 * app.html. The markup comes from the app's own routes and components, rendered with
 * react-dom/server from an SSR build of src/ui/prerender/prerender-entry.tsx made into a
 * throwaway folder under node_modules/.cache (so its imports of React and the router resolve to
 * the project's).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let origin = '';
  let written: { outDir: string; bundle: Bundle } | null = null;
  return {
    name: 'sitio-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', 'page-script': PAGE_SCRIPT_ENTRY } } } }),
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // Before any bundling, so a build without the address fails at once.
      origin = buildAppUrl({ ...loadEnv(config.mode, config.envDir, ['VITE_', 'SITIO_']), ...process.env });
    },
    writeBundle(options, bundle) {
      written = { outDir: options.dir ?? path.resolve(config.root, config.build.outDir), bundle: bundle as Bundle };
    },
    async closeBundle(error?: Error) {
      if (error || !written) return;
      const { outDir, bundle } = written;
      written = null;
      const cacheDir = path.join(config.root, 'node_modules', '.cache');
      await fs.mkdir(cacheDir, { recursive: true });
      const ssrDir = await fs.mkdtemp(path.join(cacheDir, 'sitio-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          envDir: config.envDir,
          envPrefix: config.envPrefix,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: SSR_ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            target: 'node20',
            rolldownOptions: { output: { entryFileNames: 'prerender-entry.js' } },
          },
        });
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href)) as { renderPage: typeof renderPage; pageHead: typeof pageHead };
        const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        const dashboardPage = pageAssets(bundle, path.resolve(config.root, DASHBOARD_MODULE));
        const translations = (language: string) => {
          const parts = DASHBOARD_NAMESPACES.map((namespace) => pageAssets(bundle, path.resolve(config.root, `src/ui/i18n/${language}/${namespace}.ts`)));
          return [...new Set(parts.flatMap((part) => part.js))].filter((file) => !dashboardPage.js.includes(file));
        };
        const dashboard: PageAssets = { ...dashboardPage, byLanguage: { en: translations('en'), es: translations('es') } };
        const appShell = appShellHtml(template, config.base, dashboard);
        await fs.writeFile(path.join(outDir, APP_SHELL_FILE), appShell);
        await fs.writeFile(path.join(outDir, NOT_FOUND_FILE), notFoundHtml(appShell, entry.pageHead('/404', 'EN')));
        await fs.writeFile(path.join(outDir, SITEMAP_FILE), sitemapXml(PRERENDERED_PAGES, origin));
        await fs.writeFile(path.join(outDir, ROBOTS_FILE), robotsTxt(origin));
        const { app, script } = entries(bundle, config.root);
        for (const page of PRERENDERED_PAGES) {
          const markup = await entry.renderPage(page.path);
          const { css } = pageAssets(bundle, path.resolve(config.root, page.module));
          const file = path.join(outDir, page.file);
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, pageHtml(template, page, { markup, head: entry.pageHead(page.path, page.language), css, script, appEntry: app, origin }, config.base));
        }
        config.logger.info(`Prerendered ${PRERENDERED_PAGES.map((page) => page.path).join(', ')}`);
      } finally {
        await fs.rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/** Whether `file` is a file inside `dir` (a request's path never leads out of it). */
async function isFileIn(dir: string, file: string): Promise<boolean> {
  let resolved: string;
  try {
    resolved = path.resolve(dir, `.${decodeURIComponent(file)}`);
  } catch {
    return false;
  }
  if (!resolved.startsWith(`${dir}${path.sep}`)) return false;
  return fs.stat(resolved).then((stats) => stats.isFile(), () => false);
}

/**
 * `vite preview` serves the build as Hosting does (firebase.json): a marketing page's file at
 * its clean URL, the app's HTML at the app's routes (not index.html, which is Home), and for any
 * other address, file or page, 404.html with status 404.
 */
export function appShellFallbackPlugin(): Plugin {
  const pages = new Set(PRERENDERED_PAGES.map((page) => page.path));
  return {
    name: 'sitio-app-shell-fallback',
    apply: (_userConfig, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const [pathname = '/', query] = (req.url ?? '/').split('?', 2);
        const bare = pathname.replace(/\/+$/, '') || '/';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || /^\/(?:s|__)(?:\/|$)/.test(bare)) {
          next();
          return;
        }
        const search = query === undefined ? '' : `?${query}`;
        let served: Promise<boolean> = Promise.resolve(true);
        if (/\.[a-z0-9]+$/i.test(bare)) served = isFileIn(outDir, bare);
        // '/es/' is '/es', as Hosting's `trailingSlash: false` makes it.
        else if (pages.has(bare)) req.url = `${bare}${search}`;
        else if (isAppRoute(bare)) req.url = `/${APP_SHELL_FILE}${search}`;
        else served = Promise.resolve(false);
        served
          .then(async (found) => {
            if (found) {
              next();
              return;
            }
            const body = await fs.readFile(path.join(outDir, NOT_FOUND_FILE));
            res.statusCode = 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(req.method === 'HEAD' ? undefined : body);
          })
          .catch(next);
      });
    },
  };
}
