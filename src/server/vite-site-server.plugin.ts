import path from 'node:path';
import type { Connect, Plugin, ResolvedConfig } from 'vite';
import { runnerImport } from 'vite';
import type { ConfigEnv } from '../core/config/app-config-from-env';
import { appConfigFrom } from '../core/config/app-config-from-env.ts';
import type * as DevEntryModule from './dev-site-server';
import type { Middleware } from './dev-site-server';

const SITE_PATH = '/s/';
const ENTRY = 'src/server/dev-site-server.ts';

type DevEntry = typeof DevEntryModule;

/**
 * Serves members' sites at /s/<username> (and on <username><suffix> hosts) from `vite dev` and
 * `vite preview`, through the server's own composition root on the local emulators. The server
 * is loaded on the first such request by Vite's module runner, not by the config loader, so
 * starting Vite reads this file alone; the app's own pages never wait for it.
 */
export function siteServerPlugin(): Plugin {
  let config: ResolvedConfig;
  let env: ConfigEnv = {};
  let middleware: Promise<Middleware | null> | null = null;

  function attach(middlewares: Connect.Server, load: (entry: string) => Promise<DevEntry>): void {
    const suffix = appConfigFrom(env).appDomainSuffix;
    middlewares.use((req, res, next) => {
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
      if (!(req.url ?? '').startsWith(SITE_PATH) && !host.endsWith(suffix)) {
        next();
        return;
      }
      middleware ??= load(ENTRY).then((entry) => entry.createDevSiteMiddleware(env));
      middleware.then((handle) => (handle === null ? next() : handle(req, res, next)), next);
    });
  }

  return {
    name: 'sitio-site-server',
    configResolved(resolved) {
      config = resolved;
      // The .env files' settings, under what the process was started with.
      env = { ...resolved.env, ...process.env };
    },
    configureServer(server) {
      attach(server.middlewares, (entry) => server.ssrLoadModule(`/${entry}`) as Promise<DevEntry>);
    },
    configurePreviewServer(server) {
      attach(server.middlewares, async (entry) => (await runnerImport<DevEntry>(path.resolve(config.root, entry), { root: config.root, configFile: false, logLevel: 'error' })).module);
    },
  };
}
