import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
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
  await seed(env, { [`vMember/${ALICE}`]: storedMember(ALICE), [`vMember/${BOB}`]: storedMember(BOB) });
});

const messagePath = `vMember/${ALICE}/messages/m1`;
const unreadMessage = () => ({ title: 'Welcome', body: 'Your site is live.', leido: false, createdAt: Timestamp.now() });

describe('messages', () => {
  beforeEach(async () => {
    await seed(env, { [messagePath]: unreadMessage() });
  });

  it('the member reads their messages and runs the unread-count query', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(getDoc(doc(alice, messagePath)));
    await assertSucceeds(getDocs(query(collection(alice, `vMember/${ALICE}/messages`), where('leido', '==', false))));
  });

  it('another member cannot read them, one by one or as a list', async () => {
    const bob = memberDb(env, BOB);
    await assertFails(getDoc(doc(bob, messagePath)));
    await assertFails(getDocs(collection(bob, `vMember/${ALICE}/messages`)));
  });

  it('a visitor cannot read them', async () => {
    await assertFails(getDoc(doc(visitorDb(env), messagePath)));
  });

  it('the member marks a message read', async () => {
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), messagePath), { leido: true }));
  });

  it('the member cannot mark it unread again, nor edit its text', async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(updateDoc(doc(alice, messagePath), { leido: true, title: 'Changed' }));
    await seed(env, { [messagePath]: { ...unreadMessage(), leido: true } });
    await assertFails(updateDoc(doc(alice, messagePath), { leido: false }));
  });

  it('another member cannot mark it read', async () => {
    await assertFails(updateDoc(doc(memberDb(env, BOB), messagePath), { leido: true }));
  });

  it('members cannot create or delete messages, not even in their own inbox', async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(addDoc(collection(alice, `vMember/${ALICE}/messages`), { title: 'x', body: 'y', leido: false, createdAt: serverTimestamp() }));
    await assertFails(addDoc(collection(alice, `vMember/${BOB}/messages`), { title: 'x', body: 'y', leido: false, createdAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(alice, messagePath)));
  });

  it('an administrator (claim) sends a message and reads any inbox', async () => {
    const admin = adminDb(env);
    await assertSucceeds(addDoc(collection(admin, `vMember/${BOB}/messages`), { title: 'Hello', body: 'Welcome aboard.', leido: false, createdAt: serverTimestamp() }));
    await assertSucceeds(getDocs(collection(admin, `vMember/${ALICE}/messages`)));
  });

  it('an administrator cannot send a malformed message', async () => {
    const admin = adminDb(env);
    const inbox = collection(admin, `vMember/${BOB}/messages`);
    await assertFails(addDoc(inbox, { title: 'Hello', body: 'x', leido: true, createdAt: serverTimestamp() }));
    await assertFails(addDoc(inbox, { title: 'x'.repeat(201), body: 'x', leido: false, createdAt: serverTimestamp() }));
    await assertFails(addDoc(inbox, { title: 'Hello', body: 'x', leido: false, createdAt: serverTimestamp(), extra: 1 }));
  });
});

describe('push tokens', () => {
  const tokenPath = `vMember/${ALICE}/fcmTokens/fcm-token-abc`;

  it('the member saves a token (merged), refreshes it and deletes it', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(setDoc(doc(alice, tokenPath), { uid: ALICE, createdAt: Timestamp.now() }, { merge: true }));
    await assertSucceeds(setDoc(doc(alice, tokenPath), { uid: ALICE, createdAt: Timestamp.now() }, { merge: true }));
    await assertSucceeds(getDocs(collection(alice, `vMember/${ALICE}/fcmTokens`)));
    await assertSucceeds(deleteDoc(doc(alice, tokenPath)));
  });

  it('refuses a token saved under another member, or naming another uid', async () => {
    await assertFails(setDoc(doc(memberDb(env, BOB), tokenPath), { uid: BOB, createdAt: Timestamp.now() }));
    await assertFails(setDoc(doc(memberDb(env, ALICE), tokenPath), { uid: BOB, createdAt: Timestamp.now() }));
  });

  it('refuses extra fields and a createdAt that is not a timestamp', async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(setDoc(doc(alice, tokenPath), { uid: ALICE, createdAt: Timestamp.now(), admin: true }));
    await assertFails(setDoc(doc(alice, tokenPath), { uid: ALICE, createdAt: 'yesterday' }));
  });

  it('another member cannot read or delete the tokens', async () => {
    await seed(env, { [tokenPath]: { uid: ALICE, createdAt: Timestamp.now() } });
    const bob = memberDb(env, BOB);
    await assertFails(getDoc(doc(bob, tokenPath)));
    await assertFails(getDocs(collection(bob, `vMember/${ALICE}/fcmTokens`)));
    await assertFails(deleteDoc(doc(bob, tokenPath)));
  });
});

describe('subscriptions (server-written)', () => {
  const subscriptionPath = `vMember/${ALICE}/subscriptions/sub_1`;
  const activePlan = { status: 'active', productType: 'plan', productName: 'Elite Plan' };

  it('the member reads their own subscriptions, including the valid-plan query', async () => {
    await seed(env, { [subscriptionPath]: activePlan });
    const subscriptions = collection(memberDb(env, ALICE), `vMember/${ALICE}/subscriptions`);
    await assertSucceeds(getDocs(subscriptions));
    await assertSucceeds(getDocs(query(subscriptions, where('status', 'in', ['active', 'trialing', 'incomplete']), where('productType', '==', 'plan'))));
  });

  it('no client writes a subscription: not the member, not an administrator', async () => {
    await assertFails(setDoc(doc(memberDb(env, ALICE), subscriptionPath), activePlan));
    await assertFails(setDoc(doc(adminDb(env), subscriptionPath), activePlan));
    await seed(env, { [subscriptionPath]: { ...activePlan, status: 'canceled' } });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), subscriptionPath), { status: 'active' }));
    await assertFails(deleteDoc(doc(memberDb(env, ALICE), subscriptionPath)));
  });

  it('another member cannot read them', async () => {
    await seed(env, { [subscriptionPath]: activePlan });
    await assertFails(getDoc(doc(memberDb(env, BOB), subscriptionPath)));
  });
});

describe('checkout sessions', () => {
  const session = () => ({
    price: 'price_1PqEliteMonthly',
    success_url: 'https://app.sitio.app/dashboard/settings/subscription?ok=1',
    cancel_url: 'https://app.sitio.app/dashboard/settings/subscription',
    mode: 'subscription',
    locale: 'es',
  });

  it('the member creates a session under their own record and reads it back', async () => {
    const alice = memberDb(env, ALICE);
    const ref = await assertSucceeds(addDoc(collection(alice, `vMember/${ALICE}/checkout_sessions`), session()));
    await assertSucceeds(getDoc(ref));
  });

  it('refuses a session under another member’s record', async () => {
    await assertFails(addDoc(collection(memberDb(env, BOB), `vMember/${ALICE}/checkout_sessions`), session()));
  });

  it.each([
    ['a payment mode', { mode: 'payment' }],
    ['a locale other than en/es', { locale: 'fr' }],
    ['a javascript: return address', { success_url: 'javascript:alert(1)' }],
    ['a price that is not a price id', { price: 'prod_123' }],
    ['the server’s url field', { url: 'https://checkout.example.com/pay' }],
  ])('refuses %s', async (_label, overrides) => {
    await assertFails(addDoc(collection(memberDb(env, ALICE), `vMember/${ALICE}/checkout_sessions`), { ...session(), ...overrides }));
  });

  it('the member cannot write the url or error the server writes back', async () => {
    const path = `vMember/${ALICE}/checkout_sessions/s1`;
    await seed(env, { [path]: session() });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), path), { url: 'https://evil.example.com' }));
  });
});

describe('website-studio content and form submissions', () => {
  it('the member writes and reads a studio section; others cannot', async () => {
    const path = `vMember/${ALICE}/site/hours`;
    await assertSucceeds(setDoc(doc(memberDb(env, ALICE), path), { monday: '9-17' }));
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), path)));
    await assertFails(getDoc(doc(memberDb(env, BOB), path)));
    await assertFails(setDoc(doc(memberDb(env, BOB), path), { monday: 'closed' }));
  });

  it('refuses an unknown section and a section with too many fields', async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/admin`), { x: 1 }));
    const wide = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, i]));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/about-us`), wide));
  });

  it('a visitor cannot write a form submission directly (it goes through the server)', async () => {
    await assertFails(addDoc(collection(visitorDb(env), `vMember/${ALICE}/forms`), { name: 'Visitor', message: 'Hi' }));
  });

  it('the member reads and clears their submissions; others cannot read them', async () => {
    const path = `vMember/${ALICE}/forms/f1`;
    await seed(env, { [path]: { name: 'Visitor', message: 'Hi' } });
    await assertSucceeds(getDocs(collection(memberDb(env, ALICE), `vMember/${ALICE}/forms`)));
    await assertFails(getDoc(doc(memberDb(env, BOB), path)));
    await assertSucceeds(deleteDoc(doc(memberDb(env, ALICE), path)));
  });

  it('the member marks a submission read or archived, and changes nothing else of it', async () => {
    const path = `vMember/${ALICE}/forms/f2`;
    await seed(env, { [path]: { name: 'Visitor', email: 'v@example.com', answers: [], read: false, archived: false } });
    const alice = memberDb(env, ALICE);
    await assertSucceeds(updateDoc(doc(alice, path), { read: true }));
    await assertSucceeds(updateDoc(doc(alice, path), { archived: true, read: false }));
    await assertFails(updateDoc(doc(alice, path), { name: 'Someone else' }));
    await assertFails(updateDoc(doc(alice, path), { read: true, answers: [{ id: 'x', value: 'forged' }] }));
    await assertFails(updateDoc(doc(alice, path), { read: 'yes' }));
    await assertFails(updateDoc(doc(memberDb(env, BOB), path), { read: true }));
    await assertFails(updateDoc(doc(visitorDb(env), path), { read: true }));
    await assertFails(deleteDoc(doc(memberDb(env, BOB), path)));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/forms/f3`), { name: 'Self-made lead', read: false }));
    await assertSucceeds(updateDoc(doc(adminDb(env), path), { read: true }));
  });

  it('the post limits are the server\'s alone', async () => {
    const path = `vMember/${ALICE}/formLimits/day-2026-11-24`;
    await seed(env, { [path]: { count: 200 } });
    await assertFails(getDoc(doc(memberDb(env, ALICE), path)));
    await assertFails(setDoc(doc(memberDb(env, ALICE), path), { count: 0 }));
    await assertFails(deleteDoc(doc(visitorDb(env), path)));
  });

  it("the member writes their site's forms, within the bound of five forms", async () => {
    const path = `vMember/${ALICE}/site/forms`;
    const alice = memberDb(env, ALICE);
    await assertSucceeds(setDoc(doc(alice, path), { forms: [{ title: '', fields: [] }, { id: 'quote', title: 'Quote', fields: [] }] }));
    await assertFails(setDoc(doc(alice, path), { forms: Array.from({ length: 6 }, (_, i) => ({ id: `f-${i}`, title: 'x' })) }));
    await assertFails(setDoc(doc(alice, path), { forms: [], extra: true }));
    await assertFails(setDoc(doc(memberDb(env, BOB), path), { forms: [] }));
    await assertFails(getDoc(doc(visitorDb(env), path)));
  });
});

describe('everything else', () => {
  it('is denied, even to a signed-in member', async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(setDoc(doc(alice, 'settings/global'), { x: 1 }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/secrets/s`), { x: 1 }));
    await assertFails(getDoc(doc(alice, 'settings/global')));
  });
});
