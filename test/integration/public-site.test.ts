import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chicagoDateKey } from '../../src/core/analytics/view-counter';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import { adminServer } from '../../src/server/server-composition';
import type { SiteHandler as PublicSiteHandler } from '../../src/server/http/site-http';

// The server's sites against the Firestore emulator: seeded with firebase-admin, read through
// the same composition root, routes and adapters as production. A second instance is a second
// server with its own Firestore client, as a second function instance has.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sitio-site';
const UID = `sol1234${Date.now().toString(36)}xyzxyzxyz`.slice(0, 28);
const USERNAME = UID.slice(0, 7).toLowerCase();

describe.skipIf(emulatorHost === undefined)('public site on the Firestore emulator', () => {
  let app: App;
  let db: Firestore;
  let handler: PublicSiteHandler;

  beforeAll(async () => {
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    app = initializeApp({ projectId }, `public-site-test-${UID}`);
    db = getFirestore(app);
    await db.doc(`vMember/${UID}`).set({
      id: UID,
      vID: UID,
      username: USERNAME,
      domain: `${USERNAME}.sitio.app`,
      namePublico: 'Sol Bakery',
      email: 'owner-private@example.com',
      phoneNumber: '+1 555 0199',
      published: true,
      status: true,
      trial: false,
      activeUntil: Timestamp.fromMillis(Date.now() - 86_400_000),
    });
    await db.doc(`vMember/${UID}/subscriptions/sub1`).set({ status: 'active', productType: 'plan', productName: 'Professional Plan', items: [] });
    await db.doc(`publicSites/${USERNAME}`).set({ ...DEMO_MEMBER, memberId: UID, username: USERNAME, domain: `${USERNAME}.sitio.app`, published: true });
    const batch = db.batch();
    for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) batch.set(db.doc(`vMember/${UID}/site/${id}`), data as Record<string, unknown>);
    await batch.commit();
    handler = adminServer(app, process.env, { kind: 'recording', log: () => undefined }).http;
  });

  afterAll(async () => {
    if (app !== undefined) await deleteApp(app);
  });

  it('serves the business content in the first response', async () => {
    const response = await handler({ method: 'GET', url: `/s/${USERNAME}`, host: '127.0.0.1:5173' });
    expect(response?.status).toBe(200);
    expect(response?.body).toContain('Country sourdough');
    expect(response?.body).toContain('"@type":"Bakery"');
    expect(response?.body).not.toContain('owner-private@example.com');
    // Professional: articles and the form, but no Elite-only team section.
    expect(response?.body).toContain('id="articles"');
    expect(response?.body).not.toContain('id="team"');
    expect(response?.body).toContain('<form');
  });

  it('stores a contact message for the Forms page and counts a view', async () => {
    const body = new TextEncoder().encode(new URLSearchParams({ name: 'Ana', email: 'ana@example.com', message: 'Hola', website: '' }).toString());
    const posted = await handler({ method: 'POST', url: `/s/${USERNAME}/contact`, host: 'x', contentType: 'application/x-www-form-urlencoded', body });
    expect(posted?.status).toBe(303);
    const forms = await db.collection(`vMember/${UID}/forms`).where('email', '==', 'ana@example.com').get();
    expect(forms.docs.map((d) => d.data())).toMatchObject([
      { formId: 'contact', name: 'Ana', email: 'ana@example.com', answers: [{ id: 'fmessage', value: 'Hola' }], site: USERNAME, read: false, archived: false },
    ]);

    const before = Date.now();
    expect((await handler({ method: 'POST', url: `/s/${USERNAME}/view`, host: 'x' }))?.status).toBe(204);
    const total = (await db.doc(`vMember/${UID}/analytics/totalViews`).get()).data();
    const daily = (await db.doc(`vMember/${UID}/analytics/countViews`).get()).data() ?? {};
    expect(total).toEqual({ count: 1 });
    expect(Object.values(daily)).toEqual([1]);
    expect([chicagoDateKey(before), chicagoDateKey(Date.now())]).toContain(Object.keys(daily)[0]);
  });

  it('limits form posts per address across two server instances, in Firestore', async () => {
    const other = initializeApp({ projectId }, `public-site-forms-2-${UID}`);
    try {
      const second = adminServer(other, process.env, { kind: 'recording', log: () => undefined }).http;
      const count = async () => (await db.collection(`vMember/${UID}/forms`).where('email', '==', 'limit@example.com').get()).size;
      const body = new TextEncoder().encode(new URLSearchParams({ name: 'Ana', email: 'limit@example.com', message: 'Hola' }).toString());
      const send = (h: PublicSiteHandler) => h({ method: 'POST', url: `/s/${USERNAME}/contact`, host: 'x', contentType: 'application/x-www-form-urlencoded', body, clientAddress: '198.51.100.77' });
      const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i % 2 === 0 ? handler : second)));
      expect(responses.filter((r) => r?.status === 303)).toHaveLength(5);
      expect(responses.filter((r) => r?.status === 429)).toHaveLength(3);
      expect(await count()).toBe(5);
      const keys = (await db.collection(`vMember/${UID}/formLimits`).get()).docs.map((d) => d.id);
      expect(keys.join(' ')).not.toContain('198.51.100');
    } finally {
      await deleteApp(other);
    }
  }, 60_000);

  it('throttles a visitor across two server instances, and counts N concurrent visitors as N', async () => {
    // A second instance with its own Firestore client, as a second function instance has.
    const other = initializeApp({ projectId }, `public-site-test-2-${UID}`);
    try {
      const second = adminServer(other, process.env, { kind: 'recording', log: () => undefined }).http;
      const totalNow = async () => ((await db.doc(`vMember/${UID}/analytics/totalViews`).get()).data()?.['count'] as number | undefined) ?? 0;
      const start = await totalNow();
      const view = (h: PublicSiteHandler, clientAddress: string) => h({ method: 'POST', url: `/s/${USERNAME}/view`, host: 'x', clientAddress });
      expect((await view(handler, '198.51.100.20'))?.status).toBe(204);
      expect((await view(second, '198.51.100.20'))?.status).toBe(204);
      await Promise.all([view(handler, '198.51.100.20'), view(second, '198.51.100.20')]);
      expect(await totalNow()).toBe(start + 1);

      const visitors = Array.from({ length: 10 }, (_, i) => `203.0.113.${50 + i}`);
      await Promise.all(visitors.map((address, i) => view(i % 2 === 0 ? handler : second, address)));
      expect(await totalNow()).toBe(start + 1 + visitors.length);
      for (const collection of ['resultThrottle', 'addressCaps']) {
        const keys = (await db.collection(`vMember/${UID}/${collection}`).get()).docs.map((d) => d.id);
        expect(keys.join(' ')).not.toContain('203.0.113');
      }
    } finally {
      await deleteApp(other);
    }
  }, 60_000);

  it('answers 404 once the site is unpublished', async () => {
    await db.doc(`publicSites/${USERNAME}`).update({ published: false });
    expect((await handler({ method: 'GET', url: `/s/${USERNAME}`, host: 'x' }))?.status).toBe(404);
  });
});
