/**
 * The Users Portal's triggers against the Firestore emulator, driven by the local trigger runner
 * with the server's own composition root: an announcement reaches the devices of its groups' active
 * customers (recorded instead of sent), and an invitation's link is logged on the app's origin.
 * Its own project id keeps the runner `npm test` starts out of the way.
 */
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPortalDirectory } from '../../src/adapters/node/portal-directory.admin';
import type { SiteCustomer } from '../../src/core/portal/customer';
import { adminServer } from '../../src/server/server-composition';
import { FIRESTORE_TRIGGERS } from '../../src/server/triggers/firestore-triggers';
import { startLocalTriggers } from '../../src/server/triggers/local-trigger-runner';
import { ContainerModule } from 'inversify';
import { LOGGER } from '../../src/ports/logger.port';
import { eventually } from '../support/eventually';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

const PROJECT_ID = `${process.env.GCLOUD_PROJECT ?? 'demo-sitio-test'}-portal-triggers`;
const DAY_MS = 24 * 60 * 60 * 1000;

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `portal-triggers-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
});

const customer = (uid: string, status: SiteCustomer['status'], groups: string[]): SiteCustomer => ({
  uid, name: uid, email: `${uid}@example.com`, status, groups, joinedAt: Date.now(), lastVisitAt: null,
});

describe('announcementPush and portalInvites on the local trigger runner', () => {
  it("pushes an announcement to its groups' active customers and logs an invitation's link, once each", async () => {
    const owner = uniqueMemberId();
    const record = { ...memberRecordFixture(owner), fullAccess: true, namePublico: 'Gimnasio Sol' };
    await db.doc(`vMember/${owner}`).set(record);
    const portal = new AdminPortalDirectory(db);
    const ana = `ana${uniqueMemberId()}`;
    const bea = `bea${uniqueMemberId()}`;
    await portal.admitCustomer(owner, customer(ana, 'active', ['vip']), null);
    await portal.admitCustomer(owner, customer(bea, 'blocked', ['vip']), null);
    await portal.savePushToken(owner, ana, `phone-${ana}`, Date.now());
    await portal.savePushToken(owner, bea, `phone-${bea}`, Date.now());

    const lines: string[] = [];
    const logged: string[] = [];
    const logger = new ContainerModule(({ rebind }) => {
      rebind(LOGGER).toConstantValue({ info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) });
    });
    const { useCases } = adminServer(app, { SITIO_APP_URL: 'http://127.0.0.1:5173' }, { kind: 'recording', log: (line) => lines.push(line) }, [logger]);
    const runner = startLocalTriggers(db, FIRESTORE_TRIGGERS, useCases, (line) => lines.push(line));
    try {
      await runner.ready;
      const title = `Clase ${uniqueMemberId()}`;
      await db.collection(`vMember/${owner}/announcements`).add({ title, body: 'Mañana a las 7.', groups: ['vip'], createdAt: FieldValue.serverTimestamp() });
      await eventually(() => expect(lines).toContain(`push to 1 device(s): "${title}" /s/${record.username}/portal`), { timeoutMs: 20_000 });

      const invite = await db.collection(`vMember/${owner}/siteInvites`).add({
        email: 'eva@example.com', groups: ['vip'], expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS), createdAt: FieldValue.serverTimestamp(),
      });
      const link = `http://127.0.0.1:5173/s/${record.username}/portal?invite=${invite.id}`;
      await eventually(() => expect(logged).toContain(`Invitation for eva@example.com to Gimnasio Sol: ${link}`), { timeoutMs: 20_000 });
    } finally {
      runner.stop();
      await runner.idle();
    }

    // A restart sees both documents again, as Cloud Functions may deliver an event twice.
    const count = lines.length;
    const again = startLocalTriggers(db, FIRESTORE_TRIGGERS, useCases, (line) => lines.push(line));
    await again.ready;
    await again.idle();
    again.stop();
    expect(lines.slice(count).filter((line) => line.startsWith('push to'))).toEqual([]);
    expect(logged.filter((line) => line.startsWith('Invitation for'))).toHaveLength(1);
  });
});
