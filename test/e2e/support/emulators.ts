// Direct access to the emulators the app under test talks to, through firebase-admin: creating
// members in a given situation, and writing what in production comes from elsewhere (messages
// from the team). Refuses to run without the emulator variables, so it can never reach a real
// project.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_APP_CONFIG } from '../../../src/core/config/app-config';
import { newMemberRecord } from '../../../src/core/member/new-member-record';
import type { PlanName } from '../../../src/core/plans/subscription';

const DAY_MS = 24 * 60 * 60 * 1000;
const APP_NAME = 'sitio-e2e';

export function firestoreEmulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators the app was built against (see docs/testing.md).');
  }
  return host;
}

export function emulatorProject(): string {
  firestoreEmulatorHost();
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId?.startsWith('demo-')) throw new Error(`Refusing to use project "${projectId}": only demo-* emulator projects.`);
  return projectId;
}

function adminApp(): App {
  // No metadata server here; without this google-auth-library probes for one and stalls.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  return getApps().find((app) => app.name === APP_NAME) ?? initializeApp({ projectId: emulatorProject() }, APP_NAME);
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

/** A unique address per run and call, so reruns against kept data never collide. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${randomUUID().slice(0, 6)}@example.com`;
}

export interface TestMember {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly domain: string;
}

export interface MemberSituation {
  /** A label in the name and email, to find the member in the admin list. */
  readonly label: string;
  readonly fullAccess?: boolean;
  /** Fields written over the record the core creates at sign-up. */
  readonly overrides?: Record<string, unknown>;
}

/**
 * A member as sign-up leaves it (the core's record), then put in a situation: with full access
 * the member sees no banner and no overlay, which keeps flows that are about something else
 * free of them.
 */
export async function createMember({ label, fullAccess = false, overrides = {} }: MemberSituation): Promise<TestMember> {
  const now = Date.now();
  const email = uniqueEmail(label);
  const password = 'e2e-password';
  const name = `E2E ${label} ${now.toString(36)}`;
  const user = await getAuth(adminApp()).createUser({ email, password, displayName: name, emailVerified: true });
  if (fullAccess) await getAuth(adminApp()).setCustomUserClaims(user.uid, { fullAccess: true });
  const record = newMemberRecord({ uid: user.uid, email, displayName: name, phoneNumber: '+1 312 555 0100' }, DEFAULT_APP_CONFIG, now);
  await adminDb()
    .collection('vMember')
    .doc(user.uid)
    .set({
      ...record,
      createdAt: Timestamp.fromMillis(now),
      activeUntil: Timestamp.fromMillis(record.activeUntil),
      ...(fullAccess ? { fullAccess: true, status: true, trial: true } : {}),
      ...overrides,
    });
  return { uid: user.uid, email, password, name, domain: record.domain };
}

/** Firestore Timestamp for `days` from now (negative: in the past). */
export function daysFromNow(days: number): Timestamp {
  return Timestamp.fromMillis(Date.now() + days * DAY_MS);
}

/** A message from the team, as the admin CLI and the admin page write it. */
export async function sendMessage(memberId: string, message: { title: string; body: string }): Promise<string> {
  const ref = await adminDb()
    .collection('vMember')
    .doc(memberId)
    .collection('messages')
    .add({ ...message, leido: false, createdAt: Timestamp.now() });
  return ref.id;
}

/** An active subscription to `plan` for `memberId`, as the payment extension stores one. */
export async function givePlan(memberId: string, plan: PlanName): Promise<void> {
  const slug = plan.slice(0, plan.indexOf(' ')).toLowerCase();
  await adminDb().collection('vMember').doc(memberId).collection('subscriptions').doc(`sub_e2e_${slug}`).set({
    status: 'active',
    productType: 'plan',
    productName: plan,
    items: [{ price: { id: `price_e2e_${slug}_monthly`, product: { name: plan } } }],
    current_period_end: daysFromNow(20),
    cancel_at_period_end: false,
    created: daysFromNow(-1),
  });
}

/** An active Elite subscription for `memberId`, as the payment extension stores one. */
export function giveElitePlan(memberId: string): Promise<void> {
  return givePlan(memberId, 'Elite Plan');
}

export async function readMember(memberId: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection('vMember').doc(memberId).get()).data();
}

/** The uid the Auth emulator gave an address that signed up through the app. */
export async function uidOf(email: string): Promise<string> {
  return (await getAuth(adminApp()).getUserByEmail(email)).uid;
}
