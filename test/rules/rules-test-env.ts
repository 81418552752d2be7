import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../src/core/config/app-config';
import { newMemberRecord } from '../../src/core/member/new-member-record';
import { publicProjectionOf, type ProjectionSource } from '../../src/core/site/public-projection';

// Rules are stored per project id in the emulator, so this suite keeps its own id and cannot
// disturb (or be disturbed by) other suites sharing the emulator.
export const RULES_PROJECT_ID = 'demo-sitio-rules';

export const APP_DOMAIN_SUFFIX = '.sitio.app';
export const DAY_MS = 24 * 60 * 60 * 1000;

function emulatorHost(): { host: string; port: number } {
  const raw = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085';
  const colon = raw.lastIndexOf(':');
  return { host: raw.slice(0, colon), port: Number(raw.slice(colon + 1)) };
}

export async function startRulesEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorHost();
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8'), host, port },
  });
}

// Firebase user ids are 28 characters; the username is derived from the first 7.
export const ALICE = 'AliceUid0000000000000000000A';
export const BOB = 'BobUid00000000000000000000B';
export const ADMIN = 'AdminUid000000000000000000Z';

export const EMAILS: Readonly<Record<string, string>> = {
  [ALICE]: 'alice@example.com',
  [BOB]: 'bob@example.com',
  [ADMIN]: 'admin@example.com',
};

export function usernameOf(uid: string): string {
  return uid.slice(0, 7).toLowerCase();
}

/** The database as seen by a signed-in member (token carries their e-mail). */
export function memberDb(env: RulesTestEnvironment, uid: string, claims: Record<string, unknown> = {}): Firestore {
  return env.authenticatedContext(uid, { email: EMAILS[uid] ?? `${uid}@example.com`, ...claims }).firestore() as unknown as Firestore;
}

/** The database as seen by a holder of the admin custom claim. */
export function adminDb(env: RulesTestEnvironment): Firestore {
  return memberDb(env, ADMIN, { admin: true });
}

export function visitorDb(env: RulesTestEnvironment): Firestore {
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
}

/** The configuration the rules are written for (appDomainSuffix() and trialDays() in firestore.rules). */
export const RULES_APP_CONFIG: AppConfig = { ...DEFAULT_APP_CONFIG, appDomainSuffix: APP_DOMAIN_SUFFIX, trialDays: 0 };

/**
 * Exactly what sign-up writes for `uid`: the core's newMemberRecord plus the server timestamp,
 * so a field the core adds or changes must pass the rules too, or these tests fail.
 */
export function signUpRecord(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = EMAILS[uid] ?? `${uid}@example.com`;
  const record = newMemberRecord({ uid, email, displayName: 'Ana Pérez', phoneNumber: '+1 (555) 010-2030' }, RULES_APP_CONFIG, Date.now());
  return { ...record, createdAt: serverTimestamp(), activeUntil: Timestamp.fromMillis(record.activeUntil), ...overrides };
}

/** The claim publicSites/{username} that sign-up writes with the record: the core's projection of it. */
export function usernameClaim(record: Record<string, unknown>): Record<string, unknown> {
  return { ...publicProjectionOf(record as unknown as ProjectionSource) };
}

/**
 * Sign-up as the app writes it: vMember/{uid} and the claim on its username in one write, as
 * `db`'s user. `overrides` change the record (and so the claim's copy of its public fields).
 */
export function signUpWrite(db: Firestore, uid: string, overrides: Record<string, unknown> = {}): Promise<void> {
  const record = signUpRecord(uid, overrides);
  const batch = writeBatch(db);
  batch.set(doc(db, `vMember/${uid}`), record);
  batch.set(doc(db, `publicSites/${String(record.username)}`), usernameClaim(record));
  return batch.commit();
}

/** Writes documents as the server would (Admin SDK: rules do not apply). */
export async function seed(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

/** A member record as it stands after sign-up, with `activeUntil` at the given time. */
export function storedMember(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return signUpRecord(uid, { createdAt: Timestamp.fromMillis(Date.now() - DAY_MS), ...overrides });
}

let chicago: Intl.DateTimeFormat | null = null;

/** The visit's day key as the product computes it: yyyy-mm-dd in America/Chicago. */
export function chicagoDayKey(at: number = Date.now()): string {
  chicago ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' });
  return chicago.format(at);
}
