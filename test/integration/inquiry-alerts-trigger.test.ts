/**
 * The `inquiryAlerts` trigger against the Firestore emulator: the same handler Cloud Functions
 * runs, driven by the local trigger runner. A stored inquiry becomes a notification in every
 * admin's messages, in their language, and a push to their devices, recorded instead of sent;
 * a restart of the runner does not alert twice. The runner also runs as the process `npm start`
 * and `npm test` start. Its own project id keeps the runner `npm test` starts out of the way.
 */
import { spawn } from 'node:child_process';
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminInquiries } from '../../src/adapters/node/inquiries.admin';
import type { NewInquiry } from '../../src/core/inquiries/inquiry';
import { adminServer } from '../../src/server/server-composition';
import { FIRESTORE_TRIGGERS } from '../../src/server/triggers/firestore-triggers';
import { startLocalTriggers } from '../../src/server/triggers/local-trigger-runner';
import { eventually } from '../support/eventually';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

const PROJECT_ID = `${process.env.GCLOUD_PROJECT ?? 'demo-sitio-test'}-triggers`;

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `inquiry-alerts-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
});

const contact = (name: string): NewInquiry => ({ kind: 'contact', language: 'es', name, email: 'ana@example.com', message: 'Quiero una página para mi taquería.', intake: null });

async function seedAdmin(language: 'EN' | 'ES', token: string | null): Promise<string> {
  const id = uniqueMemberId();
  await db.doc(`vMember/${id}`).set({ ...memberRecordFixture(id), admin: true, siteLanguage: language });
  if (token !== null) await db.doc(`vMember/${id}/fcmTokens/${token}`).set({ uid: id, createdAt: Timestamp.now() });
  return id;
}

async function messagesOf(memberId: string) {
  const snapshot = await db.collection(`vMember/${memberId}/messages`).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('inquiryAlerts on the local trigger runner', () => {
  it("notifies every admin in their language, records the push, and never alerts twice", async () => {
    const spanish = await seedAdmin('ES', `token-${uniqueMemberId()}`);
    const english = await seedAdmin('EN', null);
    const lines: string[] = [];
    const { useCases } = adminServer(app, {}, { kind: 'recording', log: (line) => lines.push(line) });
    const runner = startLocalTriggers(db, FIRESTORE_TRIGGERS, useCases, (line) => lines.push(line));
    try {
      await runner.ready;
      const name = `Ana ${uniqueMemberId()}`;
      const id = await new AdminInquiries(db).submit(contact(name));
      await eventually(async () => expect(await messagesOf(spanish)).toHaveLength(1), { timeoutMs: 20_000 });
      expect((await messagesOf(spanish))[0]).toMatchObject({ title: `Nuevo mensaje de contacto de ${name}`, body: contact(name).message, leido: false });
      await eventually(async () => expect((await messagesOf(english))[0]).toMatchObject({ title: `New contact message from ${name}` }));
      await eventually(() => expect(lines).toContain(`push to 1 device(s): "Nuevo mensaje de contacto de ${name}" /dashboard/admin?inquiry=${id}#inquiries`));
    } finally {
      runner.stop();
      await runner.idle();
    }

    // A restart sees the inquiry again, as Cloud Functions may deliver an event twice.
    const again = startLocalTriggers(db, FIRESTORE_TRIGGERS, adminServer(app, {}, { kind: 'recording', log: () => undefined }).useCases, () => undefined);
    await again.ready;
    await again.idle();
    again.stop();
    expect(await messagesOf(spanish)).toHaveLength(1);
  });

  it('runs as the process the local stack starts, logging what it would push', async () => {
    const admin = await seedAdmin('EN', `token-${uniqueMemberId()}`);
    const child = spawn(process.execPath, ['scripts/trigger-runner.mjs'], { env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await eventually(() => expect(output).toContain('[triggers] listening for inquiries/{inquiryId}'), { timeoutMs: 25_000 });
      const name = `Bea ${uniqueMemberId()}`;
      await new AdminInquiries(db).submit({ ...contact(name), language: 'en' });
      await eventually(() => expect(output).toContain(`(local, not sent) push to 1 device(s): "New contact message from ${name}"`), { timeoutMs: 20_000 });
      expect((await messagesOf(admin)).map((m) => m['title'])).toContain(`New contact message from ${name}`);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
