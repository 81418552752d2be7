/**
 * The weekly results note on the emulators: two server instances, as Cloud Functions may run
 * them (or a retry beside the first run), run the hourly job on the same simulated Monday at
 * once; the member gets one note, in their language, with last week's figures.
 */
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/adapters/memory/clock.memory';
import { AdminSiteResults } from '../../src/adapters/node/site-results.admin';
import { CLOCK } from '../../src/ports/clock.port';
import { adminServer } from '../../src/server/server-composition';
import { sendWeeklyNotes } from '../../src/server/triggers/weekly-note-trigger';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

/** Monday 17 November 2031, 09:00 in Chicago (the time zone of a site without hours). */
const MONDAY_MORNING = Date.parse('2031-11-17T15:00:00Z');
const LAST_THURSDAY = Date.parse('2031-11-13T18:00:00Z');

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sitio-test';
let apps: App[];
let db: Firestore;

beforeAll(() => {
  const stamp = Date.now();
  apps = [initializeApp({ projectId }, `weekly-note-1-${stamp}`), initializeApp({ projectId }, `weekly-note-2-${stamp}`)];
  db = getFirestore(apps[0]!);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describe('weeklyResultsNote against the emulators', () => {
  it('sends one note per site and week however many instances run it', { timeout: 60_000 }, async () => {
    const id = uniqueMemberId();
    const off = uniqueMemberId();
    await db.doc(`vMember/${id}`).set({ ...memberRecordFixture(id), siteLanguage: 'ES', published: true });
    await db.doc(`vMember/${off}`).set({ ...memberRecordFixture(off), published: true, weeklyNote: false });
    const results = new AdminSiteResults(db);
    for (const [member, n] of [[id, 3], [off, 2]] as const) {
      for (let i = 0; i < n; i += 1) {
        await results.recordAction(member, { kind: 'call', visitorKey: `weekly-visitor-${member}-${i}`.slice(0, 60), addressKey: `weekly-address-${member}-${i}`.slice(0, 60), at: LAST_THURSDAY, language: 'es' });
      }
    }
    const onMonday = new ContainerModule(({ rebind }) => {
      rebind(CLOCK).toConstantValue(new FakeClock(MONDAY_MORNING));
    });
    const servers = apps.map((app) => adminServer(app, {}, { kind: 'recording', log: () => undefined }, [onMonday]));
    const runs = await Promise.all([...servers, ...servers].map((server) => sendWeeklyNotes(server.useCases)));
    expect(runs.join('\n')).toContain('sent 1');

    const notes = (await db.collection(`vMember/${id}/messages`).get()).docs.map((d) => d.data());
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Tu semana en tu sitio web', body: 'La semana pasada: 3 llamadas.', link: '/dashboard/results', leido: false });
    expect((await db.collection(`vMember/${off}/messages`).get()).size).toBe(0);
  });
});
