/**
 * The deployable public-site Cloud Function: scripts/build-functions.mjs bundles it as
 * `firebase deploy` would upload it, and the bundle, served as Cloud Functions serves it (an
 * HTTP server calling the exported `publicSite`), answers a member's site from Firestore.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const ROOT = path.resolve(import.meta.dirname, '..', '..');
// Inside the project, so the bundle's packages resolve from its node_modules as they would from
// the function's own after Cloud Functions installs them.
const OUT_DIR = path.join(ROOT, '.tmp', `functions-test-${process.pid}`);
const UID = `fnc${Date.now().toString(36)}${'q'.repeat(20)}`.slice(0, 28);
const USERNAME = UID.slice(0, 7).toLowerCase();

let admin: App;
let server: http.Server;
let base = '';

// The deployment's own domain suffix: the bundle must serve its members there, as the app links them.
const SUFFIX = '.functions-test.example';

/** A GET with its own Host header, as Hosting forwards a member's own domain. */
function getOnHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  // Set as a deployment sets it: in the app's environment, which the build copies into the functions' .env.
  process.env.VITE_APP_DOMAIN_SUFFIX = SUFFIX;
  const { buildFunctions } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'build-functions.mjs')).href)) as { buildFunctions(out: string): Promise<string> };
  await buildFunctions(OUT_DIR);

  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-sitio-test' }, `function-test-${UID}`);
  const db = getFirestore(admin);
  await db.doc(`vMember/${UID}`).set({ id: UID, username: USERNAME, domain: `${USERNAME}.sitio.app`, namePublico: DEMO_MEMBER.namePublico, published: true, status: true, trial: false });
  await db.doc(`vMember/${UID}/subscriptions/sub1`).set({ status: 'active', productType: 'plan', productName: 'Elite Plan', items: [] });
  await db.doc(`publicSites/${USERNAME}`).set({ ...DEMO_MEMBER, memberId: UID, username: USERNAME, domain: `${USERNAME}.sitio.app`, published: true });
  const batch = db.batch();
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) batch.set(db.doc(`vMember/${UID}/site/${id}`), data as Record<string, unknown>);
  await batch.commit();

  const { publicSite } = (await import(pathToFileURL(path.join(OUT_DIR, 'index.js')).href)) as { publicSite: Listener };
  server = http.createServer((req, res) => publicSite(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)));
  if (admin !== undefined) await deleteApp(admin);
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
});

describe('the publicSite Cloud Function bundle', () => {
  it('declares exactly the packages it imports, at the project’s versions', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(OUT_DIR, 'package.json'), 'utf8')) as { type: string; main: string; dependencies: Record<string, string> };
    const project = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(manifest).toMatchObject({ type: 'module', main: 'index.js' });
    expect(Object.keys(manifest.dependencies)).toContain('firebase-functions');
    for (const [name, range] of Object.entries(manifest.dependencies)) expect(range).toBe(project.dependencies[name]);
    // The server speaks to Firestore through the Admin SDK only; the browser SDK is the web app's.
    expect(Object.keys(manifest.dependencies)).not.toContain('firebase');
  });

  it('serves a published member’s site with its content in the first response', async () => {
    const response = await fetch(`${base}/s/${USERNAME}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain(DEMO_MEMBER.namePublico);
    expect(html).toContain('"@type":"Bakery"');
  });

  it('carries the inquiryAlerts Firestore trigger beside it, for `firebase deploy`', async () => {
    type Endpoint = { eventTrigger?: { eventType?: string; eventFilterPathPatterns?: Record<string, string> }; region?: string[] };
    const bundle = (await import(pathToFileURL(path.join(OUT_DIR, 'index.js')).href)) as { inquiryAlerts?: { __endpoint?: Endpoint } };
    const endpoint = bundle.inquiryAlerts?.__endpoint;
    expect(endpoint?.eventTrigger?.eventType).toBe('google.cloud.firestore.document.v1.created');
    expect(endpoint?.eventTrigger?.eventFilterPathPatterns).toEqual({ document: 'inquiries/{inquiryId}' });
    expect(endpoint?.region).toEqual(['us-central1']);
  });

  it("runs on the app's settings: its .env carries them, and a member's own domain under the suffix is their site", async () => {
    const env = fs.readFileSync(path.join(OUT_DIR, '.env'), 'utf8');
    expect(env).toContain(`VITE_APP_DOMAIN_SUFFIX=${SUFFIX}`);
    expect(env).not.toMatch(/EMULATOR/);
    const own = await getOnHost(`${base}/`, `${USERNAME}${SUFFIX}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(DEMO_MEMBER.namePublico);
  });

  it('answers an unknown site with the 404 page', async () => {
    const response = await fetch(`${base}/s/nobody00`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html');
  });
});
