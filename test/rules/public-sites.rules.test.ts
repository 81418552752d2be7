import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPTIONAL_PUBLIC_FIELDS, PUBLIC_FIELDS } from '../../src/core/site/public-projection';
import { ALICE, APP_DOMAIN_SUFFIX, BOB, adminDb, memberDb, seed, signUpRecord, startRulesEnv, storedMember, usernameClaim, usernameOf, visitorDb } from './rules-test-env';

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

const aliceName = usernameOf(ALICE);
const alicePath = `publicSites/${aliceName}`;

/** The core's projection of the member's record, as every adapter writes it. */
function publicSite(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...usernameClaim(storedMember(uid, { namePublico: 'Panadería Ana', siteLanguage: 'ES' })), ...overrides };
}

describe('the owner publishing their site', () => {
  it('creates and updates the projection with public fields', async () => {
    const alice = memberDb(env, ALICE);
    await assertSucceeds(setDoc(doc(alice, alicePath), publicSite(ALICE)));
    await assertSucceeds(updateDoc(doc(alice, alicePath), { namePublico: 'Ana’s Bakery', themeColor: '#AABBCC', siteLanguage: 'EN' }));
  });

  it('writes the record and the projection together at sign-up (one batch)', async () => {
    await env.clearFirestore();
    const alice = memberDb(env, ALICE);
    const batch = writeBatch(alice);
    batch.set(doc(alice, `vMember/${ALICE}`), signUpRecord(ALICE));
    batch.set(doc(alice, alicePath), publicSite(ALICE));
    await assertSucceeds(batch.commit());
  });

  it('unpublishes and deletes their own site', async () => {
    await seed(env, { [alicePath]: publicSite(ALICE) });
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), alicePath), { published: false }));
    await assertSucceeds(deleteDoc(doc(memberDb(env, ALICE), alicePath)));
  });

  it('accepts every field of the core’s projection and no other field of the member record', async () => {
    const alice = memberDb(env, ALICE);
    const projection = publicSite(ALICE);
    // The fixture has no favicon, so the projection leaves that optional field out.
    expect(Object.keys(projection).sort()).toEqual(['memberId', ...PUBLIC_FIELDS.filter((f) => !OPTIONAL_PUBLIC_FIELDS.includes(f))].sort());
    await assertSucceeds(setDoc(doc(alice, alicePath), projection));
    const record = storedMember(ALICE);
    for (const field of Object.keys(record).filter((f) => !(PUBLIC_FIELDS as readonly string[]).includes(f))) {
      await assertFails(setDoc(doc(alice, alicePath), { ...projection, [field]: record[field] }));
    }
  });

  it.each([
    ['email', { email: 'alice@example.com' }],
    ['emailPublico (not shown by the public site)', { emailPublico: 'hola@panaderia.example' }],
    ['phoneNumber', { phoneNumber: '+1 555 010 2030' }],
    ['status', { status: true }],
    ['trial', { trial: true }],
    ['activeUntil', { activeUntil: 1 }],
    ['stripeId', { stripeId: 'cus_1' }],
    ['admin', { admin: true }],
    ['fullAccess', { fullAccess: true }],
    ['an unknown field', { tracking: '<script src=//evil></script>' }],
    // The contact essentials live in the member's studio documents, read by the site server,
    // which publishes only those turned on: never in the projection anyone may read.
    ['a contact address', { address: '214 Main St' }],
    ['a contact phone', { phone: '+1 217 555 0142' }],
    ['the studio contact group', { contact: { phone: '+1 217 555 0142', showPhone: false } }],
  ])('refuses a projection holding the private field %s', async (_label, extra) => {
    await assertFails(setDoc(doc(memberDb(env, ALICE), alicePath), publicSite(ALICE, extra)));
  });

  it.each([
    ['theme colour red;}body{…', { themeColor: 'red;}body{display:none}' }],
    ['theme colour rgb()', { themeColor: 'rgb(0,0,0)' }],
    ['a public name of 1 MB', { namePublico: 'x'.repeat(1_000_000) }],
    ['a right-to-left override in the name', { namePublico: 'Ana\u202Eevil' }],
    ['a font that escapes CSS', { font: 'a}body{x:y' }],
    ['a javascript: picture', { picture: 'javascript:alert(1)' }],
    ['a data: cover', { coverPicture: 'data:text/html,<script>alert(1)</script>' }],
    ['siteLanguage "fr"', { siteLanguage: 'fr' }],
  ])('refuses %s', async (_label, overrides) => {
    await assertFails(setDoc(doc(memberDb(env, ALICE), alicePath), publicSite(ALICE, overrides)));
  });

  it('refuses publishing while the member record is unpublished', async () => {
    await seed(env, { [`vMember/${ALICE}`]: storedMember(ALICE, { published: false }) });
    await assertFails(setDoc(doc(memberDb(env, ALICE), alicePath), publicSite(ALICE)));
    await assertSucceeds(setDoc(doc(memberDb(env, ALICE), alicePath), publicSite(ALICE, { published: false })));
  });
});

describe('one member against another’s site', () => {
  it('cannot squat another member’s username', async () => {
    const bob = memberDb(env, BOB);
    await assertFails(setDoc(doc(bob, alicePath), publicSite(ALICE, { memberId: BOB })));
    await assertFails(setDoc(doc(bob, alicePath), publicSite(ALICE)));
    // Even naming himself as the owner, with his own domain, the address is not his.
    await assertFails(setDoc(doc(bob, alicePath), publicSite(ALICE, { memberId: BOB, domain: usernameOf(BOB) + APP_DOMAIN_SUFFIX })));
  });

  it('cannot publish under a domain that is not theirs', async () => {
    await assertFails(setDoc(doc(memberDb(env, ALICE), alicePath), publicSite(ALICE, { domain: `${usernameOf(BOB)}${APP_DOMAIN_SUFFIX}` })));
  });

  it('cannot edit, take over or delete it', async () => {
    await seed(env, { [alicePath]: publicSite(ALICE) });
    const bob = memberDb(env, BOB);
    await assertFails(updateDoc(doc(bob, alicePath), { namePublico: 'Hacked' }));
    await assertFails(updateDoc(doc(bob, alicePath), { memberId: BOB }));
    await assertFails(deleteDoc(doc(bob, alicePath)));
  });

  it('the owner cannot hand the site over to someone else', async () => {
    await seed(env, { [alicePath]: publicSite(ALICE) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { memberId: BOB }));
  });
});

describe('reading public sites', () => {
  it('anyone reads a published site', async () => {
    await seed(env, { [alicePath]: publicSite(ALICE) });
    await assertSucceeds(getDoc(doc(visitorDb(env), alicePath)));
    await assertSucceeds(getDoc(doc(memberDb(env, BOB), alicePath)));
  });

  it('a visitor asking for a site that does not exist gets "missing", not an error', async () => {
    await assertSucceeds(getDoc(doc(visitorDb(env), 'publicSites/nobody0')));
  });

  it('an unpublished site is refused to visitors and other members, but not to its owner or an admin', async () => {
    await seed(env, { [alicePath]: publicSite(ALICE, { published: false }) });
    await assertFails(getDoc(doc(visitorDb(env), alicePath)));
    await assertFails(getDoc(doc(memberDb(env, BOB), alicePath)));
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), alicePath)));
    await assertSucceeds(getDoc(doc(adminDb(env), alicePath)));
  });

  it('only administrators list sites (no enumeration of every member’s address)', async () => {
    await seed(env, { [alicePath]: publicSite(ALICE) });
    await assertFails(getDocs(collection(visitorDb(env), 'publicSites')));
    await assertFails(getDocs(query(collection(visitorDb(env), 'publicSites'), where('published', '==', true))));
    await assertSucceeds(getDocs(collection(adminDb(env), 'publicSites')));
  });
});

describe('an administrator (claim)', () => {
  it('takes a site offline, but cannot rewrite its content', async () => {
    await seed(env, { [alicePath]: publicSite(ALICE) });
    const admin = adminDb(env);
    await assertSucceeds(updateDoc(doc(admin, alicePath), { published: false }));
    await assertFails(updateDoc(doc(admin, alicePath), { namePublico: 'Changed by admin' }));
  });
});
