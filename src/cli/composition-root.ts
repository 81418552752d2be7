/**
 * Composition root of the admin CLI: the only CLI file that knows firebase-admin and the
 * concrete adapters. It decides what the CLI acts on:
 *   - no --project: the local emulators (FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST,
 *     else 127.0.0.1:8080 and :9099; project SITIO_PROJECT, else demo-sitio), after checking
 *     that they answer, so a stopped stack gives a clear message instead of a long retry;
 *   - --project <id>: that real project, with the service account named by
 *     GOOGLE_APPLICATION_CREDENTIALS (a demo-* id still means the emulators: such projects
 *     cannot exist for real).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import type { App, ServiceAccount } from 'firebase-admin/app';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { adminModule } from '../adapters/node/admin.module';
import { withDeadline, withDeadlines } from '../adapters/node/deadline';
import { appConfigFrom } from '../core/config/app-config-from-env';
import { APP_CONFIG } from '../ports/app-config.port';
import { MEMBER_ADMIN } from '../ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../ports/member-directory.port';
import { MEMBER_RECORDS } from '../ports/member-records.port';
import { MESSAGES } from '../ports/messages.port';
import type { PortToken } from '../ports/port-token';
import { SITE_ANALYTICS } from '../ports/site-analytics.port';
import { SITE_RESULTS } from '../ports/site-results.port';
import { SUBSCRIPTION_ADMIN } from '../ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../ports/subscriptions.port';
import type { CliSession, CliTarget, TargetRequest } from './cli-context';
import { cliUseCasesOf } from './cli-use-cases';
import { CLI_MESSAGES } from './cli-messages';
import { CliError, EXIT_FAILURE, quoteInput, usageError } from './cli-errors';

export const DEFAULT_EMULATOR_PROJECT = 'demo-sitio';
export const DEFAULT_FIRESTORE_EMULATOR = '127.0.0.1:8080';
export const DEFAULT_AUTH_EMULATOR = '127.0.0.1:9099';
const PROBE_TIMEOUT_MS = 1500;
/** How long one backend call may take before the CLI gives up (SITIO_CLI_TIMEOUT_SECONDS). */
export const DEFAULT_CALL_TIMEOUT_SECONDS = 20;
const MAX_CALL_TIMEOUT_SECONDS = 3600;

/** The ports that reach the backend: each call through them gets the deadline. */
const REMOTE_PORTS: readonly PortToken<object>[] = [MEMBER_RECORDS, SUBSCRIPTIONS, MESSAGES, SITE_ANALYTICS, SITE_RESULTS, MEMBER_DIRECTORY, MEMBER_ADMIN, SUBSCRIPTION_ADMIN];

type Env = Readonly<Record<string, string | undefined>>;

/** SITIO_CLI_TIMEOUT_SECONDS, a whole number of seconds; a typo is a usage error, not a default. */
export function callTimeoutMs(env: Env): number {
  const raw = env['SITIO_CLI_TIMEOUT_SECONDS'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_CALL_TIMEOUT_SECONDS * 1000;
  const seconds = /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!(seconds >= 1 && seconds <= MAX_CALL_TIMEOUT_SECONDS)) throw usageError(CLI_MESSAGES.malformedNumber('SITIO_CLI_TIMEOUT_SECONDS', 1, MAX_CALL_TIMEOUT_SECONDS));
  return seconds * 1000;
}

function checkProjectId(value: string): string {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(value)) throw usageError(CLI_MESSAGES.malformedProject(quoteInput(value)));
  return value;
}

function splitHost(value: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(value.trim());
  if (match === null) throw usageError(`"${quoteInput(value)}" is not host:port.`);
  return { host: match[1] ?? '', port: Number(match[2]) };
}

/** Whether something accepts TCP connections at host:port within the timeout. */
export function answers(hostPort: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const { host, port } = splitHost(hostPort);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

function readServiceAccount(env: Env): ServiceAccount {
  const path = env['GOOGLE_APPLICATION_CREDENTIALS'];
  if (path === undefined || path.trim() === '') throw new CliError(CLI_MESSAGES.missingCredentials, EXIT_FAILURE);
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path, 'utf8'));
    const key = parsed as { type?: unknown; client_email?: unknown; private_key?: unknown; project_id?: unknown };
    if (key.type !== 'service_account' || typeof key.client_email !== 'string' || typeof key.private_key !== 'string') throw new Error('not a service account key');
    return { projectId: typeof key.project_id === 'string' ? key.project_id : undefined, clientEmail: key.client_email, privateKey: key.private_key };
  } catch {
    throw new CliError(CLI_MESSAGES.unreadableCredentials(quoteInput(path)), EXIT_FAILURE);
  }
}

export interface ConnectOptions {
  /** Defaults to process.env; tests and the benchmark pass their own. */
  readonly env?: Env;
}

interface Plan {
  readonly target: CliTarget;
  readonly credential?: ServiceAccount;
  readonly emulators?: { readonly firestore: string; readonly auth: string };
}

async function planTarget(request: TargetRequest, env: Env): Promise<Plan> {
  const requested = request.project === undefined ? undefined : checkProjectId(request.project);
  if (requested !== undefined && !requested.startsWith('demo-')) {
    return { target: { kind: 'project', projectId: requested, description: CLI_MESSAGES.targetProject(requested) }, credential: readServiceAccount(env) };
  }
  const projectId = requested ?? checkProjectId(env['SITIO_PROJECT'] || DEFAULT_EMULATOR_PROJECT);
  const firestore = env['FIRESTORE_EMULATOR_HOST'] || DEFAULT_FIRESTORE_EMULATOR;
  const auth = env['FIREBASE_AUTH_EMULATOR_HOST'] || DEFAULT_AUTH_EMULATOR;
  const [firestoreUp, authUp] = await Promise.all([answers(firestore), answers(auth)]);
  const down = [firestoreUp ? null : `Firestore at ${firestore}`, authUp ? null : `Auth at ${auth}`].filter(Boolean).join(', ');
  if (down !== '') throw new CliError(CLI_MESSAGES.emulatorsDown(down), EXIT_FAILURE);
  return { target: { kind: 'emulator', projectId, description: CLI_MESSAGES.targetEmulator(projectId, firestore, auth) }, emulators: { firestore, auth } };
}

function pointAdminSdkAt(emulators: Plan['emulators']): void {
  // The admin SDK takes emulator addresses from the environment only. For a real project they
  // must be gone, or "real" writes would land in a local emulator while the CLI says otherwise.
  if (emulators === undefined) {
    delete process.env['FIRESTORE_EMULATOR_HOST'];
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  } else {
    process.env['FIRESTORE_EMULATOR_HOST'] = emulators.firestore;
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulators.auth;
  }
  // Without this, google-auth-library probes a cloud metadata server that is not there.
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
}

/** Opens the admin SDK on the chosen target and builds the CLI's container on it. */
export async function connectCli(request: TargetRequest, options: ConnectOptions = {}): Promise<CliSession> {
  const env = options.env ?? process.env;
  const timeoutMs = callTimeoutMs(env);
  const plan = await planTarget(request, env);
  // A target that accepts connections and never answers would otherwise hold the CLI for minutes.
  const noAnswer = (what: string) => new CliError(CLI_MESSAGES.noAnswer(plan.target.description.replace(/^Target: /, ''), timeoutMs / 1000, what), EXIT_FAILURE);
  pointAdminSdkAt(plan.emulators);
  // A named app per session, so several sessions in one process (tests, benchmark) never clash.
  const app: App = initializeApp(
    { projectId: plan.target.projectId, ...(plan.credential === undefined ? {} : { credential: cert(plan.credential) }) },
    `sitio-admin-${randomUUID()}`,
  );
  const firestore = getFirestore(app);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(adminModule({ firestore, auth: getAuth(app) }));
  for (const port of REMOTE_PORTS) container.onActivation<object>(port, (_context, adapter) => withDeadlines(adapter, timeoutMs, (port.description ?? 'backend').replace(/^sitio\./, ''), noAnswer));
  container.bind(APP_CONFIG).toConstantValue(appConfigFrom(env));
  return {
    target: plan.target,
    useCases: cliUseCasesOf(container),
    // Closing waits for open calls; after a deadline there may be one that never ends.
    close: () => withDeadline(deleteApp(app), timeoutMs, 'close', noAnswer).catch(() => undefined),
  };
}
