import type { Connect, Plugin } from 'vite';
import { DEFAULT_APP_CONFIG } from '../../core/config/app-config';
import { nodeMiddleware } from './node-http';
import type { PublicSiteHandler } from './public-site-handler';
import { SITE_PATH_PREFIX } from './public-site-handler';

/**
 * Serves members' public sites at /s/<username> from `vite dev` and `vite preview`, reading
 * the Firestore emulator through firebase-admin, as the Cloud Function does in production.
 * Inactive unless an emulator host is configured: the plugin never reaches a real project.
 */
export function publicSitePlugin(): Plugin {
  let handler: Promise<PublicSiteHandler> | null = null;

  function emulatorSettings(): { host: string; projectId: string } | null {
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? process.env.VITE_FIRESTORE_EMULATOR_HOST;
    const projectId = process.env.GCLOUD_PROJECT ?? process.env.VITE_FIREBASE_PROJECT_ID;
    if (host === undefined || host === '' || projectId === undefined || !projectId.startsWith('demo-')) return null;
    return { host, projectId };
  }

  // Pictures uploaded locally are served over http by the Storage emulator.
  function storageEmulatorOrigin(): string[] {
    const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.VITE_STORAGE_EMULATOR_HOST;
    return host === undefined || host === '' ? [] : [`http://${host.replace(/^https?:\/\//, '')}`];
  }

  // Customers' portal accounts: the Auth emulator the app itself uses (VITE_AUTH_EMULATOR_URL).
  function authEmulatorHost(): string | null {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? process.env.VITE_AUTH_EMULATOR_URL?.replace(/^https?:\/\//, '').replace(/\/+$/, '');
    return host === undefined || host === '' ? null : host;
  }

  function attach(middlewares: Connect.Server): void {
    const settings = emulatorSettings();
    if (settings === null) return;
    process.env.FIRESTORE_EMULATOR_HOST = settings.host;
    const authHost = authEmulatorHost();
    if (authHost !== null) process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const suffix = DEFAULT_APP_CONFIG.appDomainSuffix;
    middlewares.use((req, res, next) => {
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
      if (!(req.url ?? '').startsWith(SITE_PATH_PREFIX) && !host.endsWith(suffix)) {
        next();
        return;
      }
      handler ??= import('./public-site-composition').then((m) =>
        m.createAdminPublicSiteHandler({ projectId: settings.projectId, extraImageOrigins: storageEmulatorOrigin() }),
      );
      handler.then((h) => nodeMiddleware(h)(req, res, next), next);
    });
  }

  return {
    name: 'sitio-public-site',
    configureServer(server) {
      attach(server.middlewares);
    },
    configurePreviewServer(server) {
      attach(server.middlewares);
    },
  };
}
