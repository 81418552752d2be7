import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { DASHBOARD_PRELOAD_META, PRERENDERED_MARKUP_ID, PRERENDERED_PATH_ATTRIBUTE, guardScript } from './prerender-guard';
import type { renderPage } from './prerender-entry';
import { PRERENDERED_PAGES, type PrerenderedPage } from './prerendered-pages';

const SSR_ENTRY = 'src/ui/prerender/prerender-entry.tsx';

/** What the dashboard route loads before it draws (src/ui/app/router.tsx): its page and translations. */
const DASHBOARD_MODULES = [
  'src/ui/app/dashboard/dashboard-app.tsx',
  ...['en', 'es'].flatMap((language) => ['dashboard', 'studio', 'billing', 'validation'].map((namespace) => `src/ui/i18n/${language}/${namespace}.ts`)),
];

/** What a page's lazy chunk needs in its HTML: its styles, and its code preloaded. */
interface PageAssets {
  readonly css: readonly string[];
  readonly js: readonly string[];
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

/**
 * The built index.html with a page's markup in #root and the tags its lazy chunk needs, and the
 * list of the dashboard's files the guard preloads on a dashboard address (this file is also
 * the fallback every app route is served).
 */
export function pageHtml(template: string, page: PrerenderedPage, markup: string, assets: PageAssets, base: string, dashboard: PageAssets = { css: [], js: [] }): string {
  const href = (file: string) => `${base}${file}`;
  const preload = [...dashboard.js, ...dashboard.css].map(href).filter((url) => !template.includes(url));
  const meta = preload.length === 0 ? '' : `<meta name="${DASHBOARD_PRELOAD_META}" content="${preload.join(' ')}">`;
  // Files index.html already loads stay as they are; only the page's own chunk is added.
  const tags = [
    ...assets.css.filter((file) => !template.includes(href(file))).map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    ...assets.js.filter((file) => !template.includes(href(file))).map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  ];
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !/<html\b/.test(template)) throw new Error('Prerender: index.html has no <html> or no empty #root');
  return template
    .replace(/<html\b/, `<html ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}"`)
    // Right after the charset, ahead of the stylesheets an inline script would wait for.
    .replace(/<meta charset=[^>]*>/.test(template) ? /<meta charset=[^>]*>/ : /<head>/, (head) => `${head}${meta}${guardScript()}`)
    .replace('</head>', `${tags.join('')}</head>`)
    // The guard's wrapper (see prerender-guard.ts); createRoot removes it with the markup.
    .replace(root, () => `<div id="root"><div id="${PRERENDERED_MARKUP_ID}">${markup}</div></div>`);
}

/**
 * Writes each marketing page (PRERENDERED_PAGES) as HTML at the end of every `vite build`, so
 * the browser paints its content before any script runs. The markup comes from the app's own
 * routes and components, rendered with react-dom/server from an SSR build of
 * src/ui/prerender/prerender-entry.tsx made into a throwaway folder under node_modules/.cache
 * (so its imports of React and the router resolve to the project's).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let written: { outDir: string; bundle: Bundle } | null = null;
  return {
    name: 'sitio-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
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
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href)) as { renderPage: typeof renderPage };
        const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        const dashboardParts = DASHBOARD_MODULES.map((module) => pageAssets(bundle, path.resolve(config.root, module)));
        const dashboard = { css: [...new Set(dashboardParts.flatMap((a) => a.css))], js: [...new Set(dashboardParts.flatMap((a) => a.js))] };
        for (const page of PRERENDERED_PAGES) {
          const markup = await entry.renderPage(page.path);
          const assets = pageAssets(bundle, path.resolve(config.root, page.module));
          await fs.writeFile(path.join(outDir, page.file), pageHtml(template, page, markup, assets, config.base, dashboard));
        }
        config.logger.info(`Prerendered ${PRERENDERED_PAGES.map((page) => page.path).join(', ')}`);
      } finally {
        await fs.rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
