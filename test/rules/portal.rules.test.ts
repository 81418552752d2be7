import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FirestoreSiteCustomers } from '../../src/adapters/firebase/site-customers.firebase';
import { ALICE, BOB, DAY_MS, adminDb, memberDb, seed, startRulesEnv, storedMember, visitorDb } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});

// Customers are Auth users with no member record.
const CARLA = 'CarlaUid00000000000000000000';
const DAN = 'DanUid0000000000000000000000';

const customerDoc = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  status: 'pending',
  groups: [],
  joinedAt: Timestamp.fromMillis(Date.now() - DAY_MS),
  lastVisitAt: null,
  ...overrides,
});

const aliceUsers = `vMember/${ALICE}/siteUsers`;
const now = () => Timestamp.now();

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    [`vMember/${ALICE}`]: storedMember(ALICE),
    [`vMember/${BOB}`]: storedMember(BOB),
    [`${aliceUsers}/${CARLA}`]: customerDoc('Carla', { status: 'active', groups: ['vip'] }),
    [`${aliceUsers}/${DAN}`]: customerDoc('Dan'),
    [`vMember/${BOB}/siteUsers/${DAN}`]: customerDoc('Dan', { status: 'active' }),
    [`${aliceUsers}/${CARLA}/pushTokens/carla-phone`]: { createdAt: now() },
    [`vMember/${ALICE}/siteGroups/vip`]: { name: 'VIP', createdAt: now() },
    [`vMember/${ALICE}/siteInvites/inviteSecret0000000001`]: { email: 'eva@example.com', groups: ['vip'], expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS), createdAt: now() },
    [`vMember/${ALICE}/portal/settings`]: { signUpPolicy: 'approval' },
    [`vMember/${ALICE}/announcements/a1`]: { title: 'Hello', body: 'Welcome', groups: ['vip'], createdAt: now() },
    [`customers/${CARLA}`]: { name: 'Carla', email: 'carla@example.com', createdAt: now() },
    [`customers/${DAN}`]: { name: 'Dan', email: 'dan@example.com', createdAt: now() },
  });
});

describe('Users Portal: honest paths', () => {
  it("the owner lists, approves, blocks, groups and removes their customers through the dashboard's adapter", async () => {
    const db = memberDb(env, ALICE);
    const port = new FirestoreSiteCustomers(db);
    await assertSucceeds(getDocs(collection(db, aliceUsers)));
    await assertSucceeds(getDocs(query(collection(db, aliceUsers), where('status', '==', 'pending'))));
    await assertSucceeds(port.setStatus(ALICE, [DAN, CARLA], 'active'));
    await assertSucceeds(port.setStatus(ALICE, [DAN], 'blocked'));
    await assertSucceeds(port.changeGroups(ALICE, [DAN, CARLA], { add: ['vip', 'staff'], remove: ['kids'] }));
    await assertSucceeds(port.changeGroups(ALICE, [CARLA], { remove: ['vip', 'staff'] }));
    await assertSucceeds(port.removeCustomers(ALICE, [DAN]));
    expect((await getDoc(doc(db, `${aliceUsers}/${CARLA}`))).data()).toMatchObject({ status: 'active', groups: [] });
  });

  it('the owner creates, renames and deletes groups; deleting takes the group off customers and invitations', async () => {
    const db = memberDb(env, ALICE);
    const port = new FirestoreSiteCustomers(db);
    const staff = await assertSucceeds(port.createGroup(ALICE, 'Staff', Date.now()));
    await assertSucceeds(port.renameGroup(ALICE, staff, 'Équipe 🏋️'));
    await assertSucceeds(port.createGroup(ALICE, 'ñ'.repeat(60), Date.now()));
    await assertSucceeds(port.changeGroups(ALICE, [DAN], { add: [staff] }));
    await assertSucceeds(port.createInvitation(ALICE, { email: 'fer@example.com', groups: [staff, 'vip'], expiresAt: Date.now() + DAY_MS }, Date.now()));
    await assertSucceeds(port.deleteGroup(ALICE, 'vip'));
    await assertSucceeds(getDocs(collection(db, `vMember/${ALICE}/siteGroups`)));
    expect((await getDoc(doc(db, `${aliceUsers}/${CARLA}`))).data()?.['groups']).toEqual([]);
  });

  it('the owner invites by email for up to 14 days, lists the invitations and removes one', async () => {
    const db = memberDb(env, ALICE);
    const port = new FirestoreSiteCustomers(db);
    const id = await assertSucceeds(port.createInvitation(ALICE, { email: 'Fer@Example.com', groups: ['vip'], expiresAt: Date.now() + 14 * DAY_MS }, Date.now()));
    await assertSucceeds(getDocs(collection(db, `vMember/${ALICE}/siteInvites`)));
    await assertSucceeds(port.removeInvitation(ALICE, id));
  });

  it('the owner chooses the sign-up policy', async () => {
    const db = memberDb(env, BOB);
    const port = new FirestoreSiteCustomers(db);
    for (const signUpPolicy of ['open', 'invitation', 'approval'] as const) await assertSucceeds(port.saveSettings(BOB, { signUpPolicy }));
    await assertSucceeds(getDoc(doc(db, `vMember/${BOB}/portal/settings`)));
  });

  it('the owner sends an announcement to groups, lists and deletes announcements', async () => {
    const db = memberDb(env, ALICE);
    const port = new FirestoreSiteCustomers(db);
    const id = await assertSucceeds(port.sendAnnouncement(ALICE, { title: 'Clase cambiada', body: 'Mañana a las 7.\n\n🏋️ ¡Nos vemos!'.padEnd(5000, '.'), groups: ['vip', 'staff'] }, Date.now()));
    await assertSucceeds(getDocs(collection(db, `vMember/${ALICE}/announcements`)));
    await assertSucceeds(port.removeAnnouncement(ALICE, id));
  });

  it('a customer reads their own relation to a business and their own profile', async () => {
    const db = memberDb(env, CARLA);
    await assertSucceeds(getDoc(doc(db, `${aliceUsers}/${CARLA}`)));
    await assertSucceeds(getDoc(doc(db, `customers/${CARLA}`)));
  });

  it('an administrator reads a business’s customers (support)', async () => {
    await assertSucceeds(getDocs(collection(adminDb(env), aliceUsers)));
  });
});

describe('Users Portal: a customer', () => {
  let carla: Firestore;
  beforeEach(() => {
    carla = memberDb(env, CARLA);
  });

  it("never reads another customer's relation, or the list of customers, of any business", async () => {
    await assertFails(getDoc(doc(carla, `${aliceUsers}/${DAN}`)));
    await assertFails(getDocs(collection(carla, aliceUsers)));
    await assertFails(getDocs(query(collection(carla, aliceUsers), where('status', '==', 'active'))));
    await assertFails(getDoc(doc(carla, `vMember/${BOB}/siteUsers/${DAN}`)));
    await assertFails(getDocs(collection(carla, `vMember/${BOB}/siteUsers`)));
  });

  it("never reads another person's profile", async () => {
    await assertFails(getDoc(doc(carla, `customers/${DAN}`)));
    await assertFails(getDocs(collection(carla, 'customers')));
  });

  it("never reads the owner's groups, invitations, settings, announcements, push tokens or record", async () => {
    await assertFails(getDocs(collection(carla, `vMember/${ALICE}/siteGroups`)));
    await assertFails(getDoc(doc(carla, `vMember/${ALICE}/siteGroups/vip`)));
    await assertFails(getDocs(collection(carla, `vMember/${ALICE}/siteInvites`)));
    await assertFails(getDoc(doc(carla, `vMember/${ALICE}/siteInvites/inviteSecret0000000001`)));
    await assertFails(getDoc(doc(carla, `vMember/${ALICE}/portal/settings`)));
    await assertFails(getDocs(collection(carla, `vMember/${ALICE}/announcements`)));
    await assertFails(getDoc(doc(carla, `vMember/${ALICE}/announcements/a1`)));
    await assertFails(getDocs(collection(carla, `${aliceUsers}/${CARLA}/pushTokens`)));
    await assertFails(getDoc(doc(carla, `vMember/${ALICE}`)));
  });

  it('cannot change their own status or groups, or anything else of their relation', async () => {
    const own = doc(carla, `${aliceUsers}/${CARLA}`);
    await assertFails(updateDoc(own, { status: 'active' }));
    await assertFails(updateDoc(own, { groups: ['vip', 'staff'] }));
    await assertFails(updateDoc(own, { name: 'Carla R.' }));
    await assertFails(updateDoc(own, { lastVisitAt: now() }));
    await assertFails(deleteDoc(own));
  });

  it('cannot make themselves a customer of a business, or write their profile or push tokens', async () => {
    await assertFails(setDoc(doc(carla, `vMember/${BOB}/siteUsers/${CARLA}`), customerDoc('Carla', { status: 'active' })));
    await assertFails(setDoc(doc(carla, `vMember/${BOB}/siteUsers/${CARLA}`), customerDoc('Carla')));
    await assertFails(setDoc(doc(carla, `${aliceUsers}/${CARLA}`), customerDoc('Carla', { status: 'active', groups: ['vip', 'staff'] })));
    await assertFails(setDoc(doc(carla, `customers/${CARLA}`), { name: 'Carla', email: 'carla@example.com', createdAt: now() }));
    await assertFails(updateDoc(doc(carla, `customers/${CARLA}`), { name: 'Other' }));
    await assertFails(setDoc(doc(carla, `${aliceUsers}/${CARLA}/pushTokens/t`), { createdAt: now() }));
  });

  it('cannot open a portal of their own: no member record, no groups, invitations, announcements or policy', async () => {
    await assertFails(setDoc(doc(carla, `vMember/${CARLA}/siteGroups/g1`), { name: 'Mine', createdAt: now() }));
    await assertFails(setDoc(doc(carla, `vMember/${CARLA}/siteInvites/inviteSecret0000000002`), { email: 'x@example.com', groups: [], expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS), createdAt: serverTimestamp() }));
    await assertFails(addDoc(collection(carla, `vMember/${CARLA}/announcements`), { title: 'Hi', body: '', groups: ['g1'], createdAt: serverTimestamp() }));
    await assertFails(setDoc(doc(carla, `vMember/${CARLA}/portal/settings`), { signUpPolicy: 'open' }));
  });
});

describe('Users Portal: an owner', () => {
  let bob: Firestore;
  let alice: Firestore;
  beforeEach(() => {
    bob = memberDb(env, BOB);
    alice = memberDb(env, ALICE);
  });

  it("never touches another owner's customers, groups, invitations, settings or announcements", async () => {
    await assertFails(getDocs(collection(bob, aliceUsers)));
    await assertFails(getDoc(doc(bob, `${aliceUsers}/${CARLA}`)));
    await assertFails(updateDoc(doc(bob, `${aliceUsers}/${CARLA}`), { status: 'blocked' }));
    await assertFails(deleteDoc(doc(bob, `${aliceUsers}/${CARLA}`)));
    await assertFails(getDocs(collection(bob, `vMember/${ALICE}/siteGroups`)));
    await assertFails(setDoc(doc(bob, `vMember/${ALICE}/siteGroups/g2`), { name: 'Mine', createdAt: now() }));
    await assertFails(updateDoc(doc(bob, `vMember/${ALICE}/siteGroups/vip`), { name: 'Taken' }));
    await assertFails(deleteDoc(doc(bob, `vMember/${ALICE}/siteGroups/vip`)));
    await assertFails(getDoc(doc(bob, `vMember/${ALICE}/siteInvites/inviteSecret0000000001`)));
    await assertFails(deleteDoc(doc(bob, `vMember/${ALICE}/siteInvites/inviteSecret0000000001`)));
    await assertFails(getDoc(doc(bob, `vMember/${ALICE}/portal/settings`)));
    await assertFails(setDoc(doc(bob, `vMember/${ALICE}/portal/settings`), { signUpPolicy: 'open' }));
    await assertFails(getDocs(collection(bob, `vMember/${ALICE}/announcements`)));
    await assertFails(addDoc(collection(bob, `vMember/${ALICE}/announcements`), { title: 'Hi', body: '', groups: ['vip'], createdAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(bob, `vMember/${ALICE}/announcements/a1`)));
  });

  it("never reads a customer's own profile", async () => {
    await assertFails(getDoc(doc(alice, `customers/${CARLA}`)));
  });

  it('sets only a known status', async () => {
    for (const status of ['admin', 'approved', '', null, true]) {
      await assertFails(updateDoc(doc(alice, `${aliceUsers}/${DAN}`), { status }));
    }
  });

  it('changes no other field of a customer', async () => {
    const dan = doc(alice, `${aliceUsers}/${DAN}`);
    await assertFails(updateDoc(dan, { name: 'Daniel' }));
    await assertFails(updateDoc(dan, { email: 'other@example.com' }));
    await assertFails(updateDoc(dan, { joinedAt: now() }));
    await assertFails(updateDoc(dan, { lastVisitAt: now() }));
    await assertFails(updateDoc(dan, { announcementsSeenAt: now() }));
    await assertFails(updateDoc(dan, { status: 'active', role: 'staff' }));
  });

  it('sets only lists of at most 20 distinct group ids', async () => {
    const dan = doc(alice, `${aliceUsers}/${DAN}`);
    await assertSucceeds(updateDoc(dan, { groups: Array.from({ length: 20 }, (_, i) => `g-${i}_X`) }));
    await assertFails(updateDoc(dan, { groups: Array.from({ length: 21 }, (_, i) => `g${i}`) }));
    await assertFails(updateDoc(dan, { groups: ['vip', 'vip'] }));
    await assertFails(updateDoc(dan, { groups: ['a b'] }));
    await assertFails(updateDoc(dan, { groups: ['a,b'] }));
    await assertFails(updateDoc(dan, { groups: ['x'.repeat(41)] }));
    await assertFails(updateDoc(dan, { groups: [''] }));
    await assertFails(updateDoc(dan, { groups: [7] }));
    await assertFails(updateDoc(dan, { groups: ['vip', 7] }));
    await assertFails(updateDoc(dan, { groups: [true] }));
    await assertFails(updateDoc(dan, { groups: [{ id: 'vip' }] }));
    await assertFails(updateDoc(dan, { groups: [null] }));
    await assertFails(updateDoc(dan, { groups: 'vip' }));
  });

  it('never creates a customer from the browser, nor writes push tokens', async () => {
    await assertFails(setDoc(doc(alice, `${aliceUsers}/NewUid0000000000000000000000`), customerDoc('Nuevo', { status: 'active' })));
    await assertFails(setDoc(doc(alice, `${aliceUsers}/${CARLA}/pushTokens/t`), { createdAt: now() }));
    await assertFails(getDocs(collection(alice, `${aliceUsers}/${CARLA}/pushTokens`)));
  });

  it('names groups with 1 to 60 visible characters, and nothing else', async () => {
    const group = (id: string) => doc(alice, `vMember/${ALICE}/siteGroups/${id}`);
    await assertFails(setDoc(group('g1'), { name: '', createdAt: now() }));
    await assertFails(setDoc(group('g1'), { name: 'x'.repeat(61), createdAt: now() }));
    await assertFails(setDoc(group('g1'), { name: '\u200B\u200B', createdAt: now() }));
    await assertFails(setDoc(group('g1'), { name: 'VIP', createdAt: now(), members: [CARLA] }));
    await assertFails(setDoc(group('g1'), { name: 'VIP' }));
    await assertFails(setDoc(group('bad id'), { name: 'VIP', createdAt: now() }));
    await assertFails(updateDoc(group('vip'), { name: '' }));
    await assertFails(updateDoc(group('vip'), { createdAt: now() }));
  });

  it('invites for at most 14 days, a lowercase address, valid groups, at the server time', async () => {
    const invite = (data: Record<string, unknown>) =>
      setDoc(doc(alice, `vMember/${ALICE}/siteInvites/inviteSecret0000000009`), {
        email: 'fer@example.com', groups: ['vip'], expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS), createdAt: serverTimestamp(), ...data,
      });
    await assertSucceeds(invite({}));
    await deleteDoc(doc(alice, `vMember/${ALICE}/siteInvites/inviteSecret0000000009`));
    await assertFails(invite({ expiresAt: Timestamp.fromMillis(Date.now() + 15 * DAY_MS) }));
    await assertFails(invite({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) }));
    await assertFails(invite({ email: 'Fer@Example.com' }));
    await assertFails(invite({ email: 'not an address' }));
    await assertFails(invite({ groups: ['a/b'] }));
    await assertFails(invite({ createdAt: Timestamp.fromMillis(Date.now() - DAY_MS) }));
    await assertFails(invite({ status: 'active' }));
    const stored = doc(alice, `vMember/${ALICE}/siteInvites/inviteSecret0000000001`);
    await assertFails(updateDoc(stored, { email: 'other@example.com' }));
    await assertFails(updateDoc(stored, { expiresAt: Timestamp.fromMillis(Date.now() + 300 * DAY_MS) }));
  });

  it('chooses only a known sign-up policy, in the one settings document', async () => {
    const settings = doc(alice, `vMember/${ALICE}/portal/settings`);
    await assertFails(setDoc(settings, { signUpPolicy: 'everyone' }));
    await assertFails(setDoc(settings, { signUpPolicy: 'open', autoApproveGroups: ['vip'] }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/portal/other`), { signUpPolicy: 'open' }));
  });

  it('sends announcements with a title, one to 20 groups and the server time, and never edits them', async () => {
    const send = (data: Record<string, unknown>) => addDoc(collection(alice, `vMember/${ALICE}/announcements`), { title: 'Hi', body: 'Body', groups: ['vip'], createdAt: serverTimestamp(), ...data });
    await assertSucceeds(send({}));
    await assertFails(send({ groups: [] }));
    await assertFails(send({ title: '' }));
    await assertFails(send({ title: 'x'.repeat(121) }));
    await assertFails(send({ body: 'x'.repeat(10_001) }));
    await assertFails(send({ createdAt: Timestamp.fromMillis(Date.now() - DAY_MS) }));
    await assertFails(send({ pinned: true }));
    await assertFails(updateDoc(doc(alice, `vMember/${ALICE}/announcements/a1`), { title: 'Edited' }));
  });
});

describe('Users Portal: anonymous visitors', () => {
  it('read nothing of it', async () => {
    const db = visitorDb(env);
    await assertFails(getDocs(collection(db, aliceUsers)));
    await assertFails(getDoc(doc(db, `${aliceUsers}/${CARLA}`)));
    await assertFails(getDocs(collection(db, `vMember/${ALICE}/siteGroups`)));
    await assertFails(getDoc(doc(db, `vMember/${ALICE}/siteInvites/inviteSecret0000000001`)));
    await assertFails(getDoc(doc(db, `vMember/${ALICE}/portal/settings`)));
    await assertFails(getDocs(collection(db, `vMember/${ALICE}/announcements`)));
    await assertFails(getDoc(doc(db, `customers/${CARLA}`)));
    await assertFails(setDoc(doc(db, `${aliceUsers}/anon`), customerDoc('Anon')));
  });
});
