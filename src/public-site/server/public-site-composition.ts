import type { AppConfig } from '../../core/config/app-config';
import { DEFAULT_APP_CONFIG } from '../../core/config/app-config';
import { SystemClock } from '../../adapters/browser/clock.system';
import { AdminFormPostLimits } from '../../adapters/node/form-post-limits.admin';
import { AdminPortalAuth } from '../../adapters/node/portal-auth.admin';
import { AdminPortalDirectory } from '../../adapters/node/portal-directory.admin';
import { AdminPublicSites } from '../../adapters/node/public-sites.admin';
import { AdminSiteAnalytics } from '../../adapters/node/site-analytics.admin';
import { AdminSpeedStats } from '../../adapters/node/speed-stats.admin';
import { recordSpeedReport } from '../../use-cases/speed/record-speed';
import { SPEED_BEACON_SCRIPT } from '../speed/speed-beacon.generated';
import { PORTAL_PUSH_SCRIPT } from '../push/portal-push.generated';
import { createPortalPushScriptEndpoint, portalPushConfigFromEnv, portalPushScriptUrl } from './portal-push-endpoint';
import { SPEED_ENDPOINT, createSpeedEndpoint, firstOf, speedScriptUrl } from './speed-endpoint';
import { sha256Base64 } from './node-http';
import type { PublicSiteHandler } from './public-site-handler';
import { createPublicSiteHandler } from './public-site-handler';

/*
 * The public site server's composition root: the only file of src/public-site that knows
 * concrete adapters. The handler itself sees ports only.
 */

const APP_NAME = 'public-site';

export interface PublicSiteServerOptions {
  readonly projectId?: string;
  readonly config?: Pick<AppConfig, 'appDomainSuffix' | 'adminIds' | 'fullAccessIds'>;
  /** See PublicSiteHandlerDeps.extraImageOrigins. */
  readonly extraImageOrigins?: readonly string[];
  /** Share of member-site visits that report their speed (0 to 1); SITIO_SPEED_SAMPLE_RATE, else every visit. */
  readonly speedSampleRate?: number;
}

/**
 * Where customers' accounts live: the project's Web API key (public; it names the project to
 * Auth's REST API) from SITIO_FIREBASE_API_KEY, else the app's own VITE_FIREBASE_API_KEY, and
 * the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set. A local stack with a Firestore
 * emulator but no Auth emulator gets no portal rather than the real Auth service.
 */
function portalAuthSettings(): { apiKey: string; emulatorHost: string | null } | null {
  const env = process.env;
  const emulatorHost = env['FIREBASE_AUTH_EMULATOR_HOST']?.trim() || null;
  if (emulatorHost === null && (env['FIRESTORE_EMULATOR_HOST'] ?? '') !== '') return null;
  return { apiKey: env['SITIO_FIREBASE_API_KEY'] || env['VITE_FIREBASE_API_KEY'] || '', emulatorHost };
}

function sampleRateFromEnvironment(): number {
  const rate = Number(process.env['SITIO_SPEED_SAMPLE_RATE'] ?? '1');
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}

/** A handler on firebase-admin: the emulator when FIRESTORE_EMULATOR_HOST is set, else the project. */
export async function createAdminPublicSiteHandler(options: PublicSiteServerOptions = {}): Promise<PublicSiteHandler> {
  // Loaded on first use so that starting Vite (or a cold function) pays nothing until a site is asked for.
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(options.projectId !== undefined ? { projectId: options.projectId } : {}, APP_NAME);
  const firestore = getFirestore(app);
  const config = options.config ?? DEFAULT_APP_CONFIG;
  const clock = new SystemClock();
  const speedStats = new AdminSpeedStats(firestore);
  const versionOf = (script: string) => sha256Base64(script).slice(0, 12).replace(/[+/]/g, '_');
  const scriptVersion = versionOf(SPEED_BEACON_SCRIPT);
  const speedEndpoint = createSpeedEndpoint({
    record: (body) => recordSpeedReport(speedStats, body, clock.now(), Math.random()),
    script: SPEED_BEACON_SCRIPT,
    scriptVersion,
    logError: (context, error) => console.error(context, error),
  });
  const pushVersion = versionOf(PORTAL_PUSH_SCRIPT);
  const pushScript = createPortalPushScriptEndpoint({ script: PORTAL_PUSH_SCRIPT, version: pushVersion });
  // Push on customers' devices needs the project's web config and VAPID key; off on the emulators.
  const pushConfig = portalPushConfigFromEnv(process.env);
  const authSettings = portalAuthSettings();
  if (authSettings !== null && authSettings.apiKey === '' && authSettings.emulatorHost === null) {
    console.error('SITIO_FIREBASE_API_KEY is not set: customers cannot sign in or sign up on members\' portals.');
  }
  const portal =
    authSettings === null
      ? undefined
      : { auth: new AdminPortalAuth({ auth: getAuth(app), apiKey: authSettings.apiKey, emulatorHost: authSettings.emulatorHost }), directory: new AdminPortalDirectory(firestore) };
  const siteHandler = createPublicSiteHandler({
    sites: new AdminPublicSites(firestore),
    roleConfig: config,
    analytics: new AdminSiteAnalytics(firestore),
    formLimits: new AdminFormPostLimits(firestore),
    clock,
    appDomainSuffix: config.appDomainSuffix,
    sha256Base64,
    logError: (context, error) => console.error(context, error),
    extraImageOrigins: options.extraImageOrigins ?? [],
    speed: { scriptUrl: speedScriptUrl(scriptVersion), endpoint: SPEED_ENDPOINT, rate: options.speedSampleRate ?? sampleRateFromEnvironment() },
    ...(portal === undefined ? {} : { portal }),
    ...(portal === undefined || pushConfig === null ? {} : { portalPush: { scriptUrl: portalPushScriptUrl(pushVersion), config: pushConfig } }),
  });
  return firstOf(speedEndpoint, pushScript, siteHandler);
}
