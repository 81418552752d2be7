import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';

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

/** Exactly what sign-up writes for `uid` (the client's newMemberRecord plus server timestamp). */
export function signUpRecord(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const username = usernameOf(uid);
  const email = EMAILS[uid] ?? `${uid}@example.com`;
  return {
    name: 'Ana Pérez',
    namePublico: 'Ana Pérez',
    username,
    domain: username + APP_DOMAIN_SUFFIX,
    email,
    emailPublico: email,
    id: uid,
    vID: uid,
    picture: '/images/empty-profile.svg',
    coverPicture: '/images/default-cover.svg',
    esAdministrador: false,
    verified: false,
    setup: false,
    published: true,
    alertPayment: false,
    ads: false,
    businessName: null,
    businessEmail: null,
    status: false,
    trial: false,
    createdAt: serverTimestamp(),
    activeUntil: Timestamp.fromMillis(Date.now()),
    siteLanguage: 'EN',
    font: 'Roboto',
    coverTemplate: 1,
    accountType: 'business',
    themeColor: '#0D0D0D',
    phoneNumber: '+1 (555) 010-2030',
    ...overrides,
  };
}

/** The claim publicSites/{username} that sign-up writes with the record (the adapter's projection). */
export function usernameClaim(record: Record<string, unknown>): Record<string, unknown> {
  const claim: Record<string, unknown> = { memberId: record.id };
  for (const field of ['username', 'domain', 'namePublico', 'emailPublico', 'businessName', 'themeColor', 'font', 'coverTemplate', 'picture', 'coverPicture', 'siteLanguage', 'published']) {
    claim[field] = record[field];
  }
  return claim;
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
