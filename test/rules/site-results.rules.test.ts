import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, BOB, adminDb, memberDb, seed, startRulesEnv, storedMember, visitorDb } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    [`vMember/${ALICE}`]: storedMember(ALICE),
    [`vMember/${ALICE}/results/2024-03-09_0`]: { date: '2024-03-09', views: 3, actions: { call: { es: 1 } } },
    [`vMember/${ALICE}/resultThrottle/view.aGFzaGhhc2hoYXNoaGFzaA`]: { countedAt: new Date(), expiresAt: new Date() },
    [`vMember/${ALICE}/addressCaps/view.aGFzaGhhc2hoYXNoaGFzaA`]: { start: new Date(), count: 1, expiresAt: new Date() },
  });
});

const shard = `vMember/${ALICE}/results/2024-03-09_0`;

describe('site results', () => {
  it('the owner and an administrator read them; visitors and other members do not', async () => {
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), shard)));
    await assertSucceeds(getDocs(collection(memberDb(env, ALICE), `vMember/${ALICE}/results`)));
    await assertSucceeds(getDoc(doc(adminDb(env), shard)));
    await assertFails(getDoc(doc(visitorDb(env), shard)));
    await assertFails(getDoc(doc(memberDb(env, BOB), shard)));
  });

  it('no client counts, not even the owner: only the site server does', async () => {
    for (const db of [visitorDb(env), memberDb(env, ALICE), adminDb(env)]) {
      await assertFails(setDoc(doc(db, shard), { views: increment(1) }, { merge: true }));
      await assertFails(setDoc(doc(db, `vMember/${ALICE}/results/2024-03-10_1`), { date: '2024-03-10', views: 1 }));
      await assertFails(deleteDoc(doc(db, shard)));
    }
  });

  it('keeps the per-visitor and per-address entries (hashed keys) from every client', async () => {
    for (const path of [`vMember/${ALICE}/resultThrottle/view.aGFzaGhhc2hoYXNoaGFzaA`, `vMember/${ALICE}/addressCaps/view.aGFzaGhhc2hoYXNoaGFzaA`]) {
      for (const db of [visitorDb(env), memberDb(env, ALICE), adminDb(env)]) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { count: 0 }));
      }
    }
  });
});
