/**
 * Reliability: stopping the local stack (as Ctrl-C on `npm start` does) and starting it again
 * loses no acknowledged write: Firestore documents, Auth accounts and Storage files written just
 * before the stop are there after the start. Runs a stack of its own on free ports, through the
 * same library `npm start` uses (scripts/lib/emulators.mjs), talking to it over the emulators'
 * REST APIs so nothing in this process depends on the test stack's environment variables.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

interface RunningStack {
  stop(options?: { exportFirst?: boolean }): Promise<void>;
}
interface EmulatorsModule {
  startEmulators(options: { stack: unknown; dataDir: string; runDir: string; log: (line: string) => void }): Promise<RunningStack>;
}

const HOST = '127.0.0.1';
const PROJECT_ID = 'demo-sitio-restart';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const OWNER = { authorization: 'Bearer owner' };
const EMULATORS = pathToFileURL(path.resolve(import.meta.dirname, '..', '..', 'scripts', 'lib', 'emulators.mjs')).href;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-restart-'));
const dataDir = path.join(workDir, 'data');
let running: RunningStack | null = null;

afterAll(async () => {
  await running?.stop({ exportFirst: false });
  fs.rmSync(workDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function expectOk(response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

describe('restarting the local stack', () => {
  it('keeps every acknowledged Firestore, Auth and Storage write across a stop and a start', async () => {
    const { startEmulators } = (await import(EMULATORS)) as EmulatorsModule;
    const [firestore, auth, storage, hub, logging] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
    const stack = { mode: 'restart-test', host: HOST, projectId: PROJECT_ID, storageBucket: BUCKET, ports: { firestore, auth, storage, hub, logging, app: 0, paymentSimulator: 0 } };
    const start = async (run: string) => {
      running = await startEmulators({ stack, dataDir, runDir: path.join(workDir, run), log: () => undefined });
    };
    const documents = `http://${HOST}:${firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
    const identity = `http://${HOST}:${auth}/identitytoolkit.googleapis.com/v1`;
    const fileName = encodeURIComponent('restart/receipt.txt');

    await start('first');
    // Written right before the stop: no periodic export has run since (it runs every 60 s).
    for (let i = 0; i < 20; i += 1) {
      await expectOk(await fetch(`${documents}/restart?documentId=doc-${i}`, { method: 'POST', headers: { ...OWNER, 'content-type': 'application/json' }, body: JSON.stringify({ fields: { n: { integerValue: String(i) } } }) }));
    }
    await expectOk(await fetch(`${identity}/accounts:signUp?key=demo-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'restart@example.test', password: 'restart-password', returnSecureToken: true }) }));
    await expectOk(await fetch(`http://${HOST}:${storage}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${fileName}`, { method: 'POST', headers: { ...OWNER, 'content-type': 'text/plain' }, body: 'paid in full' }));

    await running!.stop();
    running = null;
    await start('second');

    const listed = (await (await expectOk(await fetch(`${documents}/restart?pageSize=100`, { headers: OWNER }))).json()) as { documents?: Array<{ fields: { n: { integerValue: string } } }> };
    expect((listed.documents ?? []).map((d) => Number(d.fields.n.integerValue)).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const signIn = await fetch(`${identity}/accounts:signInWithPassword?key=demo-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'restart@example.test', password: 'restart-password', returnSecureToken: true }) });
    expect(signIn.status).toBe(200);
    const file = await fetch(`http://${HOST}:${storage}/v0/b/${BUCKET}/o/${fileName}?alt=media`, { headers: OWNER });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('paid in full');
  }, 240_000);
});
