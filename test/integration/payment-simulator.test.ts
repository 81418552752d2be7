/**
 * The local payment simulator against the Firestore emulator: it answers a checkout session
 * with its own checkout page, writes the subscription the way the payment extension does when
 * the member confirms, and lets the member cancel or resume in its portal. The test looks at the
 * data from the server side (firebase-admin), where sessions land whatever the rules. It runs on
 * its own project id (derived from GCLOUD_PROJECT) so the simulator `npm test` starts for the
 * end-to-end tests never answers these sessions first.
 */
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSubscriptions } from '../../src/adapters/node/subscriptions.admin';
import type { Subscription } from '../../src/core/plans/subscription';
import { DAY_MS } from '../../src/core/time/time';
import { escapeHtml, startPaymentSimulator } from '../../scripts/lib/payment-simulator.mjs';
import type { RunningPaymentSimulator } from '../../scripts/lib/payment-simulator.mjs';
import { eventually } from '../support/eventually';
import { uniqueMemberId } from '../support/test-ids';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const PROJECT_ID = `${process.env.GCLOUD_PROJECT ?? 'demo-sitio-test'}-paysim`;
const APP = process.env.SITIO_APP_URL ?? 'http://127.0.0.1:4173';

let simulator: RunningPaymentSimulator;
let app: App;
let db: Firestore;

function request(overrides: Record<string, unknown> = {}) {
  return {
    price: 'price_elite',
    success_url: `${APP}/dashboard/settings/subscription?checkout=success`,
    cancel_url: `${APP}/dashboard/settings/subscription?checkout=cancelled`,
    mode: 'subscription',
    locale: 'en',
    ...overrides,
  };
}

/** An ID token shaped like the Auth emulator's (unsigned), for the portal endpoint. */
function emulatorIdToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  })}.`;
}

async function newMember(): Promise<string> {
  const memberId = uniqueMemberId();
  await db.doc(`vMember/${memberId}`).set({ status: false, trial: false, activeUntil: Date.now() - DAY_MS });
  return memberId;
}

/** Adds a session as the member's client does and waits for the simulator's answer. */
async function checkoutSession(memberId: string, overrides: Record<string, unknown> = {}) {
  const ref = await db.collection(`vMember/${memberId}/checkout_sessions`).add(request(overrides));
  const answer = await new Promise<DocumentData>((resolve) => {
    const stop = ref.onSnapshot((snapshot) => {
      const data = snapshot.data();
      if (data && (data['url'] !== undefined || data['error'] !== undefined)) {
        stop();
        resolve(data);
      }
    });
  });
  return { id: ref.id, answer };
}

beforeAll(async () => {
  if (firestoreHost === '') throw new Error('FIRESTORE_EMULATOR_HOST must name the running Firestore emulator');
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app = initializeApp({ projectId: PROJECT_ID }, 'payment-simulator-test');
  db = getFirestore(app);
  simulator = await startPaymentSimulator({ firestoreHost, projectId: PROJECT_ID, port: 0 });
});

afterAll(async () => {
  if (app !== undefined) await deleteApp(app);
  await simulator?.stop();
});

describe('payment simulator', () => {
  it('answers a session with its checkout page; confirming writes the extension\'s subscription, which the app sees live', async () => {
    const memberId = await newMember();
    const live: (readonly Subscription[])[] = [];
    const stop = new AdminSubscriptions(db).watchValidPlanSubscriptions(memberId, (subs) => live.push(subs));
    try {
      const { id, answer } = await checkoutSession(memberId);
      expect(answer['url']).toBe(`${simulator.url}/checkout/${memberId}/${id}`);

      const pageHtml = await (await fetch(String(answer['url']))).text();
      expect(pageHtml).toContain('<html lang="en">');
      expect(pageHtml).toContain('>Confirm payment</button>');
      expect(pageHtml).toContain('>Cancel</button>');
      expect(pageHtml).toContain('$48 / month');

      const confirmed = await fetch(`${String(answer['url'])}/confirm`, { method: 'POST', redirect: 'manual' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(request()['success_url']);

      const subs = await db.collection(`vMember/${memberId}/subscriptions`).get();
      expect(subs.docs).toHaveLength(1);
      const sub = subs.docs[0]?.data() ?? {};
      expect(sub).toMatchObject({
        status: 'active',
        productType: 'plan',
        productName: 'Elite Plan',
        cancel_at_period_end: false,
        items: [{ price: { id: 'price_elite', product: { name: 'Elite Plan' } } }],
      });
      expect(sub['current_period_start']).toBeInstanceOf(Timestamp);
      const periodDays = ((sub['current_period_end'] as Timestamp).toMillis() - (sub['current_period_start'] as Timestamp).toMillis()) / DAY_MS;
      expect(periodDays).toBe(30);

      await eventually(() => expect(live.at(-1)?.map((s) => [s.status, s.productName, s.priceId, s.cancelAtPeriodEnd])).toEqual([['active', 'Elite Plan', 'price_elite', false]]), { timeoutMs: 5000 });
      expect((await db.doc(`vMember/${memberId}`).get()).data()).toMatchObject({ status: true, trial: false });

      // A second confirm (a double click, the back button) charges nothing more.
      await fetch(`${String(answer['url'])}/confirm`, { method: 'POST', redirect: 'manual' });
      expect((await db.collection(`vMember/${memberId}/subscriptions`).get()).docs).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('speaks Spanish on a Spanish session, and cancelling returns to cancel_url without a subscription', async () => {
    const memberId = await newMember();
    const { answer } = await checkoutSession(memberId, { locale: 'es', price: 'price_basic' });
    const pageHtml = await (await fetch(String(answer['url']))).text();
    expect(pageHtml).toContain('<html lang="es">');
    expect(pageHtml).toContain('>Confirmar pago</button>');
    expect(pageHtml).toContain('>Cancelar</button>');
    expect(pageHtml).toContain('Básico');
    const cancelled = await fetch(`${String(answer['url'])}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(request()['cancel_url']);
    expect((await db.collection(`vMember/${memberId}/subscriptions`).get()).empty).toBe(true);
  });

  it('answers a price this deployment does not sell with an error, as the extension does', async () => {
    const memberId = await newMember();
    const { answer } = await checkoutSession(memberId, { price: 'price_unknown' });
    expect(answer['url']).toBeUndefined();
    expect(answer['error']).toEqual({ message: "No such price: 'price_unknown'" });
  });

  it('portal: cancel at period end keeps access, resume undoes it, cancel now ends it and the status follows', async () => {
    const memberId = await newMember();
    const { answer } = await checkoutSession(memberId, { price: 'price_professional' });
    await fetch(`${String(answer['url'])}/confirm`, { method: 'POST', redirect: 'manual' });

    expect((await fetch(`${simulator.url}/portal`, { method: 'POST', body: '{}' })).status).toBe(401);
    // With the Auth emulator running, the simulator verifies the token as the Admin SDK does there,
    // which also requires the account to exist.
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) await getAuth(app).createUser({ uid: memberId });
    const opened = await fetch(`${simulator.url}/portal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${emulatorIdToken(memberId)}` },
      body: JSON.stringify({ returnUrl: `${APP}/dashboard/settings/subscription`, locale: 'en' }),
    });
    expect(opened.status).toBe(200);
    const { url } = (await opened.json()) as { url: string };
    const portalHtml = await (await fetch(url)).text();
    expect(portalHtml).toContain('Professional Plan');
    expect(portalHtml).toContain('>Cancel at period end</button>');
    expect(portalHtml).toContain(`href="${APP}/dashboard/settings/subscription"`);

    const [subId] = (await db.collection(`vMember/${memberId}/subscriptions`).get()).docs.map((d) => d.id);
    const subRef = db.doc(`vMember/${memberId}/subscriptions/${subId ?? 'none'}`);
    const act = (action: string) => fetch(`${url}/${subId}/${action}`, { method: 'POST', redirect: 'manual' });

    expect((await act('cancel-at-period-end')).status).toBe(303);
    expect((await subRef.get()).data()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await (await fetch(url)).text()).toContain('>Resume</button>');
    await act('resume');
    expect((await subRef.get()).data()).toMatchObject({ status: 'active', cancel_at_period_end: false });
    await act('cancel-now');
    expect((await subRef.get()).data()).toMatchObject({ status: 'canceled' });
    expect((await db.doc(`vMember/${memberId}`).get()).data()).toMatchObject({ status: false, trial: false });
  });

  it('escapes what it prints', () => {
    expect(escapeHtml('<script>"x" & \'y\'</script>')).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;');
  });

  it('serves nothing for unknown sessions or paths', async () => {
    expect((await fetch(`${simulator.url}/checkout/nobody/nothing`)).status).toBe(404);
    expect((await fetch(`${simulator.url}/checkout/a%2Fb/x`)).status).toBe(404);
    expect((await fetch(`${simulator.url}/portal/not-a-portal`)).status).toBe(404);
  });
});
