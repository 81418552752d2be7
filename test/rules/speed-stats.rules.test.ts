import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, increment, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { speedDocumentId } from '../../src/core/speed/speed-metrics';
import { ALICE, adminDb, memberDb, seed, startRulesEnv, visitorDb } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { [`speedStats/${speedDocumentId('2026-11-24', '/pricing', 0)}`]: { day: '2026-11-24', route: '/pricing', LCP: { b3: 2 } } });
});

const id = speedDocumentId('2026-11-24', '/pricing', 0);

describe('speedStats', () => {
  it('administrators read the report', async () => {
    await assertSucceeds(getDocs(collection(adminDb(env), 'speedStats')));
    await assertSucceeds(getDoc(doc(adminDb(env), 'speedStats', id)));
  });

  it('members and visitors read nothing', async () => {
    await assertFails(getDocs(collection(memberDb(env, ALICE), 'speedStats')));
    await assertFails(getDoc(doc(visitorDb(env), 'speedStats', id)));
  });

  it('no client files or skews a report, administrators included', async () => {
    for (const db of [visitorDb(env), memberDb(env, ALICE), adminDb(env)]) {
      await assertFails(setDoc(doc(db, 'speedStats', id), { LCP: { b0: increment(1000) } }, { merge: true }));
      await assertFails(setDoc(doc(db, 'speedStats', 'x'), { day: '2026-11-24', route: '/', LCP: { b0: 1 } }));
    }
  });
});
