/**
 * The `formAlerts` trigger on the trigger runner `npm test` starts beside the emulators: a
 * message a visitor sends from a member's site, stored by the site server's adapter, becomes a
 * notification in the member's messages, in their language.
 */
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPublicSites } from '../../src/adapters/node/public-sites.admin';
import { eventually } from '../support/eventually';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-sitio-test' }, `form-alerts-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
});

describe('formAlerts on the local trigger runner', () => {
  it('turns a visitor message into a notification for the member, in their language', { timeout: 60_000 }, async () => {
    const id = uniqueMemberId();
    await db.doc(`vMember/${id}`).set({ ...memberRecordFixture(id), siteLanguage: 'ES' });
    await new AdminPublicSites(db).saveFormSubmission(id, { formId: 'contact', formTitle: '', name: 'Ana Ruiz', email: 'ana@example.com', answers: [{ id: 'fmessage', label: '', type: 'long-text', value: '¿Hacen pasteles de boda?' }], createdAt: Date.now(), site: 'ana1234', language: 'es' });
    const messages = await eventually(
      async () => {
        const docs = (await db.collection(`vMember/${id}/messages`).get()).docs.map((d) => d.data());
        expect(docs).toHaveLength(1);
        return docs;
      },
      { timeoutMs: 45_000, intervalMs: 250 },
    );
    expect(messages[0]).toMatchObject({ title: 'Nuevo mensaje de Ana Ruiz', leido: false });
    expect(String(messages[0]?.['body'])).toContain('¿Hacen pasteles de boda?');
  });
});
