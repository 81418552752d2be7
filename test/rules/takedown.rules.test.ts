import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, getDoc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, APP_DOMAIN_SUFFIX, BOB, adminDb, memberDb, seed, startRulesEnv, storedMember, usernameOf, visitorDb } from './rules-test-env';

// An administrator's takedown (`suspended` with a reason) must hold against every write the
// member can make: the member sees it and cannot clear it, and it wins over `published`.

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});

const recordPath = `vMember/${ALICE}`;
const sitePath = `publicSites/${usernameOf(ALICE)}`;

function projection(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const username = usernameOf(ALICE);
  return { memberId: ALICE, username, domain: username + APP_DOMAIN_SUFFIX, namePublico: 'Panadería Ana', published: true, ...overrides };
}

async function seedSuspended(): Promise<void> {
  await seed(env, {
    [recordPath]: storedMember(ALICE, { published: false, suspended: true, suspensionReason: 'Phishing page' }),
    [sitePath]: projection({ published: false, suspended: true }),
    [`vMember/${BOB}`]: storedMember(BOB),
  });
}

describe('an administrator takes a site down', () => {
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, { [recordPath]: storedMember(ALICE), [sitePath]: projection() });
  });

  it('sets suspended with a reason on the record and the projection in one batch, and lifts it', async () => {
    const admin = adminDb(env);
    const down = writeBatch(admin);
    down.update(doc(admin, recordPath), { suspended: true, suspensionReason: 'Phishing page' });
    down.set(doc(admin, sitePath), { suspended: true }, { merge: true });
    await assertSucceeds(down.commit());
    const up = writeBatch(admin);
    up.update(doc(admin, recordPath), { suspended: false, suspensionReason: deleteField() });
    up.set(doc(admin, sitePath), { suspended: false }, { merge: true });
    await assertSucceeds(up.commit());
  });

  it.each([
    ['without a reason', { suspended: true }],
    ['with an empty reason', { suspended: true, suspensionReason: '' }],
    ['with a reason of 501 characters', { suspended: true, suspensionReason: 'x'.repeat(501) }],
    ['with a reason hiding a right-to-left override', { suspended: true, suspensionReason: 'ok\u202E' }],
    ['as a string', { suspended: 'true', suspensionReason: 'Spam' }],
    ['lifted but keeping a reason', { suspended: false, suspensionReason: 'Spam' }],
  ])('refuses a takedown %s', async (_label, fields) => {
    await assertFails(updateDoc(doc(adminDb(env), recordPath), fields));
  });

  it('is refused to the member and to other members', async () => {
    await assertFails(updateDoc(doc(memberDb(env, BOB), recordPath), { suspended: true, suspensionReason: 'x' }));
    await assertFails(updateDoc(doc(memberDb(env, ALICE), recordPath), { suspended: true, suspensionReason: 'self' }));
  });
});

describe('the member of a suspended site', () => {
  beforeEach(async () => {
    await env.clearFirestore();
    await seedSuspended();
  });

  it('reads the takedown and its reason on their own record', async () => {
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), recordPath)));
  });

  it('still edits their profile and may set published, which changes nothing public', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(updateDoc(doc(alice, recordPath), { namePublico: 'Ana' }));
    const batch = writeBatch(alice);
    batch.update(doc(alice, recordPath), { published: true });
    batch.set(doc(alice, sitePath), { published: true }, { merge: true });
    await assertSucceeds(batch.commit());
    // …and visitors still cannot read the site.
    await assertFails(getDoc(doc(visitorDb(env), sitePath)));
    await assertFails(getDoc(doc(memberDb(env, BOB), sitePath)));
  });

  it.each([
    ['suspended: false', { suspended: false }],
    ['suspended removed', { suspended: deleteField() }],
    ['the reason removed', { suspensionReason: deleteField() }],
    ['the reason rewritten', { suspensionReason: 'All fine now' }],
    ['suspended false and the reason removed together', { suspended: false, suspensionReason: deleteField() }],
    ['suspended false with published true in one write', { suspended: false, published: true }],
  ])('cannot clear it on the record: %s', async (_label, fields) => {
    await assertFails(updateDoc(doc(memberDb(env, ALICE), recordPath), fields));
  });

  it('cannot clear it in one batch with the projection (the attack that used to work)', async () => {
    const alice = memberDb(env, ALICE);
    const batch = writeBatch(alice);
    batch.update(doc(alice, recordPath), { published: true, suspended: false });
    batch.set(doc(alice, sitePath), { published: true, suspended: false }, { merge: true });
    await assertFails(batch.commit());
  });

  it.each([
    ['suspended: false', { suspended: false }],
    ['suspended removed', { suspended: deleteField() }],
  ])('cannot clear it on the projection: %s', async (_label, fields) => {
    await assertFails(updateDoc(doc(memberDb(env, ALICE), sitePath), fields));
  });

  it('cannot delete the projection and create it again without the takedown', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(deleteDoc(doc(alice, sitePath)));
    await assertFails(setDoc(doc(alice, sitePath), projection({ published: false })));
    await assertFails(setDoc(doc(alice, sitePath), projection({ published: false, suspended: false })));
    // Created again with the takedown copied from the record, it stays hidden.
    await assertSucceeds(setDoc(doc(alice, sitePath), projection({ published: false, suspended: true })));
    await assertFails(getDoc(doc(visitorDb(env), sitePath)));
  });

  it('an administrator still reads the site and lifts the takedown', async () => {
    await assertSucceeds(getDoc(doc(adminDb(env), sitePath)));
    await assertSucceeds(updateDoc(doc(adminDb(env), sitePath), { suspended: false }));
  });
});

describe('a takedown never set', () => {
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, { [recordPath]: storedMember(ALICE), [sitePath]: projection() });
  });

  it('the member cannot plant suspended: false either (the field is the administrators’)', async () => {
    await assertFails(updateDoc(doc(memberDb(env, ALICE), recordPath), { suspended: false }));
    await assertFails(updateDoc(doc(memberDb(env, ALICE), sitePath), { suspended: true }));
  });
});
