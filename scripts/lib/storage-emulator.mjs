// The local Cloud Storage emulator: firebase-tools' own Storage emulator server (the same
// HTTP API, CORS handling, upload protocols and download tokens as `firebase emulators:start`),
// run in this process, with its Java rules runtime replaced by scripts/lib/storage-policy.mjs.
// Files live in memory and in a blobs folder; POST /internal/export writes them in the
// firebase-tools export format, and --import reads that format back at start.
//
// With --firestore HOST:PORT (the stack's Firestore emulator) it also reads each member's
// storageUsage for the quota, and reports every finished and deleted object as a
// localStorageEvents/{id} document, which the local trigger runner hands to the same use-case as
// the deployed Storage triggers (src/server/triggers/storage-triggers.ts), since no Cloud Functions
// run locally.
//
// Usage: node scripts/lib/storage-emulator.mjs --host H --port P --project ID
//          [--import DIR] [--blobs DIR] [--firestore HOST:PORT]
// It relies on internal modules of firebase-tools (lib/emulator/storage/*), which is why
// package.json pins firebase-tools to ~15.34.2; a version bump must re-run the Storage tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { MEMBER_FILE, claimsFromAuthorization, isAllowed } from './storage-policy.mjs';

const require = createRequire(import.meta.url);
const toolsRoot = path.dirname(require.resolve('firebase-tools/package.json'));
const toolsVersion = require('firebase-tools/package.json').version;
const fromTools = (file) => require(path.join(toolsRoot, 'lib', 'emulator', file));
const { StorageEmulator } = fromTools('storage/index.js');
const { StorageLayer } = fromTools('storage/files.js');
const { getAdminCredentialValidator } = fromTools('storage/rules/utils.js');
const { createApp } = fromTools('storage/server.js');
const { EmulatorRegistry } = fromTools('registry.js');

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    project: { type: 'string' },
    import: { type: 'string' },
    blobs: { type: 'string' },
    firestore: { type: 'string' },
  },
});
if (!values.port || !values.project) {
  console.error('usage: storage-emulator.mjs --port P --project ID [--host H] [--import DIR] [--blobs DIR]');
  process.exit(2);
}
const projectId = values.project;
const blobsDir = path.resolve(values.blobs ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-storage-blobs-')));

/** The stack's Firestore, through firebase-admin, when --firestore names it. */
async function connectFirestore() {
  if (!values.firestore) return null;
  process.env.FIRESTORE_EMULATOR_HOST = values.firestore;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(initializeApp({ projectId }, 'storage-emulator'));
}
const firestore = await connectFirestore();

async function usageOf(objectPath) {
  const owner = MEMBER_FILE.exec(objectPath ?? '')?.[1];
  if (!firestore || !owner) return null;
  const snapshot = await firestore.collection('storageUsage').doc(owner).get();
  return snapshot.exists ? snapshot.data() : null;
}

/** Stands in for firebase-tools' Cloud Functions dispatcher: finished and deleted objects become events. */
const localTriggers = {
  enabled: true,
  async dispatch(action, object) {
    if (!firestore || (action !== 'finalize' && action !== 'delete')) return;
    // Shaped like Cloud Storage's event data (size as a string), as storage-triggers.ts reads it.
    const event = { action, name: object.name, contentType: object.contentType ?? null, size: String(object.size ?? '0'), at: Date.now() };
    await firestore.collection('localStorageEvents').add(event).catch((error) => console.log(`storage: could not report ${action} of ${object.name}: ${error.message}`));
  },
};

function policyValidator() {
  const isAdminCredential = getAdminCredentialValidator().validate;
  return {
    // Signature of firebase-tools' rules validator: path is "b/<bucket>/o/<object>".
    async validate(rulesPath, _bucketId, method, resources, _projectId, authorization) {
      if (isAdminCredential(authorization)) return true;
      const objectPath = rulesPath.split('/').slice(3).join('/');
      const effectiveMethod = method === 'create' && resources?.before ? 'update' : method;
      const allowed = isAllowed({
        method: effectiveMethod,
        objectPath,
        before: resources?.before,
        after: resources?.after,
        auth: claimsFromAuthorization(authorization, projectId),
        usage: effectiveMethod === 'create' ? await usageOf(objectPath) : null,
      });
      if (!allowed) console.log(`storage: denied ${effectiveMethod} ${objectPath || '(root)'}`);
      return allowed;
    },
  };
}

class LocalStorageEmulator extends StorageEmulator {
  constructor(args) {
    super(args);
    this._cloudFunctions = localTriggers;
    this._storageLayer = new StorageLayer(projectId, this._files, this._buckets, policyValidator(), getAdminCredentialValidator(), this._persistence, this._cloudFunctions);
  }

  // The server refuses every client request while no ruleset is loaded; this stands in for the
  // ruleset, whose decisions policyValidator() makes.
  createRulesManager() {
    const policy = { name: 'scripts/lib/storage-policy.mjs' };
    return { start: async () => ({ errors: [], warnings: [] }), stop: async () => {}, getRuleset: () => policy };
  }

  // Called by the parent constructor: each stack gets its own blobs folder, so a test run that
  // stops its emulator never deletes the files of the dev stack (the default is shared).
  getPersistenceTmpDir() {
    return this.args.blobsDir;
  }

  async start() {
    const { host, port } = this.getInfo();
    this._app = await createApp(projectId, this);
    await new Promise((resolve, reject) => {
      this._server = this._app.listen(port, host, resolve);
      this._server.once('error', reject);
    });
  }

  async stop() {
    await new Promise((resolve) => (this._server ? this._server.close(() => resolve()) : resolve()));
    this._server?.closeAllConnections?.();
    await this._persistence.deleteAll().catch(() => {});
  }
}

const emulator = new LocalStorageEmulator({ host: values.host, port: Number(values.port), projectId, blobsDir, rules: undefined, auto_download: false });
// Upload URLs and metadata links are built from the registry's idea of where Storage runs.
EmulatorRegistry.set('storage', emulator);

if (values.import) {
  const importDir = path.resolve(values.import);
  if (fs.existsSync(path.join(importDir, 'buckets.json'))) {
    emulator.storageLayer.import(importDir, { initiatedBy: 'start' });
    console.log(`storage: imported files from ${importDir}`);
  }
}

await emulator.start();
console.log(`storage: firebase-tools ${toolsVersion} Storage emulator on http://${values.host}:${values.port} (project ${projectId}); access checked by scripts/lib/storage-policy.mjs, storage.rules is not evaluated`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`storage: ${signal}, stopping`);
  await emulator.stop();
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => void shutdown(signal));
