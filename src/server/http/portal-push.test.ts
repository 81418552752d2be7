import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/clock.memory';
import { MemoryDatabase } from '../../adapters/memory/memory-database';
import { MemoryPortalAuth } from '../../adapters/memory/portal-auth.memory';
import { MemoryPortalDirectory, siteCustomerDocument } from '../../adapters/memory/portal-directory.memory';
import { siteCollection } from '../../adapters/memory/public-sites.memory';
import { portalCollection, portalSettingsPath } from '../../adapters/memory/site-customers.memory';
import { toSubscriptionDocument } from '../../adapters/memory/subscription-document.memory';
import type { SiteCustomer } from '../../core/portal/customer';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../public-site/demo/demo-site';
import type { PortalPushTag } from '../../public-site/render/render-portal-page';
import { PORTAL_PUSH_SCRIPT } from '../../public-site/push/portal-push.generated';
import { SERVED_SCRIPTS, portalPushScriptUrl } from '../server-composition';
import { portalPushConfigFrom as portalPushConfigFromEnv } from '../server-settings';
import { PORTAL_PUSH_SCRIPT_PATH } from './route-table';
import type { SiteHandler as PublicSiteHandler, SiteRequest, SiteResponse } from './site-http';
import { memorySiteHandler } from '../../../test/support/memory-site-handler';
import { PUSH_TOKEN_ORIGINS } from './page-response';

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const OWNER = 'sol1234abcdefghijklmnopqrst';
const HOST = '127.0.0.1:5173';
const PUSH: PortalPushTag = {
  scriptUrl: portalPushScriptUrl('v1'),
  config: { apiKey: 'AIza-key', projectId: 'sitio-prod', messagingSenderId: '42', appId: '1:42:web:abc', vapidKey: 'BPk-vapid' },
};
const BUTTON_EN = 'Get announcements on this device';
const BUTTON_ES = 'Recibir avisos en este dispositivo';

let db: MemoryDatabase;
let clock: FakeClock;
let auth: MemoryPortalAuth;
let customers = 0;

function makeHandler(push: PortalPushTag | undefined): PublicSiteHandler {
  return memorySiteHandler(db, clock, {
    speed: { scriptUrl: '/s/_speed.js?v=s1', endpoint: '/s/_speed', rate: 1 },
    portal: { auth, directory: new MemoryPortalDirectory(db) },
    ...(push === undefined ? {} : { portalPush: push }),
  });
}

function seedEliteSite(): void {
  db.setDocument(['vMember', OWNER], { id: OWNER, username: 'sol1234', domain: 'sol1234.sitio.app', namePublico: 'Sol Bakery', published: true, status: true, activeUntil: clock.now() - 1000 });
  db.setDocument(['publicSites', 'sol1234'], { memberId: OWNER, ...DEMO_MEMBER, published: true });
  db.setDocument(
    ['vMember', OWNER, 'subscriptions', 'sub1'],
    toSubscriptionDocument({ status: 'active', productType: 'plan', productName: 'Elite Plan', itemProductName: 'Elite Plan', currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: 'price_1' }),
  );
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) db.setDocument([...siteCollection(OWNER), id], data as Record<string, unknown>);
  db.setDocument(portalSettingsPath(OWNER), { signUpPolicy: 'open' });
}

async function customerCookie(status: SiteCustomer['status']): Promise<string> {
  customers += 1;
  const email = `customer${customers}@example.com`;
  const account = await auth.signUp(email, 'long enough password', 'Ana');
  if (account.kind !== 'ok') throw new Error('sign-up failed');
  const customer: SiteCustomer = { uid: account.uid, name: 'Ana', email, status, groups: ['vip'], joinedAt: clock.now(), lastVisitAt: clock.now() };
  db.setDocument([...portalCollection(OWNER, 'siteUsers'), account.uid], siteCustomerDocument(customer));
  return `__session=${await auth.createSession(account.idToken, 3_600_000)}`;
}

async function get(handler: PublicSiteHandler, url: string, partial: Partial<SiteRequest> = {}): Promise<SiteResponse> {
  const response = await handler({ method: 'GET', url, host: HOST, ...partial });
  if (response === null) throw new Error(`no answer for ${url}`);
  return response;
}

/** The page's one inline script, as its CSP hash names it. */
function inlineScript(html: string): string | null {
  return /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
}

function csp(response: SiteResponse): string {
  return response.headers['Content-Security-Policy'] ?? '';
}

beforeEach(() => {
  clock = new FakeClock(Date.UTC(2025, 5, 14, 15, 0));
  db = new MemoryDatabase({ clock });
  auth = new MemoryPortalAuth(clock);
  seedEliteSite();
});

describe('announcements on the customer\'s device', () => {
  it('are offered to a signed-in active customer, hidden until the script finds web push, and the CSP allows that script only', async () => {
    const handler = makeHandler(PUSH);
    const page = await get(handler, '/s/sol1234/portal', { cookie: await customerCookie('active') });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<div id="push" hidden><p><button class="btn o" type="button">${BUTTON_EN}</button></p>`);
    const script = inlineScript(page.body);
    expect(script).not.toBeNull();
    expect(script).toContain(JSON.stringify(PUSH.scriptUrl));
    expect(script).toContain('"endpoint":"/s/sol1234/portal/push-token"');
    expect(script).toContain('"vapidKey":"BPk-vapid"');
    const policy = csp(page);
    expect(policy).toContain(`script-src 'sha256-${sha256Base64(script!)}' 'self';`);
    expect(policy).toContain(`connect-src 'self' ${PUSH_TOKEN_ORIGINS.join(' ')};`);
    expect(policy).toContain("worker-src 'self';");
    expect(page.headers['Cache-Control']).toBe('private, no-store');
  });

  it('are offered in Spanish at /es, posting the token under /es', async () => {
    const page = await get(makeHandler(PUSH), '/s/sol1234/es/portal', { cookie: await customerCookie('active') });
    expect(page.body).toContain(BUTTON_ES);
    expect(inlineScript(page.body)).toContain('"endpoint":"/s/sol1234/es/portal/push-token"');
    expect(inlineScript(page.body)).toContain('Listo: los avisos llegarán a este dispositivo.');
  });

  it('are not offered to a pending or blocked customer, nor to a visitor: those portal pages run no script', async () => {
    const handler = makeHandler(PUSH);
    for (const cookie of [await customerCookie('pending'), await customerCookie('blocked'), undefined]) {
      const page = await get(handler, '/s/sol1234/portal', cookie === undefined ? {} : { cookie });
      expect(page.body).not.toContain(BUTTON_EN);
      expect(page.body).not.toContain('<script>');
      expect(csp(page)).toContain("script-src 'none';");
      expect(csp(page)).not.toContain('googleapis');
    }
  });

  it('are not offered where push is off (no VAPID key, the emulators): no button and no script', async () => {
    const page = await get(makeHandler(undefined), '/s/sol1234/portal', { cookie: await customerCookie('active') });
    expect(page.body).toContain('<h2>Announcements</h2>');
    expect(page.body).not.toContain(BUTTON_EN);
    expect(csp(page)).toContain("script-src 'none';");
  });

  it("leave the site's other pages alone: no push script, and their policy is unchanged", async () => {
    const cookie = await customerCookie('active');
    const handler = makeHandler(PUSH);
    const withPush = await get(handler, '/s/sol1234', { cookie });
    const without = await get(makeHandler(undefined), '/s/sol1234', { cookie });
    expect(withPush.body).not.toContain('_portal-push');
    expect(withPush.body).not.toContain(BUTTON_EN);
    expect(csp(withPush)).toBe(csp(without));
    expect(csp(withPush)).not.toContain('googleapis');
  });
});

describe('the push script file', () => {
  const endpoint = memorySiteHandler(new MemoryDatabase({ clock: new FakeClock() }), new FakeClock());
  const v1 = SERVED_SCRIPTS.portalPush.version;

  it('is served at its one path, kept for good at its current version', async () => {
    const current = await endpoint({ method: 'GET', url: portalPushScriptUrl(v1), host: HOST });
    expect(current?.status).toBe(200);
    expect(current?.body).toBe(PORTAL_PUSH_SCRIPT);
    expect(current?.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
    expect(current?.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect((await endpoint({ method: 'GET', url: `${PORTAL_PUSH_SCRIPT_PATH}?v=old`, host: HOST }))?.headers['Cache-Control']).toBe('public, max-age=300');
    expect((await endpoint({ method: 'HEAD', url: portalPushScriptUrl(v1), host: HOST }))?.body).toBe('');
    expect((await endpoint({ method: 'POST', url: portalPushScriptUrl(v1), host: HOST }))?.status).toBe(405);
    expect(await endpoint({ method: 'GET', url: '/dashboard', host: '127.0.0.1' })).toBeNull();
  });
});

describe("the deployment's web config for push", () => {
  const full = {
    VITE_FIREBASE_API_KEY: 'AIza-key',
    VITE_FIREBASE_PROJECT_ID: 'sitio-prod',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '42',
    VITE_FIREBASE_APP_ID: '1:42:web:abc',
    VITE_FIREBASE_VAPID_KEY: 'BPk-vapid',
  };

  it("is the app's own VITE_FIREBASE_* settings, a SITIO_FIREBASE_* one first, the function's project last", () => {
    expect(portalPushConfigFromEnv(full)).toEqual(PUSH.config);
    expect(portalPushConfigFromEnv({ ...full, SITIO_FIREBASE_API_KEY: 'server-key' })?.apiKey).toBe('server-key');
    expect(portalPushConfigFromEnv({ ...full, VITE_FIREBASE_PROJECT_ID: undefined, GCLOUD_PROJECT: 'sitio-fn' })?.projectId).toBe('sitio-fn');
  });

  it('is absent without a VAPID key or any other part, and on the emulators', () => {
    expect(portalPushConfigFromEnv({ ...full, VITE_FIREBASE_VAPID_KEY: '' })).toBeNull();
    expect(portalPushConfigFromEnv({ ...full, VITE_FIREBASE_APP_ID: undefined })).toBeNull();
    expect(portalPushConfigFromEnv({ ...full, VITE_USE_EMULATORS: 'true' })).toBeNull();
    expect(portalPushConfigFromEnv({ ...full, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBeNull();
    expect(portalPushConfigFromEnv({ ...full, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBeNull();
  });
});
