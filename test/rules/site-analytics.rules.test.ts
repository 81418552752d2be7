import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, increment, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALICE, BOB, DAY_MS, RULES_PROJECT_ID, adminDb, chicagoDayKey, memberDb, seed, startRulesEnv, storedMember, visitorDb } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { [`vMember/${ALICE}`]: storedMember(ALICE), [`vMember/${BOB}`]: storedMember(BOB, { published: false }) });
});

const totalPath = (uid: string) => `vMember/${uid}/analytics/totalViews`;
const dailyPath = (uid: string) => `vMember/${uid}/analytics/countViews`;

async function seedCounters(uid: string, total: number, perDay: Record<string, number>): Promise<void> {
  await seed(env, { [totalPath(uid)]: { count: total }, [dailyPath(uid)]: perDay });
}

/** One visit as the site records it: both counters in one atomic batch. */
function recordVisit(db: Firestore, uid: string, dayKey: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, totalPath(uid)), { count: increment(1) }, { merge: true });
  batch.set(doc(db, dailyPath(uid)), { [dayKey]: increment(1) }, { merge: true });
  return batch.commit();
}

describe('no client counts views: the public site server does (one per visitor and hour)', () => {
  it('refuses a visitor’s first view of a published site (both counters at 1)', async () => {
    await assertFails(recordVisit(visitorDb(env), ALICE, chicagoDayKey()));
  });

  it('refuses adding one to existing counters, so 50 back-to-back writes add nothing', async () => {
    const yesterday = chicagoDayKey(Date.now() - DAY_MS);
    await seedCounters(ALICE, 41, { [yesterday]: 41 });
    const visitor = visitorDb(env);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => recordVisit(visitor, ALICE, chicagoDayKey())));
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([]);
    let counts: unknown[] = [];
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      counts = [(await getDoc(doc(db, totalPath(ALICE)))).data(), (await getDoc(doc(db, dailyPath(ALICE)))).data()];
    });
    expect(counts).toEqual([{ count: 41 }, { [yesterday]: 41 }]);
  });

  it('refuses a signed-in member, the owner and an administrator alike', async () => {
    await assertFails(recordVisit(memberDb(env, BOB), ALICE, chicagoDayKey()));
    await assertFails(recordVisit(memberDb(env, ALICE), ALICE, chicagoDayKey()));
    await assertFails(recordVisit(adminDb(env), ALICE, chicagoDayKey()));
  });

  it('keeps the throttle entries (hashed visitor addresses) from every client', async () => {
    const entry = `vMember/${ALICE}/viewThrottle/aGFzaGhhc2hoYXNoaGFzaA`;
    await seed(env, { [entry]: { countedAt: new Date(), expiresAt: new Date() } });
    for (const db of [visitorDb(env), memberDb(env, ALICE), adminDb(env)]) {
      await assertFails(getDoc(doc(db, entry)));
      await assertFails(setDoc(doc(db, entry), { countedAt: new Date(0) }));
      await assertFails(deleteDoc(doc(db, entry)));
    }
  });

  it.each([
    ['−1000', -1000],
    ['+2', 2],
    ['+0', 0],
  ])('refuses changing the total by %s', async (_label, delta) => {
    await seedCounters(ALICE, 10, {});
    await assertFails(updateDoc(doc(visitorDb(env), totalPath(ALICE)), { count: 10 + delta }));
  });

  it('refuses a total written as the string "1" or as 11.5', async () => {
    await seedCounters(ALICE, 10, {});
    await assertFails(setDoc(doc(visitorDb(env), totalPath(ALICE)), { count: '11' }));
    await assertFails(setDoc(doc(visitorDb(env), totalPath(ALICE)), { count: 10.5 + 1 }));
    await env.clearFirestore();
    await seed(env, { [`vMember/${ALICE}`]: storedMember(ALICE) });
    await assertFails(setDoc(doc(visitorDb(env), totalPath(ALICE)), { count: '1' }));
  });

  it('refuses creating the total at anything but 1', async () => {
    await assertFails(setDoc(doc(visitorDb(env), totalPath(ALICE)), { count: 1000 }));
  });

  it('refuses another field changed with the count', async () => {
    await seedCounters(ALICE, 10, {});
    await assertFails(updateDoc(doc(visitorDb(env), totalPath(ALICE)), { count: 11, owner: 'me' }));
    await assertFails(setDoc(doc(visitorDb(env), totalPath(ALICE)), { count: 1, note: 'x' }));
  });

  it.each([
    ['−1000', -1000],
    ['+2', 2],
  ])('refuses changing a day by %s', async (_label, delta) => {
    await seedCounters(ALICE, 10, { [chicagoDayKey()]: 5 });
    await assertFails(updateDoc(doc(visitorDb(env), dailyPath(ALICE)), { [chicagoDayKey()]: 5 + delta }));
  });

  it('refuses a day count written as the string "1"', async () => {
    await assertFails(setDoc(doc(visitorDb(env), dailyPath(ALICE)), { [chicagoDayKey()]: '1' }));
    await seedCounters(ALICE, 10, { [chicagoDayKey()]: 5 });
    await assertFails(updateDoc(doc(visitorDb(env), dailyPath(ALICE)), { [chicagoDayKey()]: '6' }));
  });

  it.each([['2024-13-40'], ['constructor'], ['2024-01-15'], [chicagoDayKey(Date.now() + 3 * DAY_MS)], [`${chicagoDayKey()}x`]])(
    'refuses the day key %j (only the visit’s own day counts)',
    async (key) => {
      await assertFails(setDoc(doc(visitorDb(env), dailyPath(ALICE)), { [key]: 1 }));
      await seedCounters(ALICE, 10, { [chicagoDayKey()]: 5 });
      await assertFails(updateDoc(doc(visitorDb(env), dailyPath(ALICE)), { [key]: 1 }));
    },
  );

  it('a __proto__ day key never reaches the rules: the database reserves such names', async () => {
    // The SDK refuses the key before sending, so the request is made as a raw REST call.
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085';
    const url = `http://${host}/v1/projects/${RULES_PROJECT_ID}/databases/(default)/documents/${dailyPath(ALICE)}`;
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      // Written as text: an object literal's __proto__ would set a prototype, not a key.
      body: '{"fields":{"__proto__":{"integerValue":"1"}}}',
    });
    expect(response.ok).toBe(false);
    expect([400, 403]).toContain(response.status);
  });

  it('refuses two days changed at once, or another day edited with today', async () => {
    const yesterday = chicagoDayKey(Date.now() - DAY_MS);
    await assertFails(setDoc(doc(visitorDb(env), dailyPath(ALICE)), { [chicagoDayKey()]: 1, [yesterday]: 1 }));
    await seedCounters(ALICE, 10, { [yesterday]: 5 });
    await assertFails(updateDoc(doc(visitorDb(env), dailyPath(ALICE)), { [chicagoDayKey()]: 1, [yesterday]: 6 }));
  });

  it('refuses removing a past day', async () => {
    const yesterday = chicagoDayKey(Date.now() - DAY_MS);
    await seedCounters(ALICE, 10, { [yesterday]: 5 });
    await assertFails(setDoc(doc(visitorDb(env), dailyPath(ALICE)), { [chicagoDayKey()]: 1 }));
  });

  it('refuses deleting counters and writing other analytics documents', async () => {
    await seedCounters(ALICE, 10, {});
    await assertFails(deleteDoc(doc(visitorDb(env), totalPath(ALICE))));
    await assertFails(deleteDoc(doc(memberDb(env, ALICE), totalPath(ALICE))));
    await assertFails(setDoc(doc(visitorDb(env), `vMember/${ALICE}/analytics/other`), { count: 1 }));
  });
});

describe('an unpublished or missing site', () => {
  it('refuses counting a view of an unpublished site', async () => {
    await assertFails(recordVisit(visitorDb(env), BOB, chicagoDayKey()));
    await seedCounters(BOB, 3, {});
    await assertFails(updateDoc(doc(visitorDb(env), totalPath(BOB)), { count: 4 }));
  });

  it('refuses counting a view for a member who does not exist', async () => {
    await assertFails(recordVisit(visitorDb(env), 'NoSuchMember0000000000000000', chicagoDayKey()));
  });
});

describe('reading the counters', () => {
  beforeEach(async () => {
    await seedCounters(ALICE, 10, { [chicagoDayKey()]: 2 });
  });

  it('the owner and an administrator read them', async () => {
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), totalPath(ALICE))));
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), dailyPath(ALICE))));
    await assertSucceeds(getDoc(doc(adminDb(env), dailyPath(ALICE))));
  });

  it('visitors and other members do not', async () => {
    await assertFails(getDoc(doc(visitorDb(env), totalPath(ALICE))));
    await assertFails(getDoc(doc(memberDb(env, BOB), dailyPath(ALICE))));
  });
});
