import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, deleteField, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ADMIN, ALICE, APP_DOMAIN_SUFFIX, BOB, DAY_MS, adminDb, memberDb, seed, signUpRecord, signUpWrite, startRulesEnv, storedMember, usernameClaim, usernameOf, visitorDb } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

const alicePath = `vMember/${ALICE}`;
// As large as a document allows, so only the rules' length limit can refuse it.
const HUGE_NAME = 'x'.repeat(1_000_000);
const HALF_HUGE_NAME = 'x'.repeat(500_000);

describe('sign-up (create vMember/{uid})', () => {
  it('allows the exact sign-up record under the member’s own id', async () => {
    await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE));
  });

  it('accepts the e-mail as typed when it differs from the token’s only in case', async () => {
    await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE, { email: 'Alice@Example.com', emailPublico: 'Alice@Example.com' }));
  });

  it('accepts a name of emoji alone, up to 100 of them as the core does (rules count code points)', async () => {
    for (const name of ['🍕', '😀'.repeat(100)]) {
      await env.clearFirestore();
      await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE, { name, namePublico: name }));
    }
  });

  it('refuses a name of 101 emoji', async () => {
    const name = '😀'.repeat(101);
    await assertFails(signUpWrite(memberDb(env, ALICE), ALICE, { name, namePublico: name }));
  });

  it('refuses a record under another member’s id', async () => {
    await assertFails(signUpWrite(memberDb(env, BOB), ALICE));
  });

  it("refuses a business's customer (an account made on a site's portal): a customer never becomes a member", async () => {
    await assertFails(signUpWrite(memberDb(env, ALICE, { siteCustomer: true }), ALICE));
  });

  it('refuses a visitor who is not signed in', async () => {
    await assertFails(signUpWrite(visitorDb(env), ALICE));
  });

  it.each([
    ['admin: true', { admin: true }],
    ['admin: false (the field itself is server-only)', { admin: false }],
    ['fullAccess: true', { fullAccess: true }],
    ['esAdministrador: true', { esAdministrador: true }],
    ['verified: true', { verified: true }],
    ['status: true', { status: true }],
    ['trial: true', { trial: true }],
    ['stripeId', { stripeId: 'cus_123' }],
    ['stripeLink', { stripeLink: 'https://billing.example.com/p/1' }],
    ['another e-mail than the token’s', { email: 'ceo@example.com', emailPublico: 'ceo@example.com' }],
    ['an id other than the uid', { id: BOB }],
    ['a vID other than the uid', { vID: BOB }],
    ['another username', { username: 'bobuid0' }],
    ['another domain', { domain: 'aliceui.evil.example' }],
    ['published: false', { published: false }],
    ['setup: true', { setup: true }],
    ['draft: true (only a first draft sets it, after sign-up)', { draft: true }],
    ['a back-dated createdAt', { createdAt: Timestamp.fromMillis(Date.now() - 365 * DAY_MS) }],
    ['a trial a year long', { activeUntil: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) }],
    ['activeUntil as a number', { activeUntil: Date.now() }],
    ['an unknown field', { plan: 'Elite Plan' }],
    ['a display name of 500 kB (as name and public name, it fills a document)', { name: HALF_HUGE_NAME, namePublico: HALF_HUGE_NAME }],
    ['a display name of 101 characters', { name: 'x'.repeat(101), namePublico: 'x'.repeat(101) }],
    ['a name with a right-to-left override', { name: 'gpj.\u202Eexe', namePublico: 'gpj.\u202Eexe' }],
    ['a namePublico different from name', { namePublico: 'Someone Else' }],
    ['<script> in the phone number', { phoneNumber: '<script>alert(1)</script>' }],
    ['an empty phone number', { phoneNumber: '' }],
  ])('refuses a sign-up record with %s', async (_label, overrides) => {
    await assertFails(signUpWrite(memberDb(env, ALICE), ALICE, overrides));
  });

  it('refuses a record missing one of the sign-up fields', async () => {
    const { ads: _ads, ...withoutAds } = signUpRecord(ALICE);
    const alice = memberDb(env, ALICE);
    const batch = writeBatch(alice);
    batch.set(doc(alice, alicePath), withoutAds);
    batch.set(doc(alice, `publicSites/${usernameOf(ALICE)}`), usernameClaim(signUpRecord(ALICE)));
    await assertFails(batch.commit());
  });

  it('refuses a second create over an existing record (it would be an update)', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE) });
    await assertFails(signUpWrite(memberDb(env, ALICE), ALICE, { admin: true }));
  });
});

describe('usernames: one member each, even when two ids share their first 7 characters', () => {
  // TWIN's id starts like ALICE's ('AliceUi'), then differs: 'aliceui' is wanted by both.
  const TWIN = 'AliceUiX000000000000000000T';
  const twinWith = (username: string) => ({ username, domain: username + APP_DOMAIN_SUFFIX });

  it('refuses a record written without its username claim', async () => {
    await assertFails(setDoc(doc(memberDb(env, ALICE), alicePath), signUpRecord(ALICE)));
  });

  it('refuses the claim of a username another member holds, so the record cannot be written either', async () => {
    await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE));
    await assertFails(signUpWrite(memberDb(env, TWIN), TWIN));
  });

  it('gives the next member the first 8 characters once the first 7 are held', async () => {
    await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE));
    await assertSucceeds(signUpWrite(memberDb(env, TWIN), TWIN, twinWith('aliceuix')));
  });

  it('holds a first 7 characters kept by an unpublished site too', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { published: false }), 'publicSites/aliceui': { ...usernameClaim(storedMember(ALICE)), published: false } });
    await assertFails(signUpWrite(memberDb(env, TWIN), TWIN));
    await assertSucceeds(signUpWrite(memberDb(env, TWIN), TWIN, twinWith('aliceuix')));
  });

  it.each([
    ['8 characters while the first 7 are free', 'aliceuix'],
    ['9 characters while the first 8 are free', 'aliceuix0'],
    ['a username that is not a prefix of the id', 'aliceuiy'],
    ['13 characters (past the longest username)', 'aliceuix00000'],
  ])('refuses a longer username than needed: %s', async (_label, username) => {
    if (username === 'aliceuix0') await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE));
    await assertFails(signUpWrite(memberDb(env, TWIN), TWIN, twinWith(username)));
  });

  it('refuses a record whose domain is not its own username’s', async () => {
    await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE));
    await assertFails(signUpWrite(memberDb(env, TWIN), TWIN, { username: 'aliceuix', domain: `aliceui${APP_DOMAIN_SUFFIX}` }));
  });

  it('never lets a claim be taken over by rewriting it', async () => {
    await assertSucceeds(signUpWrite(memberDb(env, ALICE), ALICE));
    await assertFails(setDoc(doc(memberDb(env, TWIN), 'publicSites/aliceui'), usernameClaim(signUpRecord(TWIN, { username: 'aliceui' }))));
  });
});

describe('delete then recreate', () => {
  it('a member cannot delete their own record', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE) });
    await assertFails(deleteDoc(doc(memberDb(env, ALICE), alicePath)));
  });

  it('after a deletion, recreating with admin: true is refused and only sign-up values are accepted', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { admin: true, fullAccess: true, stripeId: 'cus_1' }) });
    await assertSucceeds(deleteDoc(doc(adminDb(env), alicePath)));
    const alice = memberDb(env, ALICE);
    await assertFails(signUpWrite(alice, ALICE, { admin: true }));
    await assertFails(signUpWrite(alice, ALICE, { fullAccess: true }));
    await assertFails(signUpWrite(alice, ALICE, { stripeId: 'cus_1' }));
    await assertSucceeds(signUpWrite(alice, ALICE));
  });
});

describe('reading member records', () => {
  beforeEach(async () => {
    await seed(env, { [alicePath]: storedMember(ALICE), [`vMember/${BOB}`]: storedMember(BOB) });
  });

  it('a member reads their own record', async () => {
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), alicePath)));
  });

  it('a member cannot read another member’s record', async () => {
    await assertFails(getDoc(doc(memberDb(env, BOB), alicePath)));
  });

  it('a visitor cannot read a member record', async () => {
    await assertFails(getDoc(doc(visitorDb(env), alicePath)));
  });

  it('a member cannot list all members', async () => {
    await assertFails(getDocs(collection(memberDb(env, ALICE), 'vMember')));
  });

  it('a member cannot run the admin == true or fullAccess == true queries', async () => {
    await assertFails(getDocs(query(collection(memberDb(env, ALICE), 'vMember'), where('admin', '==', true))));
    await assertFails(getDocs(query(collection(memberDb(env, ALICE), 'vMember'), where('fullAccess', '==', true))));
  });

  it('an admin field on the record does not open the listing: only the claim does', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { admin: true }) });
    await assertFails(getDocs(collection(memberDb(env, ALICE), 'vMember')));
  });

  it('a holder of the admin claim reads any record and lists members', async () => {
    const admin = adminDb(env);
    await assertSucceeds(getDoc(doc(admin, alicePath)));
    await assertSucceeds(getDocs(collection(admin, 'vMember')));
    await assertSucceeds(getDocs(query(collection(admin, 'vMember'), where('admin', '==', true))));
  });
});

describe('a member updating their own record', () => {
  beforeEach(async () => {
    await seed(env, { [alicePath]: storedMember(ALICE), [`vMember/${BOB}`]: storedMember(BOB) });
  });

  it('allows the profile fields of Settings', async () => {
    await assertSucceeds(
      updateDoc(doc(memberDb(env, ALICE), alicePath), {
        namePublico: 'Panadería Ana',
        emailPublico: 'hola@panaderia.example',
        phoneNumber: '+52 55 1234 5678',
        siteLanguage: 'ES',
        themeColor: '#1a2B3c',
        picture: 'https://firebasestorage.googleapis.com/v0/b/x/o/vMember%2Fa%2FprofilePicture%2F1?alt=media',
        setup: true,
        published: false,
        businessName: 'Panadería Ana S.A.',
        businessEmail: 'ventas@panaderia.example',
      }),
    );
  });

  it('allows the weekly results note switch, off and on', async () => {
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), alicePath), { weeklyNote: false }));
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), alicePath), { weeklyNote: true }));
  });

  it('allows a first draft to start unpublished, and its first publication to end it', async () => {
    const alice = doc(memberDb(env, ALICE), alicePath);
    await assertSucceeds(updateDoc(alice, { siteLanguage: 'ES', published: false, draft: true }));
    await assertSucceeds(updateDoc(alice, { published: true, draft: false }));
  });

  it('allows the styles of the studio (font, cover, cover picture)', async () => {
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), alicePath), { font: 'Open Sans', coverTemplate: 3, coverPicture: 'https://cdn.example.com/c.jpg' }));
  });

  it.each([
    ['admin: true', { admin: true }],
    ['fullAccess: true', { fullAccess: true }],
    ['esAdministrador: true', { esAdministrador: true }],
    ['verified: true', { verified: true }],
    ['activeUntil a year ahead', { activeUntil: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) }],
    ['stripeId', { stripeId: 'cus_999' }],
    ['stripeLink', { stripeLink: 'https://billing.example.com/x' }],
    ['email', { email: 'other@example.com' }],
    ['username', { username: 'zzzzzzz' }],
    ['domain', { domain: 'zzzzzzz.sitio.app' }],
    ['id', { id: BOB }],
    ['createdAt', { createdAt: Timestamp.fromMillis(0) }],
    ['accountType', { accountType: 'enterprise' }],
    ['an unknown field', { plan: 'Elite Plan' }],
    ['theme colour red;}body{…', { themeColor: 'red;}body{display:none}' }],
    ['theme colour #fff', { themeColor: '#fff' }],
    ['a public name of 1 MB', { namePublico: HUGE_NAME }],
    ['an empty public name', { namePublico: '' }],
    ['a zero-width character in the name', { namePublico: 'Ana\u200BPérez' }],
    ['an arabic letter mark (U+061C) in the name', { namePublico: 'Ana\u061CPérez' }],
    ['a name that looks blank (U+3164 hangul filler)', { namePublico: '\u3164' }],
    ['a halfwidth hangul filler (U+FFA0)', { name: 'Ana\uFFA0' }],
    ['tag characters (U+E0041, U+E007F) in the name', { namePublico: 'Ana\u{E0041}\u{E007F}' }],
    ['the first code point of the tag block (U+E0000)', { namePublico: 'Ana\u{E0000}' }],
    ['a soft hyphen (U+00AD, format)', { namePublico: 'A\u00ADna' }],
    ['a variation selector (U+FE0F)', { name: 'Ana\uFE0F' }],
    ['a name made only of combining marks', { namePublico: '\u0301\u0302\u0303' }],
    ['a name made only of spaces and marks', { name: ' \u0301 ' }],
    ['<script> in the phone number', { phoneNumber: '<script>alert(1)</script>' }],
    ['siteLanguage FR', { siteLanguage: 'FR' }],
    ['a javascript: picture', { picture: 'javascript:alert(1)' }],
    ['a font that breaks out of CSS', { font: 'x;}body{background:url(//evil)}' }],
    ['coverTemplate "1"', { coverTemplate: '1' }],
    ['published "yes"', { published: 'yes' }],
    ['weeklyNote "off"', { weeklyNote: 'off' }],
    ['weeklyNote as a map', { weeklyNote: { on: false } }],
    ['draft "yes"', { draft: 'yes' }],
  ])('refuses %s', async (_label, patch) => {
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), patch));
  });

  it('refuses deleting admin-owned fields (a removal is a change too)', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { fullAccess: false }) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { fullAccess: deleteField() }));
  });

  it('refuses setting another member’s stripeId, or any field of theirs', async () => {
    const alice = memberDb(env, ALICE);
    await assertFails(updateDoc(doc(alice, `vMember/${BOB}`), { stripeId: 'cus_alice' }));
    await assertFails(updateDoc(doc(alice, `vMember/${BOB}`), { namePublico: 'Hacked' }));
  });

  it('refuses a merged set that sneaks admin: true in with a profile field', async () => {
    await assertFails(setDoc(doc(memberDb(env, ALICE), alicePath), { namePublico: 'Ana', admin: true }, { merge: true }));
  });
});

describe('status and trial written by the member (the product’s own trial rule)', () => {
  const future = () => Timestamp.fromMillis(Date.now() + 3 * DAY_MS);
  const past = () => Timestamp.fromMillis(Date.now() - DAY_MS);

  it('allows "in trial" (true, true) while activeUntil is ahead', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: future() }) });
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: true, trial: true }));
  });

  it('refuses "in trial" once activeUntil has passed', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: past() }) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: true, trial: true }));
  });

  it('allows "ended" (false, false) once activeUntil has passed', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: past(), status: true, trial: true }) });
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: false, trial: false }));
  });

  it('refuses "ended" while the trial runs', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: future(), status: true, trial: true }) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: false, trial: false }));
  });

  it('refuses "paid" (true, false): only the server, which sees subscriptions, writes it', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: future() }) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: true, trial: false }));
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: past() }) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: true, trial: false }));
  });

  it('refuses changing only one of the pair into an inconsistent state', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: future(), status: true, trial: true }) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { trial: false }));
  });

  it('refuses non-boolean values', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: future() }) });
    await assertFails(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: 'true', trial: 'true' }));
  });

  it('a privileged member (fullAccess set by an admin) may record "in trial" after activeUntil', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { activeUntil: past(), fullAccess: true }) });
    await assertSucceeds(updateDoc(doc(memberDb(env, ALICE), alicePath), { status: true, trial: true }));
  });
});

describe('an administrator (custom claim) updating records', () => {
  beforeEach(async () => {
    await seed(env, { [alicePath]: storedMember(ALICE), [`vMember/${ADMIN}`]: storedMember(ADMIN) });
  });

  it('grants roles, extends activeUntil, sets status, trial and published', async () => {
    await assertSucceeds(
      updateDoc(doc(adminDb(env), alicePath), {
        admin: true,
        esAdministrador: true,
        fullAccess: true,
        verified: true,
        activeUntil: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
        status: true,
        trial: false,
        published: false,
      }),
    );
  });

  it('revokes a role by removing the field', async () => {
    await seed(env, { [alicePath]: storedMember(ALICE, { admin: true }) });
    await assertSucceeds(updateDoc(doc(adminDb(env), alicePath), { admin: deleteField() }));
  });

  it('cannot write billing links or identity: those belong to the server side', async () => {
    const admin = adminDb(env);
    await assertFails(updateDoc(doc(admin, alicePath), { stripeId: 'cus_1' }));
    await assertFails(updateDoc(doc(admin, alicePath), { email: 'x@example.com' }));
    await assertFails(updateDoc(doc(admin, alicePath), { username: 'zzzzzzz' }));
  });

  it('cannot store a role as a string', async () => {
    await assertFails(updateDoc(doc(adminDb(env), alicePath), { admin: 'true' }));
  });

  it('without the claim, an admin: true field grants nothing', async () => {
    await seed(env, { [`vMember/${BOB}`]: storedMember(BOB, { admin: true, esAdministrador: true }) });
    await assertFails(updateDoc(doc(memberDb(env, BOB), alicePath), { fullAccess: true }));
    await assertFails(updateDoc(doc(memberDb(env, BOB), `vMember/${BOB}`), { fullAccess: true }));
  });

  it('a claim of admin: "true" (a string) grants nothing', async () => {
    await assertFails(getDoc(doc(memberDb(env, BOB, { admin: 'true' }), alicePath)));
  });
});
