import type { PortalPushWebConfig } from '../render/render-portal-page';
import type { PublicSiteHandler, SiteResponse } from './public-site-handler';

/** The customers' portal's push script (portal-push.entry.ts); `?v=` names its version, so it may be cached for good. */
export const PORTAL_PUSH_SCRIPT_PATH = '/s/_portal-push.js';

export function portalPushScriptUrl(version: string): string {
  return `${PORTAL_PUSH_SCRIPT_PATH}?v=${encodeURIComponent(version)}`;
}

function response(status: number, headers: Record<string, string>, body = ''): SiteResponse {
  return { status, headers: { 'X-Content-Type-Options': 'nosniff', ...headers }, body };
}

/**
 * Serves the push script at its one path, on any host (a member's own domain included), and
 * answers null for everything else. No cookie is read or set.
 */
export function createPortalPushScriptEndpoint(deps: { readonly script: string; readonly version: string }): PublicSiteHandler {
  return (request) => {
    const url = new URL(request.url, 'http://site.invalid');
    if (url.pathname !== PORTAL_PUSH_SCRIPT_PATH) return Promise.resolve(null);
    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return Promise.resolve(response(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }));
    const current = url.searchParams.get('v') === deps.version;
    return Promise.resolve(
      response(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      }, method === 'HEAD' ? '' : deps.script),
    );
  };
}

function present(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
}

/**
 * The deployment's web config for push on customers' devices, from the server's environment:
 * SITIO_FIREBASE_<NAME>, else the app's own VITE_FIREBASE_<NAME> (API_KEY, PROJECT_ID, with the
 * function's GCLOUD_PROJECT last, MESSAGING_SENDER_ID, APP_ID, VAPID_KEY). Null, so push is off,
 * when any is missing or on the emulators (FCM has none), as it is in the members' dashboard.
 */
export function portalPushConfigFromEnv(env: Readonly<Record<string, string | undefined>>): PortalPushWebConfig | null {
  const emulators =
    present(env['VITE_USE_EMULATORS']) === 'true' || present(env['FIRESTORE_EMULATOR_HOST']) !== null || present(env['FIREBASE_AUTH_EMULATOR_HOST']) !== null;
  if (emulators) return null;
  const read = (name: string) => present(env[`SITIO_FIREBASE_${name}`]) ?? present(env[`VITE_FIREBASE_${name}`]);
  const apiKey = read('API_KEY');
  const projectId = read('PROJECT_ID') ?? present(env['GCLOUD_PROJECT']);
  const messagingSenderId = read('MESSAGING_SENDER_ID');
  const appId = read('APP_ID');
  const vapidKey = read('VAPID_KEY');
  if (apiKey === null || projectId === null || messagingSenderId === null || appId === null || vapidKey === null) return null;
  return { apiKey, projectId, messagingSenderId, appId, vapidKey };
}
