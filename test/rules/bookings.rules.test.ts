import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, BOB, DAY_MS, memberDb, seed, startRulesEnv, storedMember, visitorDb } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});

const path = `vMember/${ALICE}/bookings/b1`;
const tomorrow = () => Date.now() + DAY_MS;
const booking = (patch: Record<string, unknown> = {}) => ({
  serviceId: 'haircut',
  serviceName: 'Haircut',
  start: tomorrow(),
  end: tomorrow() + 3_600_000,
  status: 'requested',
  visitor: { name: 'Ana', email: 'ana@example.com', phone: '', note: '', language: 'es' },
  createdAt: Date.now(),
  updatedAt: Date.now(),
  reason: '',
  proposedStart: null,
  cancelledBy: null,
  reminded: false,
  ...patch,
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { [`vMember/${ALICE}`]: storedMember(ALICE), [`vMember/${BOB}`]: storedMember(BOB), [path]: booking() });
});

describe('bookings', () => {
  it('the member reads and lists their bookings', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(getDoc(doc(alice, path)));
    await assertSucceeds(getDocs(collection(alice, `vMember/${ALICE}/bookings`)));
  });

  it('another member and a visitor cannot read them', async () => {
    await assertFails(getDoc(doc(memberDb(env, BOB), path)));
    await assertFails(getDocs(collection(memberDb(env, BOB), `vMember/${ALICE}/bookings`)));
    await assertFails(getDoc(doc(visitorDb(env), path)));
  });

  it('the member accepts a request, and declines one with a reason and another time', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(updateDoc(doc(alice, path), { status: 'confirmed', updatedAt: Date.now() }));
    await seed(env, { [path]: booking() });
    await assertSucceeds(updateDoc(doc(alice, path), { status: 'declined', reason: 'Fully booked', proposedStart: tomorrow() + DAY_MS, updatedAt: Date.now() }));
  });

  it('the member cancels, and marks a no-show once the appointment has started', async () => {
    const alice = memberDb(env, ALICE);
    await seed(env, { [path]: booking({ status: 'confirmed' }) });
    await assertSucceeds(updateDoc(doc(alice, path), { status: 'cancelled', cancelledBy: 'owner', reason: 'Ill', updatedAt: Date.now() }));
    await seed(env, { [path]: booking({ status: 'confirmed', start: Date.now() - 60_000 }) });
    await assertSucceeds(updateDoc(doc(alice, path), { status: 'no-show', updatedAt: Date.now() }));
  });

  it('refuses every other change of state', async () => {
    const alice = memberDb(env, ALICE);
    // A no-show before the start, a request straight to no-show, undoing a decline.
    await seed(env, { [path]: booking({ status: 'confirmed' }) });
    await assertFails(updateDoc(doc(alice, path), { status: 'no-show', updatedAt: Date.now() }));
    await seed(env, { [path]: booking() });
    await assertFails(updateDoc(doc(alice, path), { status: 'no-show', updatedAt: Date.now() }));
    await seed(env, { [path]: booking({ status: 'declined' }) });
    await assertFails(updateDoc(doc(alice, path), { status: 'confirmed', updatedAt: Date.now() }));
    // Accepting a request whose time has passed, or proposing a time already past.
    await seed(env, { [path]: booking({ start: Date.now() - 60_000 }) });
    await assertFails(updateDoc(doc(alice, path), { status: 'confirmed', updatedAt: Date.now() }));
    await seed(env, { [path]: booking() });
    await assertFails(updateDoc(doc(alice, path), { status: 'declined', proposedStart: Date.now() - DAY_MS, updatedAt: Date.now() }));
    // A cancel that claims the visitor did it.
    await assertFails(updateDoc(doc(alice, path), { status: 'cancelled', cancelledBy: 'visitor', updatedAt: Date.now() }));
  });

  it("refuses changes to the visitor's details, the time, or an over-long reason", async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(updateDoc(doc(alice, path), { status: 'confirmed', start: tomorrow() + DAY_MS, updatedAt: Date.now() }));
    await assertFails(updateDoc(doc(alice, path), { 'visitor.name': 'Someone else', updatedAt: Date.now() }));
    await assertFails(updateDoc(doc(alice, path), { status: 'declined', reason: 'x'.repeat(301), updatedAt: Date.now() }));
  });

  it('nobody creates or deletes a booking from a browser, nor answers another member\'s', async () => {
    await assertFails(addDoc(collection(memberDb(env, ALICE), `vMember/${ALICE}/bookings`), booking()));
    await assertFails(addDoc(collection(visitorDb(env), `vMember/${ALICE}/bookings`), booking()));
    await assertFails(deleteDoc(doc(memberDb(env, ALICE), path)));
    await assertFails(updateDoc(doc(memberDb(env, BOB), path), { status: 'confirmed', updatedAt: Date.now() }));
  });

  it('the held times are the server\'s alone', async () => {
    const day = `vMember/${ALICE}/bookingDays/2026-12-10`;
    await seed(env, { [day]: { held: [] } });
    await assertFails(getDoc(doc(memberDb(env, ALICE), day)));
    await assertFails(setDoc(doc(memberDb(env, ALICE), day), { held: [] }));
    await assertFails(setDoc(doc(visitorDb(env), day), { held: [] }));
  });

  it('the member keeps their booking settings, within bounds; nobody else reads them', async () => {
    const settings = `vMember/${ALICE}/bookingSettings/current`;
    const alice = memberDb(env, ALICE);
    await assertSucceeds(setDoc(doc(alice, settings), { enabled: true, services: [], capacity: 1 }));
    await assertSucceeds(getDoc(doc(alice, settings)));
    await assertFails(setDoc(doc(alice, settings), { enabled: true, secret: 1 }));
    await assertFails(setDoc(doc(alice, settings), { services: Array.from({ length: 31 }, () => ({})) }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/bookingSettings/other`), { enabled: true }));
    await assertFails(getDoc(doc(memberDb(env, BOB), settings)));
    await assertFails(getDoc(doc(visitorDb(env), settings)));
  });
});
