import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, BOB, memberDb, seed, startRulesEnv, storedMember, visitorDb } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});

const path = `vMember/${ALICE}/bookingFeed/current`;
const key = (patch: Record<string, unknown> = {}) => ({ keyHash: 'ab'.repeat(32), createdAt: Date.now(), ...patch });

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { [`vMember/${ALICE}`]: storedMember(ALICE), [`vMember/${BOB}`]: storedMember(BOB) });
});

describe("the owner's calendar feed key", () => {
  it('the owner creates, reads, replaces and revokes it', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(setDoc(doc(alice, path), key()));
    await assertSucceeds(getDoc(doc(alice, path)));
    await assertSucceeds(setDoc(doc(alice, path), key({ keyHash: 'cd'.repeat(32) })));
    await assertSucceeds(deleteDoc(doc(alice, path)));
  });

  it('another member and a visitor can neither read, write nor revoke it', async () => {
    await seed(env, { [path]: key() });
    for (const db of [memberDb(env, BOB), visitorDb(env)]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(setDoc(doc(db, path), key({ keyHash: 'ef'.repeat(32) })));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });

  it('holds only a hash and its date, in the one document', async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(setDoc(doc(alice, path), key({ token: 'the-secret-itself' })));
    await assertFails(setDoc(doc(alice, path), key({ keyHash: 'not-a-hash' })));
    await assertFails(setDoc(doc(alice, path), { keyHash: 'ab'.repeat(32) }));
    await assertFails(setDoc(doc(alice, path), key({ createdAt: 'today' })));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/bookingFeed/second`), key()));
  });
});
