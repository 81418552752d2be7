import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../prerender/prerendered-pages.ts';
import { serviceWorkerScript } from './service-worker-script.ts';

/**
 * Chunks fetched only when a member needs them and too large to download on every device ahead of
 * time: the HEIC converter (libheif, about 3 MB), loaded when an iPhone picture is picked.
 */
const NOT_PRECACHED_MODULE = /\/node_modules\/heic-to\//;

/** The service worker's file; registered by src/ui/main.tsx, served uncached (firebase.json). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Writes dist/sw.js at the end of every `vite build`, precaching every file the build emitted
 * (source maps aside) and the prerendered pages. Written by hand rather than with Workbox: the
 * app needs two routes, and this keeps the build free of Workbox's own toolchain.
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  let files: string[] = [];
  return {
    name: 'sitio-service-worker',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const onDemand = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' && output.moduleIds.length > 0 && output.moduleIds.every((id) => NOT_PRECACHED_MODULE.test(id));
      };
      files = Object.keys(bundle).filter((file) => !file.endsWith('.map') && !file.endsWith('.html') && file !== SERVICE_WORKER_FILE && !onDemand(file));
    },
    async closeBundle(error?: Error) {
      if (error || files.length === 0) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const assets = files.map((file) => `${config.base}${file}`).sort();
      const pages = PRERENDERED_PAGES.map((page) => page.path);
      const appShell = `${config.base}${APP_SHELL_FILE}`;
      const version = createHash('sha256').update(JSON.stringify({ assets, pages, appShell })).digest('hex').slice(0, 12);
      await fs.writeFile(path.join(outDir, SERVICE_WORKER_FILE), serviceWorkerScript({ version, assets, pages, appShell }));
      files = [];
    },
  };
}
