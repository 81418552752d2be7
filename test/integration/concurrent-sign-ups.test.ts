/**
 * Reliability: members signing up at the same moment, each from a separate client, whose ids
 * share their first 7 characters (the username the spec derives) never end up with one username
 * or domain. Runs the app's own sign-up path (EnsureMemberRecordUseCase on the web adapter)
 * against the Firestore emulator with the project's real firestore.rules.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemClock } from '../../src/adapters/browser/clock.system';
import { connectFirebase, type FirebaseServices } from '../../src/adapters/firebase/firebase-services';
import { FirestoreMemberRecords } from '../../src/adapters/firebase/member-records.firebase';
import { DEFAULT_APP_CONFIG } from '../../src/core/config/app-config';
import { USERNAME_LENGTH, usernameCandidates } from '../../src/core/member/new-member-record';
import { EnsureMemberRecordUseCase } from '../../src/use-cases/ensure-member-record.use-case';
import { contractConfig } from '../support/firebase-contract-env';
import { randomLowercase } from '../support/test-ids';

/** A project of its own, holding the real rules (the contract projects run open rules). */
const PROJECT_ID = 'demo-sitio-reliability';
const MEMBERS = 6;
const PASSWORD = 'race-password';

const adminApp = initializeApp({ projectId: PROJECT_ID }, `concurrent-sign-ups-${Date.now()}`);
// The Auth emulator files accounts under the project it was started for (GCLOUD_PROJECT).
const authApp = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, `concurrent-sign-ups-auth-${Date.now()}`);
const clients: FirebaseServices[] = [];

beforeAll(async () => {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const rules = readFileSync(resolve(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  expect(response.ok).toBe(true);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.all([deleteApp(adminApp), deleteApp(authApp)]);
});

/** A signed-in device of a new account whose id starts with `prefix`. */
async function newDevice(prefix: string, index: number): Promise<{ uid: string; email: string; client: FirebaseServices }> {
  const uid = `${prefix}${String.fromCharCode(97 + index)}${randomLowercase(19)}`;
  const email = `race-${uid.toLowerCase()}@example.test`;
  await getAuth(authApp).createUser({ uid, email, password: PASSWORD });
  const client = await connectFirebase({ ...contractConfig(), projectId: PROJECT_ID }, { appName: `race-${uid}` });
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  return { uid, email, client };
}

describe('concurrent sign-ups', () => {
  it(`give ${MEMBERS} members whose ids share their first 7 characters ${MEMBERS} usernames and domains`, async () => {
    const prefix = `Rc${randomLowercase(USERNAME_LENGTH - 2)}`;
    const devices = await Promise.all(Array.from({ length: MEMBERS }, (_, index) => newDevice(prefix, index)));

    const outcomes = await Promise.all(
      devices.map(({ uid, email, client }) =>
        new EnsureMemberRecordUseCase(new FirestoreMemberRecords(client.firestore), new SystemClock(), DEFAULT_APP_CONFIG).execute({ uid, email, displayName: 'Race Member', phoneNumber: '+1 555 010 2030' }),
      ),
    );
    expect(outcomes).toEqual(devices.map(() => ({ outcome: 'created' })));

    const db = getFirestore(adminApp);
    const records = await Promise.all(devices.map(({ uid }) => db.doc(`vMember/${uid}`).get()));
    const usernames = records.map((record) => String(record.get('username')));
    const domains = records.map((record) => String(record.get('domain')));
    expect(new Set(usernames).size).toBe(MEMBERS);
    expect(new Set(domains).size).toBe(MEMBERS);
    // Exactly one member keeps the spec's 7 characters; each other took a longer prefix of its own id.
    expect(usernames.filter((username) => username === prefix.toLowerCase())).toHaveLength(1);
    devices.forEach(({ uid }, index) => {
      expect(usernameCandidates(uid)).toContain(usernames[index]);
      expect(domains[index]).toBe(`${usernames[index]}${DEFAULT_APP_CONFIG.appDomainSuffix}`);
    });
    // And each username's claim names its own member.
    const claims = await Promise.all(usernames.map((username) => db.doc(`publicSites/${username}`).get()));
    expect(claims.map((claim) => claim.get('memberId'))).toEqual(devices.map(({ uid }) => uid));
  });
});
