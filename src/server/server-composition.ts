/**
 * The server's composition root: the only file of src/server that knows concrete adapters. The
 * HTTP function, every trigger, the local trigger runner, Vite's dev and preview servers and the
 * tests all build the server here, from one reading of the environment (server-settings.ts), and
 * hand routes and triggers the typed set of use cases, never the container.
 */
import 'reflect-metadata';
import type { App } from 'firebase-admin/app';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { getStorage } from 'firebase-admin/storage';
import { Container, ContainerModule } from 'inversify';
import { ConsoleLogger } from '../adapters/browser/logger.console';
import { FakeClock } from '../adapters/memory/clock.memory';
import { RecordingPushSender } from '../adapters/memory/push-sender.memory';
import { adminModule } from '../adapters/node/admin.module';
import { NodeDigest } from '../adapters/node/digest.crypto';
import { IcsCalendarFile } from '../adapters/node/calendar-file.ics';
import { AdminMailOutbox } from '../adapters/node/mail-outbox.admin';
import { LoggedMailOutbox } from '../adapters/node/mail-outbox.logged';
import { AdminPortalAuth } from '../adapters/node/portal-auth.admin';
import { FcmPushSender } from '../adapters/node/push-sender.fcm';
import type { ConfigEnv } from '../core/config/app-config-from-env';
import { PORTAL_PUSH_SCRIPT } from '../public-site/push/portal-push.generated';
import { SPEED_BEACON_SCRIPT } from '../public-site/speed/speed-beacon.generated';
import type { EpochMs } from '../core/time/time';
import { APP_CONFIG } from '../ports/app-config.port';
import { CLOCK } from '../ports/clock.port';
import { APP_ORIGIN } from '../ports/app-origin.port';
import type { DigestPort } from '../ports/digest.port';
import { DIGEST } from '../ports/digest.port';
import { LOGGER, type LoggerPort } from '../ports/logger.port';
import { CALENDAR_FILE } from '../ports/calendar-file.port';
import { MAIL_OUTBOX } from '../ports/mail-outbox.port';
import { PORTAL_AUTH } from '../ports/portal-auth.port';
import { PUSH_SENDER } from '../ports/push-sender.port';
import type { PageSettings } from './http/page-response';
import { PageResponses } from './http/page-response';
import type { ServedScript } from './http/route-context';
import { PORTAL_PUSH_SCRIPT_PATH, SPEED_ENDPOINT, SPEED_SCRIPT_PATH } from './http/route-table';
import type { SiteHandler } from './http/site-http';
import { createSiteServer } from './http/site-server';
import type { ServerSettings } from './server-settings';
import { serverSettingsFrom } from './server-settings';
import type { ServerUseCases } from './server-use-cases';
import { serverUseCasesOf } from './server-use-cases';

/** One running server: its use cases (for the triggers) and its HTTP side (for the site function). */
export interface Server {
  readonly settings: ServerSettings;
  readonly useCases: ServerUseCases;
  readonly http: SiteHandler;
}

/** What pages carry beyond the settings: set per runtime (the local Storage emulator's origin, …). */
export type PageOptions = Omit<PageSettings, 'appDomainSuffix'>;

export interface ComposeOptions {
  readonly settings: ServerSettings;
  /** Every port the use cases need, bound to adapters (firebase-admin, or memory in tests). */
  readonly ports: readonly ContainerModule[];
  /** Pages' scripts and picture origins; production's by default (productionPages). */
  readonly pages?: PageOptions;
}

const digest = new NodeDigest();

function served(script: string): ServedScript {
  return { script, version: digest.sha256Base64(script).slice(0, 12).replace(/[+/]/g, '_') };
}

/** The scripts members' sites load from the server, with their versions. */
export const SERVED_SCRIPTS = { speed: served(SPEED_BEACON_SCRIPT), portalPush: served(PORTAL_PUSH_SCRIPT) } as const;

export function speedScriptUrl(version: string): string {
  return `${SPEED_SCRIPT_PATH}?v=${encodeURIComponent(version)}`;
}

export function portalPushScriptUrl(version: string): string {
  return `${PORTAL_PUSH_SCRIPT_PATH}?v=${encodeURIComponent(version)}`;
}

/** Every site page reports its speed at the configured rate; push where the settings have it and the server has a portal. */
export function productionPages(settings: ServerSettings, extraImageOrigins: readonly string[] = []): PageOptions {
  return {
    extraImageOrigins,
    speed: { scriptUrl: speedScriptUrl(SERVED_SCRIPTS.speed.version), endpoint: SPEED_ENDPOINT, rate: settings.speedSampleRate },
    ...(settings.portalPush === null || settings.portalAuth === null ? {} : { portalPush: { scriptUrl: portalPushScriptUrl(SERVED_SCRIPTS.portalPush.version), config: settings.portalPush } }),
  };
}

/** Builds the server on bound ports. */
export function composeServer({ settings, ports, pages = productionPages(settings) }: ComposeOptions): Server {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...ports);
  container.bind(APP_CONFIG).toConstantValue(settings.app);
  if (!container.isBound(DIGEST)) container.bind<DigestPort>(DIGEST).toConstantValue(digest);
  const useCases = serverUseCasesOf(container);
  const logger = container.get<LoggerPort>(LOGGER);
  const http = createSiteServer({
    useCases,
    pages: new PageResponses({ appDomainSuffix: settings.app.appDomainSuffix, ...pages }, digest),
    scripts: SERVED_SCRIPTS,
    logError: (context, error) => logger.error(context, error),
  });
  return { settings, useCases, http };
}

/**
 * How pushes leave: FCM in production, the log of the local trigger runner on the emulators. In
 * the recording mode mail is logged too (the local mail log), each mail with its attachments.
 */
export type PushMode = { readonly kind: 'fcm' } | { readonly kind: 'recording'; readonly log: (line: string) => void };

/** The ports on firebase-admin: Firestore, Auth, Storage and Messaging of `app`. */
export function adminPorts(app: App, settings: ServerSettings, push: PushMode): ContainerModule[] {
  const firestore = getFirestore(app);
  const auth = getAuth(app);
  return [
    adminModule({ firestore, auth, storage: getStorage(app) }),
    new ContainerModule(({ bind }) => {
      bind(LOGGER).toConstantValue(new ConsoleLogger());
      bind(APP_ORIGIN).toConstantValue({ url: settings.appOrigin });
      const outbox = new AdminMailOutbox(firestore, settings.mailCollection);
      bind(MAIL_OUTBOX).toConstantValue(push.kind === 'fcm' ? outbox : new LoggedMailOutbox(outbox, push.log));
      bind(CALENDAR_FILE).toConstantValue(new IcsCalendarFile());
      bind(PUSH_SENDER).toConstantValue(push.kind === 'fcm' ? new FcmPushSender(getMessaging(app), settings.appOrigin) : new RecordingPushSender(push.log));
      if (settings.portalAuth !== null) bind(PORTAL_AUTH).toConstantValue(new AdminPortalAuth({ auth, apiKey: settings.portalAuth.apiKey, emulatorHost: settings.portalAuth.emulatorHost }));
    }),
  ];
}

/** The server on firebase-admin `app`, configured by `env`; `extra` modules rebind ports over it (a test's logger). */
export function adminServer(app: App, env: ConfigEnv, push: PushMode, extra: readonly ContainerModule[] = []): Server {
  const settings = serverSettingsFrom(env);
  return composeServer({ settings, ports: [...adminPorts(app, settings, push), ...extra] });
}

const APP_NAME = 'sitio-server';

/** The firebase-admin app of this process's server: the function's own project, or the emulators the environment names. */
export function serverApp(options?: { readonly projectId?: string; readonly storageBucket?: string }): App {
  return getApps().find((a) => a.name === APP_NAME) ?? initializeApp(options, APP_NAME);
}

/**
 * The deployed server: the same settings as the app (the function's environment carries the
 * app's variables, see the README's deploy section), on the function's project.
 */
export function productionServer(env: ConfigEnv = process.env, portsFor: (settings: ServerSettings) => readonly ContainerModule[] = (settings) => adminPorts(serverApp(), settings, { kind: 'fcm' })): Server {
  const settings = serverSettingsFrom(env);
  if (settings.portalAuth !== null && settings.portalAuth.apiKey === '' && settings.portalAuth.emulatorHost === null) {
    console.error("SITIO_FIREBASE_API_KEY is not set: customers cannot sign in or sign up on members' portals.");
  }
  return composeServer({ settings, ports: portsFor(settings) });
}

/**
 * A clock that reads `at` for a whole server, over the system clock the adapters bind: how the
 * local trigger runner plays a scheduled function at a chosen time (Monday morning for the weekly
 * note), and how tests compose a server on a given day. Never used by the deployed functions.
 */
export function clockAt(at: EpochMs): ContainerModule {
  return new ContainerModule(({ rebind }) => {
    rebind(CLOCK).toConstantValue(new FakeClock(at));
  });
}

/** Where the local stack leaves mail, on the emulator (no mail sender runs locally). */
export const LOCAL_MAIL_COLLECTION = 'localMail';

/** The local stack's emulators, from the environment `npm start` and `npm test` set. */
export interface LocalStack {
  readonly projectId: string;
  readonly storageBucket: string;
}

/**
 * The server on the local emulators (Vite's dev and preview servers, the local trigger runner):
 * refuses anything but a demo-* project with a Firestore emulator, so it never reaches a real one.
 * Null when the environment names no emulator.
 */
export function localStackOf(env: ConfigEnv): LocalStack | null {
  const text = (name: string) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');
  const firestore = text('FIRESTORE_EMULATOR_HOST') || text('VITE_FIRESTORE_EMULATOR_HOST');
  const projectId = text('GCLOUD_PROJECT') || text('GOOGLE_CLOUD_PROJECT') || text('VITE_FIREBASE_PROJECT_ID');
  if (firestore === '' || !projectId.startsWith('demo-')) return null;
  return { projectId, storageBucket: text('FIREBASE_STORAGE_BUCKET') || text('VITE_FIREBASE_STORAGE_BUCKET') || `${projectId}.appspot.com` };
}

/**
 * The local stack's server, with the admin SDK pointed at the emulators `env` names (the app's
 * own VITE_* addresses when the admin SDK's are not set) and pushes recorded in a log; `extra`
 * modules rebind ports over it (a clock at a chosen time).
 */
export function localServer(
  stack: LocalStack,
  env: ConfigEnv,
  push: PushMode,
  pages?: { readonly extraImageOrigins: readonly string[] },
  extra: readonly ContainerModule[] = [],
): { readonly server: Server; readonly app: App } {
  const text = (name: string) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');
  // The admin SDK takes emulator addresses from the process's environment only.
  const admin = process.env;
  admin['FIRESTORE_EMULATOR_HOST'] = text('FIRESTORE_EMULATOR_HOST') || text('VITE_FIRESTORE_EMULATOR_HOST');
  const authHost = text('FIREBASE_AUTH_EMULATOR_HOST') || text('VITE_AUTH_EMULATOR_URL').replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (authHost !== '') admin['FIREBASE_AUTH_EMULATOR_HOST'] = authHost;
  const storageHost = (text('FIREBASE_STORAGE_EMULATOR_HOST') || text('VITE_STORAGE_EMULATOR_HOST')).replace(/^https?:\/\//, '');
  if (storageHost !== '') admin['FIREBASE_STORAGE_EMULATOR_HOST'] = storageHost;
  // Without this, google-auth-library probes a cloud metadata server that is not there.
  admin['METADATA_SERVER_DETECTION'] ??= 'none';
  // No mail sender runs locally: mail is left in the emulator's LOCAL_MAIL_COLLECTION, in the
  // extension's shape, where the local mail log (and the end-to-end tests) read it.
  const settings = serverSettingsFrom({ SITIO_MAIL_COLLECTION: LOCAL_MAIL_COLLECTION, ...env, FIRESTORE_EMULATOR_HOST: admin['FIRESTORE_EMULATOR_HOST'], FIREBASE_AUTH_EMULATOR_HOST: admin['FIREBASE_AUTH_EMULATOR_HOST'] });
  const app = serverApp({ projectId: stack.projectId, storageBucket: stack.storageBucket });
  return { server: composeServer({ settings, ports: [...adminPorts(app, settings, push), ...extra], pages: productionPages(settings, pages?.extraImageOrigins) }), app };
}
