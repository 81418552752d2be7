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

  describe('the booking settings document', () => {
    const settingsPath = `vMember/${ALICE}/bookingSettings/current`;
    const service = (i: number, patch: Record<string, unknown> = {}) => ({ id: `service-${i}`, name: `Service ${i}`, durationMinutes: 45, priceNote: 'from $30', ...patch });
    const blocked = (i: number, patch: Record<string, unknown> = {}) => ({ date: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`, from: '13:00', to: '14:30', ...patch });
    const full = (patch: Record<string, unknown> = {}) => ({
      enabled: true,
      services: [service(0)],
      stepMinutes: 15,
      bufferMinutes: 10,
      noticeMinutes: 120,
      horizonDays: 60,
      capacity: 2,
      confirmation: 'approval',
      cancelCutoffMinutes: 1440,
      blocked: [blocked(0)],
      ...patch,
    });

    it('takes the fullest settings the core allows: 30 services, the words of each checked, and 100 blocked times', async () => {
      const alice = memberDb(env, ALICE);
      await assertSucceeds(setDoc(doc(alice, settingsPath), full({ services: Array.from({ length: 30 }, (_, i) => service(i, { name: 'n'.repeat(80), priceNote: 'p'.repeat(60) })), blocked: Array.from({ length: 100 }, (_, i) => blocked(i)) })));
      await assertSucceeds(setDoc(doc(alice, settingsPath), full({ confirmation: 'instant', stepMinutes: 120, bufferMinutes: 240, noticeMinutes: 43200, horizonDays: 365, capacity: 20, cancelCutoffMinutes: 20160 })));
      // A merge keeps what else the document holds.
      await assertSucceeds(setDoc(doc(alice, settingsPath), { capacity: 3 }, { merge: true }));
    });

    it('refuses another member and a visitor', async () => {
      await assertFails(setDoc(doc(memberDb(env, BOB), settingsPath), full()));
      await assertFails(setDoc(doc(visitorDb(env), settingsPath), full()));
    });

    it('refuses values of the wrong type', async () => {
      const alice = memberDb(env, ALICE);
      for (const bad of [
        { enabled: 'yes' },
        { capacity: '2' },
        { capacity: 1.5 },
        { stepMinutes: 7 },
        { confirmation: 'maybe' },
        { services: 'haircut' },
        { services: [service(0), 'haircut'] },
        { services: [service(0, { name: 42 })] },
        { services: [service(0, { priceNote: 30 })] },
      ]) {
        await assertFails(setDoc(doc(alice, settingsPath), full(bad)));
      }
    });

    it('refuses values out of the core\'s bounds, and oversized ones', async () => {
      const alice = memberDb(env, ALICE);
      for (const bad of [
        { capacity: 0 },
        { capacity: 21 },
        { bufferMinutes: 241 },
        { noticeMinutes: -1 },
        { horizonDays: 0 },
        { horizonDays: 366 },
        { cancelCutoffMinutes: 20161 },
        { services: [service(0, { name: '' })] },
        { services: [service(0, { name: 'n'.repeat(81) })] },
        { services: [service(0, { priceNote: 'p'.repeat(61) })] },
        { services: [service(0), service(1, { name: 'n'.repeat(5000) })] },
        { services: Array.from({ length: 31 }, (_, i) => service(i)) },
        { blocked: Array.from({ length: 101 }, (_, i) => blocked(i)) },
        { blocked: 'every monday' },
      ]) {
        await assertFails(setDoc(doc(alice, settingsPath), full(bad)));
      }
    });
  });
});
