import type { AppConfig } from '../core/config/app-config';
import type { ConfigEnv } from '../core/config/app-config-from-env';
import { appConfigFrom } from '../core/config/app-config-from-env';
import type { PortalPushWebConfig } from '../public-site/render/render-portal-page';

/** Where customers' accounts live: the project's Web API key, and the Auth emulator where there is one. */
export interface PortalAuthSettings {
  readonly apiKey: string;
  readonly emulatorHost: string | null;
}

/** Everything the server reads from its environment, read once, here. */
export interface ServerSettings {
  /** The deployment's settings, parsed as the web app, the CLI and the triggers parse them. */
  readonly app: AppConfig;
  /** Customers' accounts; null where the server has none (a local stack without an Auth emulator). */
  readonly portalAuth: PortalAuthSettings | null;
  /** Push on customers' devices; null where it is off (no VAPID key, or the emulators: FCM has none). */
  readonly portalPush: PortalPushWebConfig | null;
  /** Share of member-site visits that report their speed, 0 to 1. */
  readonly speedSampleRate: number;
  /** Proxies in front that each append to X-Forwarded-For (Hosting's CDN: 1). */
  readonly trustedProxyHops: number;
  /** Where the app is served, for links in invitations and pushes; null when unknown. */
  readonly appOrigin: string | null;
  /** The collection of the "Trigger Email from Firestore" extension, where the deployment has it. */
  readonly mailCollection: string | null;
}

function present(value: string | boolean | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function onEmulators(env: ConfigEnv): boolean {
  return present(env['VITE_USE_EMULATORS']) === 'true' || present(env['FIRESTORE_EMULATOR_HOST']) !== null || present(env['FIREBASE_AUTH_EMULATOR_HOST']) !== null;
}

/**
 * The deployment's web config for push on customers' devices: SITIO_FIREBASE_<NAME>, else the
 * app's own VITE_FIREBASE_<NAME> (API_KEY, PROJECT_ID with the function's GCLOUD_PROJECT last,
 * MESSAGING_SENDER_ID, APP_ID, VAPID_KEY). Null, so push is off, when any is missing or on the
 * emulators, as it is in the members' dashboard.
 */
export function portalPushConfigFrom(env: ConfigEnv): PortalPushWebConfig | null {
  if (onEmulators(env)) return null;
  const read = (name: string) => present(env[`SITIO_FIREBASE_${name}`]) ?? present(env[`VITE_FIREBASE_${name}`]);
  const apiKey = read('API_KEY');
  const projectId = read('PROJECT_ID') ?? present(env['GCLOUD_PROJECT']);
  const messagingSenderId = read('MESSAGING_SENDER_ID');
  const appId = read('APP_ID');
  const vapidKey = read('VAPID_KEY');
  if (apiKey === null || projectId === null || messagingSenderId === null || appId === null || vapidKey === null) return null;
  return { apiKey, projectId, messagingSenderId, appId, vapidKey };
}

/**
 * Customers' accounts: the project's Web API key (public; it names the project to Auth's REST
 * API) from SITIO_FIREBASE_API_KEY, else the app's own VITE_FIREBASE_API_KEY, and the Auth
 * emulator when FIREBASE_AUTH_EMULATOR_HOST is set. A local stack with a Firestore emulator but
 * no Auth emulator gets no portal rather than the real Auth service.
 */
function portalAuthFrom(env: ConfigEnv): PortalAuthSettings | null {
  const emulatorHost = present(env['FIREBASE_AUTH_EMULATOR_HOST']);
  if (emulatorHost === null && present(env['FIRESTORE_EMULATOR_HOST']) !== null) return null;
  return { apiKey: present(env['SITIO_FIREBASE_API_KEY']) ?? present(env['VITE_FIREBASE_API_KEY']) ?? '', emulatorHost };
}

function sampleRate(env: ConfigEnv): number {
  const rate = Number(present(env['SITIO_SPEED_SAMPLE_RATE']) ?? '1');
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}

function proxyHops(env: ConfigEnv): number {
  const hops = Number.parseInt(present(env['SITIO_TRUSTED_PROXY_HOPS']) ?? '1', 10);
  return Number.isInteger(hops) && hops >= 0 ? hops : 1;
}

export function serverSettingsFrom(env: ConfigEnv): ServerSettings {
  const app = appConfigFrom(env);
  return {
    app,
    portalAuth: portalAuthFrom(env),
    portalPush: portalPushConfigFrom(env),
    speedSampleRate: sampleRate(env),
    trustedProxyHops: proxyHops(env),
    appOrigin: app.appUrl,
    mailCollection: present(env['SITIO_MAIL_COLLECTION']),
  };
}
