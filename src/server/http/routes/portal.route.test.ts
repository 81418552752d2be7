import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/memory/clock.memory';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { MemoryPortalAuth } from '../../../adapters/memory/portal-auth.memory';
import { MemoryPortalDirectory, siteCustomerDocument } from '../../../adapters/memory/portal-directory.memory';
import { siteCollection } from '../../../adapters/memory/public-sites.memory';
import { portalCollection, portalSettingsPath } from '../../../adapters/memory/site-customers.memory';
import { toSubscriptionDocument } from '../../../adapters/memory/subscription-document.memory';
import type { SignUpPolicy, SiteCustomer } from '../../../core/portal/customer';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../../public-site/demo/demo-site';
import type { SiteHandler as PublicSiteHandler, SiteRequest, SiteResponse } from '../site-http';
import { memorySiteHandler } from '../../../../test/support/memory-site-handler';

const OWNER = 'sol1234abcdefghijklmnopqrst';
const OTHER_OWNER = 'luna5678abcdefghijklmnopqrs';
const HOST = '127.0.0.1:5173';
const PASSWORD = 'long enough password';
const VIP_ALBUM = 'VIP tasting room';
const HOUR = 3_600_000;

let db: MemoryDatabase;
let clock: FakeClock;
let auth: MemoryPortalAuth;
let directory: MemoryPortalDirectory;
let handler: PublicSiteHandler;
let addressCounter = 0;
let customerCounter = 0;

function makeHandler(): PublicSiteHandler {
  return memorySiteHandler(db, clock, {
    portal: { auth, directory },
  });
}

function seed(plan: 'Basic Plan' | 'Professional Plan' | 'Elite Plan', policy: SignUpPolicy = 'open'): void {
  db.setDocument(['vMember', OWNER], { id: OWNER, username: 'sol1234', domain: 'sol1234.sitio.app', namePublico: 'Sol Bakery', published: true, status: true, activeUntil: clock.now() - 1000 });
  db.setDocument(['publicSites', 'sol1234'], { memberId: OWNER, ...DEMO_MEMBER, published: true });
  db.setDocument(
    ['vMember', OWNER, 'subscriptions', 'sub1'],
    toSubscriptionDocument({ status: 'active', productType: 'plan', productName: plan, itemProductName: plan, currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: 'price_1' }),
  );
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) db.setDocument([...siteCollection(OWNER), id], data as Record<string, unknown>);
  // One album only the VIP group may see.
  db.setDocument([...siteCollection(OWNER), 'albums'], {
    albums: [
      { name: 'Our café', images: [{ url: 'https://example.com/cafe.jpg', alt: 'Café interior' }] },
      { name: VIP_ALBUM, images: [{ url: 'https://example.com/vip-secret.jpg', alt: 'Tasting room' }], audience: { kind: 'groups', groups: ['vip'] } },
    ],
  });
  setPolicy(policy);
}

function setPolicy(policy: SignUpPolicy): void {
  db.setDocument(portalSettingsPath(OWNER), { signUpPolicy: policy });
}

function storeCustomer(customer: Partial<SiteCustomer> & { uid: string }, owner = OWNER): void {
  const full: SiteCustomer = { name: 'Ana', email: 'ana@example.com', status: 'active', groups: [], joinedAt: clock.now(), lastVisitAt: null, ...customer };
  db.setDocument([...portalCollection(owner, 'siteUsers'), full.uid], siteCustomerDocument(full));
}

function storedCustomer(uid: string, owner = OWNER): Record<string, unknown> | null {
  return db.getDocument([...portalCollection(owner, 'siteUsers'), uid]);
}

async function get(url: string, partial: Partial<SiteRequest> = {}): Promise<SiteResponse> {
  const response = await handler({ method: 'GET', url, host: HOST, ...partial });
  if (response === null) throw new Error(`no answer for ${url}`);
  return response;
}

/** A form post from its own visitor address, unless one is given (the throttle counts per address). */
async function post(path: string, fields: Record<string, string>, partial: Partial<SiteRequest> = {}): Promise<SiteResponse> {
  addressCounter += 1;
  const response = await handler({
    method: 'POST',
    url: path,
    host: HOST,
    contentType: 'application/x-www-form-urlencoded',
    body: new TextEncoder().encode(new URLSearchParams(fields).toString()),
    clientAddress: `198.51.100.${addressCounter}`,
    ...partial,
  });
  if (response === null) throw new Error(`no answer for ${path}`);
  return response;
}

/** The cookie a response sets, as a browser would send it back. */
function cookieFrom(response: SiteResponse): string {
  const header = response.headers['Set-Cookie'] ?? '';
  const pair = header.split(';')[0] ?? '';
  expect(pair).toMatch(/^__session=/);
  return pair;
}

async function signUp(email: string, name = 'Ana López', extra: Record<string, string> = {}, path = '/s/sol1234/portal/sign-up'): Promise<SiteResponse> {
  return post(path, { name, email, password: PASSWORD, ...extra });
}

/** A person with an account and a session, as a customer of `OWNER` in `status` and `groups`. */
async function signedInCustomer(status: SiteCustomer['status'], groups: string[] = []): Promise<{ uid: string; cookie: string }> {
  customerCounter += 1;
  const email = `customer${customerCounter}@example.com`;
  const account = await auth.signUp(email, PASSWORD, 'Ana');
  if (account.kind !== 'ok') throw new Error('sign-up failed');
  storeCustomer({ uid: account.uid, email, status, groups, lastVisitAt: clock.now() });
  const value = await auth.createSession(account.idToken, 14 * 24 * HOUR);
  return { uid: account.uid, cookie: `__session=${value}` };
}

beforeEach(() => {
  clock = new FakeClock(Date.UTC(2025, 5, 14, 15, 0));
  db = new MemoryDatabase({ clock });
  auth = new MemoryPortalAuth(clock);
  directory = new MemoryPortalDirectory(db);
  handler = makeHandler();
});

describe('signing up on the portal', () => {
  it('on an open site admits the customer at once and signs them in with a session cookie', async () => {
    seed('Elite Plan', 'open');
    const response = await signUp('ana@example.com');
    expect(response.status).toBe(303);
    expect(response.headers['Location']).toBe('/s/sol1234/portal');
    expect(response.headers['Cache-Control']).toBe('no-store');
    const setCookie = response.headers['Set-Cookie'] ?? '';
    expect(setCookie).toMatch(/^__session=[^;]+; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/);
    const account = await auth.signIn('ana@example.com', PASSWORD);
    if (account.kind !== 'ok') throw new Error('no account');
    expect(storedCustomer(account.uid)).toMatchObject({ name: 'Ana López', email: 'ana@example.com', status: 'active', groups: [] });

    const page = await get('/s/sol1234/portal', { cookie: `theme=dark; ${cookieFrom(response)}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Hello, Ana López');
    expect(page.body).toContain('Your account is active.');
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(page.headers['X-Robots-Tag']).toBe('noindex');
    expect(page.headers['Content-Security-Policy']).toContain("script-src 'none'");
    // A customer's own page, like the sign-in form, is never drawn inside another site's frame.
    expect(page.headers['X-Frame-Options']).toBe('DENY');
    expect(page.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    const signIn = await get('/s/sol1234/portal');
    expect(signIn.body).toContain('type="password"');
    expect(signIn.headers['X-Frame-Options']).toBe('DENY');
    expect(signIn.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('marks the cookie Secure everywhere but on a local http host', async () => {
    seed('Elite Plan', 'open');
    const response = await post('/portal/sign-up', { name: 'Ana', email: 'secure@example.com', password: PASSWORD }, { host: 'sol1234.sitio.app' });
    expect(response.headers['Location']).toBe('/portal');
    expect(response.headers['Set-Cookie']).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('on an approval site holds the customer pending, awaiting the business', async () => {
    seed('Elite Plan', 'approval');
    const response = await signUp('pending@example.com');
    expect(response.status).toBe(303);
    const page = await get('/s/sol1234/portal', { cookie: cookieFrom(response) });
    expect(page.body).toContain('Your account is awaiting approval by Sol Bakery &amp; Café.');
    expect(page.body).not.toContain('Announcements');
  });

  it('on an invitation-only site is refused without an invitation, and no account is made', async () => {
    seed('Elite Plan', 'invitation');
    const form = await get('/s/sol1234/portal');
    expect(form.body).toContain('Accounts here are by invitation only. Ask Sol Bakery &amp; Café for an invitation link.');
    expect(form.body).not.toContain('action="/s/sol1234/portal/sign-up');
    const response = await signUp('uninvited@example.com', 'Uninvited');
    expect(response.status).toBe(403);
    expect(response.headers['Set-Cookie']).toBeUndefined();
    expect(response.body).toContain('role="alert">Accounts here are by invitation only.');
    expect(response.body).toContain('value="uninvited@example.com"');
    expect((await auth.signIn('uninvited@example.com', PASSWORD)).kind).toBe('failed');
  });

  it('with a valid invitation admits the invited address at once, in its groups, and uses the invitation up', async () => {
    seed('Elite Plan', 'invitation');
    const invitePath = [...portalCollection(OWNER, 'siteInvites'), 'inv_123'];
    db.setDocument(invitePath, { email: 'Invited@Example.com', groups: ['vip'], expiresAt: clock.now() + 24 * HOUR, createdAt: clock.now() });
    const form = await get('/s/sol1234/es/portal?invite=inv_123');
    expect(form.body).toContain('Te invitaron al área de clientes de Sol Bakery &amp; Café.');
    expect(form.body).toContain('<input type="hidden" name="invite" value="inv_123">');
    expect(form.body).toContain('value="Invited@Example.com"');
    // The language switch keeps the invitation.
    expect(form.body).toContain('href="/s/sol1234/en/portal?invite=inv_123"');

    const response = await signUp('invited@example.com', 'Invitada', { invite: 'inv_123' }, '/s/sol1234/es/portal/sign-up');
    expect(response.status).toBe(303);
    expect(response.headers['Location']).toBe('/s/sol1234/es/portal');
    const page = await get('/s/sol1234/es/portal', { cookie: cookieFrom(response) });
    expect(page.body).toContain('Hola, Invitada');
    expect(page.body).toContain('Tu cuenta está activa.');
    expect(db.getDocument(invitePath)).toBeNull();
    const home = await get('/s/sol1234', { cookie: cookieFrom(response) });
    expect(home.body).toContain(VIP_ALBUM);
  });

  it('says an expired or unknown invitation no longer works, and does not admit with it', async () => {
    seed('Elite Plan', 'invitation');
    db.setDocument([...portalCollection(OWNER, 'siteInvites'), 'old'], { email: 'late@example.com', groups: ['vip'], expiresAt: clock.now() - 1, createdAt: clock.now() - 20 * 24 * HOUR });
    const form = await get('/s/sol1234/portal?invite=old');
    expect(form.body).toContain('This invitation link no longer works. Ask Sol Bakery &amp; Café for a new one.');
    expect((await signUp('late@example.com', 'Late', { invite: 'old' })).status).toBe(403);
    expect((await get('/s/sol1234/portal?invite=unknown')).body).toContain('This invitation link no longer works.');
  });

  it('admits someone already registered (a customer of another business) with the password they have', async () => {
    seed('Elite Plan', 'open');
    const elsewhere = await auth.signUp('both@example.com', PASSWORD, 'Both');
    if (elsewhere.kind !== 'ok') throw new Error('sign-up failed');
    storeCustomer({ uid: elsewhere.uid, email: 'both@example.com' }, OTHER_OWNER);

    const wrong = await post('/s/sol1234/portal/sign-up', { name: 'Both Again', email: 'both@example.com', password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain('This e-mail already has an account with another password. Sign in, or reset the password.');
    expect(wrong.body).toContain('value="Both Again"');
    expect(wrong.body).toContain('value="both@example.com"');
    expect(wrong.body).not.toContain('not the password');
    expect(wrong.body).toMatch(/id="sign-up-email"[^>]*aria-invalid="true"/);

    const right = await signUp('both@example.com', 'Both Again');
    expect(right.status).toBe(303);
    expect(storedCustomer(elsewhere.uid)).toMatchObject({ name: 'Both Again', status: 'active' });
    expect(storedCustomer(elsewhere.uid, OTHER_OWNER)).toMatchObject({ status: 'active' });
  });

  it('sends the form back with each problem at its field, keeping what was typed but the password', async () => {
    seed('Elite Plan', 'open');
    const response = await post('/s/sol1234/portal/sign-up', { name: '', email: 'not-an-address', password: '123' });
    expect(response.status).toBe(422);
    expect(response.headers['Cache-Control']).toBe('private, no-store');
    expect(response.body).toContain('<span class="err" id="sign-up-name-e">Please fill in this field.</span>');
    expect(response.body).toContain('<span class="err" id="sign-up-email-e">Please enter a valid email address.</span>');
    expect(response.body).toContain('<span class="err" id="sign-up-password-e">Please choose a password of at least 6 characters.</span>');
    expect(response.body).toContain('value="not-an-address"');
    expect(response.body).toMatch(/id="sign-up-name"[^>]*aria-describedby="sign-up-name-e"[^>]*aria-invalid="true" autofocus/);
    expect(response.body).not.toContain('value="123"');
  });

  it('speaks Spanish at /es and to a browser that asks for it', async () => {
    seed('Elite Plan', 'open');
    const response = await post('/s/sol1234/es/portal/sign-up', { name: 'Ana', email: 'ana@', password: PASSWORD });
    expect(response.body).toContain('Escribe un correo electrónico válido.');
    expect(response.headers['Content-Language']).toBe('es');
    const page = await get('/s/sol1234/portal', { acceptLanguage: 'es-MX,es;q=0.9' });
    expect(page.body).toContain('<h2>Iniciar sesión</h2>');
    expect(page.body).toContain('<label for="sign-up-password"><span>Elige una contraseña</span>');
    expect(page.headers['Vary']).toBe('Accept-Language, Cookie');
  });
});

describe('signing in and out', () => {
  it('signs a customer in; a wrong password is said at the password field and the address stays', async () => {
    seed('Elite Plan', 'approval');
    const { uid } = await signedInCustomer('active', ['vip']);
    const email = `customer${customerCounter}@example.com`;
    const wrong = await post('/s/sol1234/portal/sign-in', { email, password: 'wrong password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain('<span class="err" id="sign-in-password-e">The e-mail or the password is not right.</span>');
    expect(wrong.body).toContain(`value="${email}"`);
    expect(wrong.headers['Set-Cookie']).toBeUndefined();

    const right = await post('/s/sol1234/portal/sign-in', { email, password: PASSWORD });
    expect(right.status).toBe(303);
    const page = await get('/s/sol1234/portal', { cookie: cookieFrom(right) });
    expect(page.body).toContain('Hello, Ana');
    expect(storedCustomer(uid)).toMatchObject({ status: 'active', groups: ['vip'] });
  });

  it('admits a person who is no customer here yet by the policy, and refuses them on an invitation-only site', async () => {
    seed('Elite Plan', 'approval');
    const person = await auth.signUp('new-here@example.com', PASSWORD, 'New Here');
    if (person.kind !== 'ok') throw new Error('sign-up failed');
    setPolicy('invitation');
    const refused = await post('/s/sol1234/portal/sign-in', { email: 'new-here@example.com', password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.headers['Set-Cookie']).toBeUndefined();
    expect(refused.body).toContain('Accounts here are by invitation only.');
    expect(storedCustomer(person.uid)).toBeNull();

    setPolicy('approval');
    const admitted = await post('/s/sol1234/portal/sign-in', { email: 'new-here@example.com', password: PASSWORD });
    expect(admitted.status).toBe(303);
    expect(storedCustomer(person.uid)).toMatchObject({ name: 'New Here', status: 'pending' });
  });

  it('signs out: the cookie is cleared and the session revoked, so the old cookie is a visitor again', async () => {
    seed('Elite Plan');
    const { cookie } = await signedInCustomer('active', ['vip']);
    expect((await get('/s/sol1234', { cookie })).body).toContain(VIP_ALBUM);
    const out = await post('/s/sol1234/portal/sign-out', {}, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers['Location']).toBe('/s/sol1234/portal?done=signed-out');
    expect(out.headers['Set-Cookie']).toBe('__session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    const home = await get('/s/sol1234', { cookie });
    expect(home.body).not.toContain(VIP_ALBUM);
    expect(home.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=300');
    expect((await get('/s/sol1234/portal?done=signed-out')).body).toContain('You have signed out.');
  });

  it('sends the reset e-mail in the page language and says the same whether the address has an account or not', async () => {
    seed('Elite Plan');
    await auth.signUp('forgot@example.com', PASSWORD, 'Forgot');
    const known = await post('/s/sol1234/es/portal/reset', { email: 'forgot@example.com' });
    expect(known.status).toBe(303);
    expect(known.headers['Location']).toBe('/s/sol1234/es/portal?done=reset#reset');
    const unknown = await post('/s/sol1234/es/portal/reset', { email: 'nobody@example.com' });
    expect(unknown.headers['Location']).toBe(known.headers['Location']);
    expect(auth.passwordResetsSentTo('forgot@example.com')).toEqual(['es']);
    expect((await get('/s/sol1234/es/portal?done=reset')).body).toContain('Si ese correo tiene una cuenta, le enviamos un enlace');
  });

  it('refuses posts sent from another site and methods the portal does not answer', async () => {
    seed('Elite Plan');
    expect((await post('/s/sol1234/portal/sign-in', { email: 'a@example.com', password: PASSWORD }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/s/sol1234/portal/sign-in', { email: 'a@example.com', password: PASSWORD }, { origin: `http://${HOST}` })).status).toBe(422);
    expect((await get('/s/sol1234/portal/sign-in')).status).toBe(405);
    expect((await post('/s/sol1234/portal', {})).status).toBe(405);
    expect((await get('/s/sol1234/portal/elsewhere')).status).toBe(404);
  });
});

describe('who the site server sees', () => {
  it('reads a forged, altered or expired cookie as a visitor', async () => {
    seed('Elite Plan');
    const { cookie } = await signedInCustomer('active', ['vip']);
    const forger = new MemoryPortalAuth(clock);
    const forgedAccount = await forger.signUp('forger@example.com', PASSWORD, 'F');
    if (forgedAccount.kind !== 'ok') throw new Error('sign-up failed');
    const forged = `__session=${await forger.createSession(forgedAccount.idToken, 14 * 24 * HOUR)}`;
    for (const visitor of [forged, `${cookie}x`, '__session=garbage', undefined]) {
      const home = await get('/s/sol1234', { cookie: visitor });
      expect(home.body).not.toContain(VIP_ALBUM);
      expect(home.body).toContain('>Customer area</a>');
      expect(home.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=300');
    }
    clock.advance(14 * 24 * HOUR);
    const expired = await get('/s/sol1234', { cookie });
    expect(expired.body).not.toContain(VIP_ALBUM);
    expect((await get('/s/sol1234/portal', { cookie })).body).toContain('<h2>Sign in</h2>');
  });

  it('shows members-only items to the groups they are for, and never puts them in anyone else\'s HTML', async () => {
    seed('Elite Plan');
    const anonymous = await get('/s/sol1234');
    expect(anonymous.body).toContain('Our café');
    expect(anonymous.body).not.toContain(VIP_ALBUM);
    expect(anonymous.body).not.toContain('vip-secret.jpg');
    expect(anonymous.headers['Vary']).toBe('Accept-Language, Cookie');

    const vip = await signedInCustomer('active', ['vip']);
    const vipHome = await get('/s/sol1234', { cookie: vip.cookie });
    expect(vipHome.body).toContain(VIP_ALBUM);
    expect(vipHome.body).toContain('>My account</a>');
    expect(vipHome.headers['Cache-Control']).toBe('private, no-store');

    for (const [status, groups] of [['active', ['mornings']], ['pending', ['vip']]] as const) {
      const other = await signedInCustomer(status, [...groups]);
      const home = await get('/s/sol1234', { cookie: other.cookie });
      expect(home.body).not.toContain(VIP_ALBUM);
      // Still a page built for one person.
      expect(home.headers['Cache-Control']).toBe('private, no-store');
    }
  });

  it('takes access away at the next request once the business blocks the customer', async () => {
    seed('Elite Plan');
    const { uid, cookie } = await signedInCustomer('active', ['vip']);
    expect((await get('/s/sol1234', { cookie })).body).toContain(VIP_ALBUM);
    db.updateDocument([...portalCollection(OWNER, 'siteUsers'), uid], { status: 'blocked' });
    expect((await get('/s/sol1234', { cookie })).body).not.toContain(VIP_ALBUM);
    const portal = await get('/s/sol1234/portal', { cookie });
    expect(portal.body).toContain('Your account has no access to this customer area.');
    const token = await handler({ method: 'POST', url: '/s/sol1234/portal/push-token', host: HOST, cookie, contentType: 'application/json', body: new TextEncoder().encode('{"token":"fcm-token-123"}') });
    expect(token?.status).toBe(403);
  });

  it("is a visitor on a site whose business they are not a customer of, while signed in elsewhere", async () => {
    seed('Elite Plan');
    const { cookie, uid } = await signedInCustomer('active', ['vip']);
    db.deleteDocument([...portalCollection(OWNER, 'siteUsers'), uid]);
    storeCustomer({ uid, status: 'active', groups: ['vip'] }, OTHER_OWNER);
    const home = await get('/s/sol1234', { cookie });
    expect(home.body).not.toContain(VIP_ALBUM);
    expect(home.body).toContain('>Customer area</a>');
    const portal = await get('/s/sol1234/portal', { cookie });
    expect(portal.body).toMatch(/You are signed in as customer\d+@example\.com, which is not a customer account of Sol Bakery &amp; Café\./);
  });

  it('makes article pages of an Elite site private for a customer', async () => {
    seed('Elite Plan');
    const home = (await get('/s/sol1234')).body;
    const article = /href="(\/s\/sol1234\/articles\/[^"]+)"/.exec(home)?.[1] ?? '';
    expect(article).not.toBe('');
    const visitor = await get(article);
    expect(visitor.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=300');
    expect(visitor.headers['Vary']).toBe('Accept-Language, Cookie');
    const { cookie } = await signedInCustomer('active');
    const personal = await get(article, { cookie });
    expect(personal.status).toBe(200);
    expect(personal.headers['Cache-Control']).toBe('private, no-store');
    expect(personal.body).toContain('>My account</a>');
  });

  it('records a visit at most once an hour', async () => {
    seed('Elite Plan');
    const { uid, cookie } = await signedInCustomer('active');
    const start = clock.now();
    await get('/s/sol1234', { cookie });
    expect(storedCustomer(uid)?.['lastVisitAt']).toBe(start);
    clock.advance(HOUR - 1);
    await get('/s/sol1234', { cookie });
    expect(storedCustomer(uid)?.['lastVisitAt']).toBe(start);
    clock.advance(1);
    await get('/s/sol1234/portal', { cookie });
    expect(storedCustomer(uid)?.['lastVisitAt']).toBe(start + HOUR);
  });
});

describe("the customer's page", () => {
  it('lists the announcements to their groups, newest first, marks the unread ones, then counts them read', async () => {
    seed('Elite Plan');
    const { uid, cookie } = await signedInCustomer('active', ['vip']);
    const announcements = portalCollection(OWNER, 'announcements');
    db.setDocument([...announcements, 'a1'], { title: 'Old news', body: 'Seen already', groups: ['vip'], createdAt: clock.now() - 3 * HOUR });
    db.updateDocument([...portalCollection(OWNER, 'siteUsers'), uid], { announcementsSeenAt: clock.now() - 2 * HOUR });
    db.setDocument([...announcements, 'a2'], { title: 'VIP tasting on Sunday', body: 'Bring a friend.\nFree coffee.', groups: ['vip', 'mornings'], createdAt: clock.now() - HOUR });
    db.setDocument([...announcements, 'a3'], { title: 'Mornings only', body: 'Not for VIPs', groups: ['mornings'], createdAt: clock.now() });

    const page = (await get('/s/sol1234/portal', { cookie })).body;
    expect(page).toContain('<h2>Announcements</h2>');
    expect(page).not.toContain('Mornings only');
    expect(page.indexOf('VIP tasting on Sunday')).toBeLessThan(page.indexOf('Old news'));
    expect(page).toContain('VIP tasting on Sunday <span class="new">New</span>');
    expect(page).not.toContain('Old news <span class="new">');
    expect(page).toContain('Bring a friend.\nFree coffee.');
    expect(storedCustomer(uid)?.['announcementsSeenAt']).toBe(clock.now());

    clock.advance(60_000);
    expect((await get('/s/sol1234/portal', { cookie })).body).not.toContain('<span class="new">');
  });

  it('takes a push token from a signed-in active customer only', async () => {
    seed('Elite Plan');
    const { uid, cookie } = await signedInCustomer('active', ['vip']);
    const pushToken = (body: string, requestCookie?: string, contentType = 'application/json') =>
      handler({ method: 'POST', url: '/s/sol1234/portal/push-token', host: HOST, cookie: requestCookie, contentType, body: new TextEncoder().encode(body), clientAddress: '203.0.113.9' });
    expect((await pushToken('{"token":"fcm:abc-123_DEF"}', cookie))?.status).toBe(204);
    expect(db.getDocument([...portalCollection(OWNER, 'siteUsers'), uid, 'pushTokens', 'fcm:abc-123_DEF'])).not.toBeNull();
    expect((await pushToken('{"token":"fcm:abc"}'))?.status).toBe(401);
    expect((await pushToken('{"token":"a/b"}', cookie))?.status).toBe(400);
    expect((await pushToken('not json', cookie))?.status).toBe(400);
    expect((await pushToken('token=x', cookie, 'application/x-www-form-urlencoded'))?.status).toBe(415);
    const pending = await signedInCustomer('pending');
    expect((await pushToken('{"token":"fcm:pending"}', pending.cookie))?.status).toBe(403);
  });
});

describe('below Elite', () => {
  it('closes the customer area, refuses its posts, shows nothing gated, and deletes nothing', async () => {
    seed('Professional Plan');
    const { uid, cookie } = await signedInCustomer('active', ['vip']);
    const page = await get('/s/sol1234/portal', { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain("This site&#39;s customer area is closed.");
    expect(page.body).not.toContain('<form');
    expect((await get('/s/sol1234/es/portal')).body).toContain('El área de clientes de este sitio está cerrada.');
    const refused = await signUp('late@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("This site&#39;s customer area is closed.");
    expect((await auth.signIn('late@example.com', PASSWORD)).kind).toBe('failed');

    const home = await get('/s/sol1234', { cookie });
    expect(home.body).not.toContain(VIP_ALBUM);
    expect(home.body).not.toContain('Customer area');
    expect(home.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=300');
    expect(home.headers['Vary']).toBe('Accept-Language');
    expect(storedCustomer(uid)).toMatchObject({ status: 'active', groups: ['vip'] });

    // Signing out only takes access away: it works whatever the plan.
    expect((await post('/s/sol1234/portal/sign-out', {}, { cookie })).headers['Set-Cookie']).toContain('Max-Age=0');

    // Back on Elite, everything is there again.
    db.setDocument(
      ['vMember', OWNER, 'subscriptions', 'sub1'],
      toSubscriptionDocument({ status: 'active', productType: 'plan', productName: 'Elite Plan', itemProductName: 'Elite Plan', currentPeriodEnd: null, cancelAtPeriodEnd: false, priceId: 'price_1' }),
    );
    const again = await signedInCustomer('active', ['vip']);
    expect((await get('/s/sol1234', { cookie: again.cookie })).body).toContain(VIP_ALBUM);
  });

  it('is closed on a server without the portal too', async () => {
    seed('Elite Plan');
    handler = memorySiteHandler(db, clock);
    expect((await get('/s/sol1234/portal')).body).toContain("This site&#39;s customer area is closed.");
    expect((await get('/s/sol1234')).body).not.toContain(VIP_ALBUM);
  });
});

describe('the throttle on portal posts', () => {
  it('holds per visitor address across server instances sharing one store, and keeps what was typed', async () => {
    seed('Elite Plan');
    const one = makeHandler();
    const two = makeHandler();
    const attempt = (server: PublicSiteHandler) =>
      server({
        method: 'POST',
        url: '/s/sol1234/portal/sign-in',
        host: HOST,
        contentType: 'application/x-www-form-urlencoded',
        body: new TextEncoder().encode(new URLSearchParams({ email: 'guess@example.com', password: 'guess password' }).toString()),
        clientAddress: '192.0.2.77',
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(i % 2 === 0 ? one : two))?.status).toBe(422);
    const limited = await attempt(two);
    expect(limited?.status).toBe(429);
    expect(limited?.headers['Retry-After']).toBe('60');
    expect(limited?.body).toContain('You have sent several forms just now. Please wait a minute and try again.');
    expect(limited?.body).toContain('value="guess@example.com"');
    expect((await attempt(one))?.status).toBe(429);
    clock.advance(60_000);
    expect((await attempt(one))?.status).toBe(422);
  });
});
