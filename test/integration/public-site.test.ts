import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chicagoDateKey } from '../../src/core/analytics/view-counter';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import { createAdminPublicSiteHandler } from '../../src/public-site/server/public-site-composition';
import type { PublicSiteHandler } from '../../src/public-site/server/public-site-handler';

// The public site server against the Firestore emulator: seeded with firebase-admin, read
// through the same handler and adapters as production.
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
    handler = await createAdminPublicSiteHandler({ projectId });
  });

  afterAll(async () => {
    if (app !== undefined) await deleteApp(app);
  });

  it('serves the business content in the first response', async () => {
    const response = await handler({ method: 'GET', url: `/s/${USERNAME}`, host: '127.0.0.1:5173' });
    expect(response?.status).toBe(200);
    expect(response?.body).toContain('Country sourdough');
    expect(response?.body).toContain('"@type":"LocalBusiness"');
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
    const forms = await db.collection(`vMember/${UID}/forms`).get();
    expect(forms.docs.map((d) => d.data())).toMatchObject([{ name: 'Ana', email: 'ana@example.com', message: 'Hola', site: USERNAME }]);

    const before = Date.now();
    expect((await handler({ method: 'POST', url: `/s/${USERNAME}/view`, host: 'x' }))?.status).toBe(204);
    const total = (await db.doc(`vMember/${UID}/analytics/totalViews`).get()).data();
    const daily = (await db.doc(`vMember/${UID}/analytics/countViews`).get()).data() ?? {};
    expect(total).toEqual({ count: 1 });
    expect(Object.values(daily)).toEqual([1]);
    expect([chicagoDateKey(before), chicagoDateKey(Date.now())]).toContain(Object.keys(daily)[0]);
  });

  it('answers 404 once the site is unpublished', async () => {
    await db.doc(`publicSites/${USERNAME}`).update({ published: false });
    expect((await handler({ method: 'GET', url: `/s/${USERNAME}`, host: 'x' }))?.status).toBe(404);
  });
});
