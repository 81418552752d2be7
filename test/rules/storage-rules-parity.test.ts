import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAllowed, type StorageRequest } from '../../scripts/lib/storage-policy.mjs';
import { STORAGE_CASES } from '../support/storage-policy-cases';

/*
 * storage.rules, evaluated by a real rules engine: Storage's own engine cannot run on these
 * machines (docs/local-stack.md), so the file is turned mechanically into a Firestore ruleset,
 * renaming only what differs between the two services (the service and root match, the
 * uploaded object's `size`, `contentType` and `contentDisposition`, which become fields of the
 * written document, and `firestore.get/exists`), and run on the Firestore emulator's engine:
 * every condition, regular expression, function and the quota's cross-service read are those of
 * storage.rules. The same table of cases runs against the local emulator's policy
 * (scripts/lib/storage-policy.mjs); a case on which they disagree fails here.
 */

const PROJECT_ID = 'demo-sitio-storage-rules';

export function firestoreFormOf(storageRules: string): string {
  const translated = storageRules
    .replace("service firebase.storage {", 'service cloud.firestore {')
    .replace('match /b/{bucket}/o {', 'match /databases/{database}/documents {')
    .replace(/request\.resource\.(size|contentType|contentDisposition)\b/g, 'request.resource.data.$1')
    .replace(/firestore\.(get|exists)\(/g, '$1(')
    .replace(/\/databases\/\(default\)\/documents\//g, '/databases/$(database)/documents/');
  // Nothing Storage-only may be left unrenamed.
  for (const leftover of ['firebase.storage', '/b/{bucket}', 'firestore.', 'request.resource.size', 'request.resource.contentType']) {
    if (translated.includes(leftover)) throw new Error(`storage.rules uses ${leftover}, which firestoreFormOf does not translate`);
  }
  return translated;
}

function emulatorHost(): { host: string; port: number } {
  const raw = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085';
  const colon = raw.lastIndexOf(':');
  return { host: raw.slice(0, colon), port: Number(raw.slice(colon + 1)) };
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: firestoreFormOf(readFileSync(resolve(process.cwd(), 'storage.rules'), 'utf8')), ...emulatorHost() },
  });
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

function dbOf(request: StorageRequest): Firestore {
  return (request.auth === null ? env.unauthenticatedContext() : env.authenticatedContext(request.auth.uid)).firestore() as unknown as Firestore;
}

/** The request made by the rules engine: the object as a document, its metadata as fields. */
async function attempt(request: StorageRequest): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore() as unknown as Firestore;
    const owner = /^vMember\/([^/]+)\//.exec(request.objectPath)?.[1];
    if (request.usage && owner) await setDoc(doc(admin, 'storageUsage', owner), { ...request.usage });
    if (request.method === 'update' || request.method === 'delete') await setDoc(doc(admin, request.objectPath), { ...(request.before ?? { size: 1, contentType: 'image/png' }) });
  });
  const db = dbOf(request);
  switch (request.method) {
    case 'get':
      await getDoc(doc(db, request.objectPath));
      return;
    case 'list':
      await getDocs(collection(db, request.objectPath.split('/').slice(0, -1).join('/')));
      return;
    case 'create':
    case 'update':
      await setDoc(doc(db, request.objectPath), { ...request.after });
      return;
    case 'delete':
      await deleteDoc(doc(db, request.objectPath));
  }
}

describe('storage.rules on a rules engine and the local policy agree', () => {
  it.each(STORAGE_CASES)('%s', async (_label, request, allowed) => {
    expect(isAllowed(request), 'the local policy').toBe(allowed);
    await (allowed ? assertSucceeds(attempt(request)) : assertFails(attempt(request)));
  });

  it('translates only what differs between the services', () => {
    const rules = readFileSync(resolve(process.cwd(), 'storage.rules'), 'utf8');
    const translated = firestoreFormOf(rules);
    // Same lines, same conditions: only renamed names differ.
    expect(translated.split('\n')).toHaveLength(rules.split('\n').length);
    expect(translated).toContain("fileName.matches('[0-9]{1,16}(-[0-9]{3,4})?([.](png|jpe?g|webp))?')");
  });
});
