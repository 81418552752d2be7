// Starts and stops the Firebase emulators of a local stack, waits until each answers, and keeps
// their data in a folder between runs.
//
// Two engines:
// - "local" (the default where the Google Cloud CLI Firestore emulator is installed): the
//   Firestore emulator JAR run directly with Java 17+, the Auth emulator from firebase-tools
//   (pure Node), and the Storage emulator of scripts/lib/storage-emulator.mjs. Nothing is
//   downloaded. This supervisor exports their data itself, because the JAR's own
//   export-on-exit writes nothing.
// - "firebase": the standard `firebase emulators:start`, which needs Java 21+ and network on
//   first use (it downloads its emulator JARs and the Storage rules runtime).
//
// The data folder uses the firebase-tools export layout (firebase-export-metadata.json,
// firestore_export/, auth_export/, storage_export/), so either engine can read what the other
// wrote.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './stack-config.mjs';
import { PidRegistry, freePort, portInUse, startProcess, stopProcess, waitForHttp } from './processes.mjs';

const require = createRequire(import.meta.url);
const FIREBASE_TOOLS_BIN = require.resolve('firebase-tools/lib/bin/firebase.js');
const FIREBASE_TOOLS_VERSION = require('firebase-tools/package.json').version;
const STORAGE_EMULATOR = path.join(ROOT, 'scripts', 'lib', 'storage-emulator.mjs');

const KNOWN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const JAR_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const METADATA_FILE = 'firebase-export-metadata.json';
const FIRESTORE_EXPORT = 'firestore_export';
const FIRESTORE_SEED = `${FIRESTORE_EXPORT}/${FIRESTORE_EXPORT}.overall_export_metadata`;
const AUTH_EXPORT = 'auth_export';
const STORAGE_EXPORT = 'storage_export';
const OWNER = { Authorization: 'Bearer owner' };

const INSTALL_JAVA = 'install a Java runtime, e.g. `apt-get install openjdk-17-jre-headless`';
const INSTALL_JAR =
  'install the Google Cloud CLI Firestore emulator (`apt-get install google-cloud-cli-firestore-emulator` from the Google Cloud apt repository, or `gcloud components install cloud-firestore-emulator`), or set FIRESTORE_EMULATOR_JAR to its JAR';

/** The Firestore emulator JAR of the Google Cloud CLI, or null. */
export function findFirestoreJar() {
  const candidates = [process.env.FIRESTORE_EMULATOR_JAR, KNOWN_JAR];
  const dpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  if (dpkg.status === 0) candidates.push(...dpkg.stdout.split('\n').filter((line) => line.endsWith('.jar')));
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

/** The major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr + result.stdout);
  if (!match) return null;
  // Java 8 and older report themselves as 1.x.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/**
 * Which engine to use and what is missing for it. SITIO_EMULATORS=local|firebase forces one;
 * otherwise the local engine is chosen when its JAR is installed.
 */
export function chooseEngine(requested = process.env.SITIO_EMULATORS) {
  const java = javaMajorVersion();
  const jar = findFirestoreJar();
  const problems = { local: [], firebase: [] };
  if (java === null) {
    problems.local.push(`Java not found: ${INSTALL_JAVA}.`);
    problems.firebase.push('Java not found: `firebase emulators:start` needs Java 21 or newer (e.g. `apt-get install openjdk-21-jre-headless`).');
  } else {
    if (java < 11) problems.local.push(`Java ${java} is too old for the Firestore emulator: ${INSTALL_JAVA}.`);
    if (java < 21) problems.firebase.push(`Java ${java} found: \`firebase emulators:start\` needs Java 21 or newer.`);
  }
  if (!jar) problems.local.push(`Firestore emulator JAR not found: ${INSTALL_JAR}.`);
  if (requested && !['local', 'firebase'].includes(requested)) {
    return { engine: null, jar, java, problems: [`SITIO_EMULATORS must be "local" or "firebase", not "${requested}".`] };
  }
  const engine = requested ?? (problems.local.length === 0 ? 'local' : problems.firebase.length === 0 ? 'firebase' : 'local');
  return { engine, jar, java, problems: problems[engine] };
}

function firestoreRulesPath() {
  const rules = path.join(ROOT, 'firestore.rules');
  return fs.existsSync(rules) ? rules : null;
}

/** firebase.json with this stack's ports and absolute paths, written to `runDir`. */
function writeFirebaseConfig(stack, runDir, { only }) {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const absolute = (file) => (file ? path.resolve(ROOT, file) : file);
  const { host, ports } = stack;
  const config = {
    emulators: {
      singleProjectMode: true,
      auth: { host, port: ports.auth },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      ui: { enabled: false },
    },
  };
  if (only.includes('firestore')) {
    config.firestore = { rules: absolute(base.firestore?.rules), indexes: absolute(base.firestore?.indexes) };
    config.emulators.firestore = { host, port: ports.firestore };
  }
  if (only.includes('storage')) {
    config.storage = { rules: absolute(base.storage?.rules) };
    config.emulators.storage = { host, port: ports.storage };
  }
  fs.mkdirSync(runDir, { recursive: true });
  const file = path.join(runDir, `firebase.${stack.mode}.json`);
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const firebaseToolsEnv = {
  // Non-interactive: no prompts, no update check.
  CI: 'true',
  // Otherwise firebase-tools waits on a registry lookup it cannot make offline.
  NPM_CONFIG_OFFLINE: 'true',
  METADATA_SERVER_DETECTION: 'none',
};

async function postJson(url, body, { method = 'POST', headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

async function fetchToFile(url, file, headers) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

function hasExport(dataDir, entry) {
  return Boolean(dataDir) && fs.existsSync(path.join(dataDir, METADATA_FILE)) && fs.existsSync(path.join(dataDir, entry));
}

/**
 * A running stack. `exportData()` writes everything to the data folder; `stop()` exports (when
 * the stack persists) and stops every process it started.
 */
class EmulatorStack {
  constructor({ stack, engine, dataDir, runDir, log }) {
    Object.assign(this, { stack, engine, dataDir, runDir, log });
    this.handles = [];
    this.pids = new PidRegistry(path.join(runDir, 'pids.json'));
    this.exporting = null;
    this.timer = null;
  }

  url(service, pathname = '/') {
    return `http://${this.stack.host}:${this.stack.ports[service]}${pathname}`;
  }

  track(handle, marker) {
    this.handles.push(handle);
    this.pids.add(handle, marker);
    return handle;
  }

  async exportData() {
    if (!this.dataDir) return;
    // One export at a time: the periodic one may still run when the stack is asked to stop.
    if (!this.exporting) {
      this.exporting = (this.engine === 'local' ? this.exportLocal() : this.exportFirebase()).finally(() => {
        this.exporting = null;
      });
    }
    await this.exporting;
  }

  async exportLocal() {
    const { projectId } = this.stack;
    fs.mkdirSync(this.dataDir, { recursive: true });
    const staging = fs.mkdtempSync(path.join(this.dataDir, '.export-'));
    try {
      await postJson(this.url('firestore', `/emulator/v1/projects/${projectId}:export`), {
        database: `projects/${projectId}/databases/(default)`,
        export_directory: staging,
        export_name: FIRESTORE_EXPORT,
      });
      const authDir = path.join(staging, AUTH_EXPORT);
      fs.mkdirSync(authDir);
      await fetchToFile(this.url('auth', `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`), path.join(authDir, 'accounts.json'), OWNER);
      await fetchToFile(this.url('auth', `/emulator/v1/projects/${projectId}/config`), path.join(authDir, 'config.json'), OWNER);
      const storageDir = path.join(staging, STORAGE_EXPORT);
      fs.mkdirSync(storageDir);
      await postJson(this.url('storage', '/internal/export'), { path: storageDir, initiatedBy: 'sitio' });
      const metadata = {
        version: FIREBASE_TOOLS_VERSION,
        firestore: { version: 'google-cloud-cli', path: FIRESTORE_EXPORT, metadata_file: FIRESTORE_SEED },
        auth: { version: FIREBASE_TOOLS_VERSION, path: AUTH_EXPORT },
        storage: { version: FIREBASE_TOOLS_VERSION, path: STORAGE_EXPORT },
      };
      fs.writeFileSync(path.join(staging, METADATA_FILE), JSON.stringify(metadata, null, 2));
      // Swap entry by entry: a crash mid-swap leaves at worst one entry from the previous export.
      const retired = fs.mkdtempSync(path.join(this.dataDir, '.retired-'));
      for (const entry of [FIRESTORE_EXPORT, AUTH_EXPORT, STORAGE_EXPORT, METADATA_FILE]) {
        const current = path.join(this.dataDir, entry);
        if (fs.existsSync(current)) fs.renameSync(current, path.join(retired, entry));
        fs.renameSync(path.join(staging, entry), current);
      }
      fs.rmSync(retired, { recursive: true, force: true });
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }

  async exportFirebase() {
    // The hub writes the whole folder (all running emulators) and swaps it in place.
    await postJson(this.url('hub', '/_admin/export'), { path: this.dataDir, initiatedBy: 'sitio' });
  }

  /** Exports every `intervalMs`, so that a crash loses at most that much. */
  startPeriodicExport(intervalMs = 60_000) {
    if (!this.dataDir) return;
    this.timer = setInterval(() => {
      this.exportData().catch((error) => this.log(`Periodic export failed: ${error.message}`));
    }, intervalMs);
    this.timer.unref();
  }

  /** Pushes firestore.rules to the running emulator (the JAR does not watch its rules file). */
  async reloadFirestoreRules() {
    const rules = firestoreRulesPath();
    if (!rules) return;
    await postJson(
      this.url('firestore', `/emulator/v1/projects/${this.stack.projectId}:securityRules`),
      { rules: { files: [{ name: 'firestore.rules', content: fs.readFileSync(rules, 'utf8') }] } },
      { method: 'PUT' },
    );
  }

  async stop({ exportFirst = true } = {}) {
    clearInterval(this.timer);
    if (exportFirst && this.dataDir && this.handles.every((handle) => !handle.exited)) {
      try {
        await this.exportData();
        this.log(`Saved emulator data to ${path.relative(ROOT, this.dataDir) || this.dataDir}.`);
      } catch (error) {
        this.log(`Could not save emulator data: ${error.message}`);
      }
    }
    await Promise.all(
      this.handles.map(async (handle) => {
        await stopProcess(handle, { graceMs: this.engine === 'firebase' ? 30_000 : 10_000 });
        this.pids.remove(handle);
      }),
    );
  }
}

async function assertPortsFree(stack, services) {
  const busy = [];
  for (const service of services) {
    if (await portInUse(stack.ports[service], stack.host)) busy.push(`${service} ${stack.host}:${stack.ports[service]}`);
  }
  if (busy.length > 0) {
    throw new Error(`Port(s) already in use: ${busy.join(', ')}. Is another ${stack.mode === 'dev' ? '`npm start`' : '`npm test`'} running? Stop it first.`);
  }
}

/**
 * Starts the Firestore, Auth and Storage emulators of `stack` and resolves once each answers.
 * `dataDir` (optional) is imported at start and is where exportData() writes. Aborting
 * `signal` stops whatever was started and rejects, so an early Ctrl-C leaves nothing behind.
 */
export async function startEmulators({ stack: requestedStack, dataDir = null, runDir, engine: requested, log = console.log, signal }) {
  const choice = chooseEngine(requested);
  if (choice.problems.length > 0) {
    throw new Error(`Cannot start the emulators (${choice.engine ?? 'no'} engine):\n  - ${choice.problems.join('\n  - ')}`);
  }
  const { engine } = choice;
  fs.mkdirSync(runDir, { recursive: true });
  await new PidRegistry(path.join(runDir, 'pids.json')).stopLeftovers(log);
  await assertPortsFree(requestedStack, ['firestore', 'auth', 'storage']);
  // Nothing connects to firebase-tools' hub and logging ports from outside, and any other
  // `firebase emulators:start` on the machine takes the same defaults: move them when taken.
  const { host: h, ports: p } = requestedStack;
  const stack = { ...requestedStack, ports: { ...p, hub: await freePort(p.hub, h), logging: await freePort(p.logging, h) } };
  const emulators = new EmulatorStack({ stack, engine, dataDir, runDir, log });
  const logFile = (name) => path.join(runDir, `${name}.log`);
  const { host, ports, projectId } = stack;

  try {
    if (engine === 'local') {
      const firestoreArgs = ['-cp', choice.jar, JAR_MAIN_CLASS, 'start', `--host=${host}`, `--port=${ports.firestore}`, `--project_id=${projectId}`];
      const rules = firestoreRulesPath();
      if (rules) firestoreArgs.push(`--rules=${rules}`);
      if (hasExport(dataDir, FIRESTORE_SEED)) firestoreArgs.push(`--seed_from_export=${path.join(dataDir, FIRESTORE_SEED)}`);
      const firestore = emulators.track(startProcess('firestore', 'java', firestoreArgs, { cwd: runDir, logFile: logFile('firestore') }), `--port=${ports.firestore}`);

      const authConfig = writeFirebaseConfig(stack, runDir, { only: ['auth'] });
      const authArgs = [FIREBASE_TOOLS_BIN, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', authConfig];
      if (hasExport(dataDir, AUTH_EXPORT)) authArgs.push('--import', dataDir);
      const auth = emulators.track(startProcess('auth', process.execPath, authArgs, { cwd: runDir, env: firebaseToolsEnv, logFile: logFile('auth') }), authConfig);

      const storageArgs = [STORAGE_EMULATOR, '--host', host, '--port', String(ports.storage), '--project', projectId, '--blobs', path.join(runDir, 'storage-blobs'), '--firestore', `${host}:${ports.firestore}`];
      if (hasExport(dataDir, STORAGE_EXPORT)) storageArgs.push('--import', path.join(dataDir, STORAGE_EXPORT));
      const storage = emulators.track(startProcess('storage', process.execPath, storageArgs, { cwd: ROOT, env: { METADATA_SERVER_DETECTION: 'none' }, logFile: logFile('storage') }), STORAGE_EMULATOR);

      // When one emulator fails, stop waiting for the others before their processes go.
      const waiting = new AbortController();
      const abortWaits = () => waiting.abort();
      signal?.addEventListener('abort', abortWaits, { once: true });
      const wait = (handle, service, label, timeoutMs) =>
        waitForHttp(handle, emulators.url(service), { timeoutMs, signal: waiting.signal }).then(
          (ms) => log(`  ${label.padEnd(19)} ${emulators.url(service)}  (${ms} ms)`),
          (error) => {
            waiting.abort();
            throw error;
          },
        );
      const outcomes = await Promise.allSettled([
        wait(firestore, 'firestore', 'Firestore emulator', 180_000),
        wait(auth, 'auth', 'Auth emulator', 300_000),
        wait(storage, 'storage', 'Storage emulator', 180_000),
      ]);
      signal?.removeEventListener('abort', abortWaits);
      const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason);
      // The first failure is the cause; the others only stopped waiting because of it.
      if (failures.length > 0) throw failures.find((error) => !/interrupted/.test(error.message)) ?? failures[0];
    } else {
      const config = writeFirebaseConfig(stack, runDir, { only: ['firestore', 'auth', 'storage'] });
      const args = [FIREBASE_TOOLS_BIN, 'emulators:start', '--only', 'firestore,auth,storage', '--project', projectId, '--config', config];
      if (hasExport(dataDir, METADATA_FILE)) args.push('--import', dataDir);
      const suite = emulators.track(startProcess('firebase emulators', process.execPath, args, { cwd: runDir, env: firebaseToolsEnv, logFile: logFile('firebase-emulators') }), config);
      for (const service of ['firestore', 'auth', 'storage']) {
        const ms = await waitForHttp(suite, emulators.url(service), { timeoutMs: 300_000, signal });
        log(`  ${service.padEnd(9)} emulator  ${emulators.url(service)}  (${ms} ms)`);
      }
    }
  } catch (error) {
    await emulators.stop({ exportFirst: false });
    throw error;
  }
  return emulators;
}
