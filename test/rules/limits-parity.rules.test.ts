import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiryFields } from '../../src/adapters/firebase/inquiry-mappers';
import { PRICE_ID_MAX_LENGTH } from '../../src/core/billing/checkout-request';
import { FORM_LIMITS } from '../../src/core/forms/form-shapes';
import { INQUIRY_LIMITS, type NewInquiry } from '../../src/core/inquiries/inquiry';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../../src/core/notifications/notice';
import { GROUP_ID_MAX_LENGTH } from '../../src/core/portal/audience';
import { PORTAL_LIMITS } from '../../src/core/portal/customer';
import { PUSH_TOKEN_MAX_LENGTH } from '../../src/core/push/push-token.machine';
import { CONTACT_LIMITS, NO_CONTACT } from '../../src/core/site/contact-essentials';
import { ADDRESS_LIMITS, MAP_PIN_LIMITS, NO_ADDRESS } from '../../src/core/site/postal-address';
import { SUSPENSION_REASON_MAX } from '../../src/core/site/site-visibility';
import { BUSINESS_NAME_MAX_LENGTH, validateProfile } from '../../src/core/validation/profile-validation';
import { URL_MAX_LENGTH } from '../../src/core/validation/safe-values';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, isValidEmail } from '../../src/core/validation/sign-up-validation';
import { ALICE, DAY_MS, adminDb, memberDb, seed, signUpWrite, startRulesEnv, storedMember, usernameClaim, usernameOf, visitorDb } from './rules-test-env';

/*
 * Every length, count and size firestore.rules writes as a number, held to the core constant
 * that owns it: for each row the rules must accept a value of exactly the core's limit (in the
 * characters that cost the rules most, where the core counts code points) and refuse the
 * smallest value past it, so changing either side alone fails here. Where the rules can only
 * bound a text's size() (RE2 counts at most 1000 repetitions), "past" is the size bound, twice
 * the core's code points; the row says so.
 */

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});

const member = storedMember(ALICE);
const claim = usernameClaim(member);
const CUSTOMER = 'CarlaUid00000000000000000000';

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    [`vMember/${ALICE}`]: member,
    [`publicSites/${usernameOf(ALICE)}`]: claim,
    [`vMember/${ALICE}/siteUsers/${CUSTOMER}`]: { name: 'Carla', email: 'carla@example.com', status: 'active', groups: [], joinedAt: Timestamp.now(), lastVisitAt: null },
  });
});

// An emoji is one code point and two UTF-16 units: the longest a code point gets for size().
const emoji = (n: number) => '😀'.repeat(n);
const ascii = (n: number) => 'x'.repeat(n);
/** An address of exactly n characters (70 <= n <= 300): a 64-character local part, dotted labels. */
const email = (n: number) => {
  const labels = Array.from({ length: n - 65 - 4 }, (_, i) => ((i + 1) % 50 === 0 ? '.' : 'b')).join('');
  return `${'a'.repeat(64)}@${labels}.com`;
};
const url = (n: number) => `https://example.com/${'p'.repeat(n - 'https://example.com/'.length)}`;
const phone = (n: number) => '5'.repeat(n);
const groupIds = (n: number) => Array.from({ length: n }, (_, i) => `g${i}`);
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY_MS);

const alice = () => memberDb(env, ALICE);
const ownUpdate = (fields: Record<string, unknown>) => updateDoc(doc(alice(), `vMember/${ALICE}`), fields);
const contact: NewInquiry = { kind: 'contact', language: 'en', name: 'Ana Ruiz', email: 'ana@example.com', message: 'Hola', intake: null };
const intake: NewInquiry = { ...contact, kind: 'website-intake', intake: { businessName: 'Luna', phoneNumber: '', businessType: 'bakery', pages: ['hours'] } };
const sendInquiry = (inquiry: NewInquiry) => setDoc(doc(visitorDb(env), 'inquiries/q1'), { ...inquiryFields(inquiry), status: 'open', createdAt: serverTimestamp() });
const adminMessage = (fields: Record<string, unknown>) =>
  setDoc(doc(adminDb(env), `vMember/${ALICE}/messages/m1`), { title: 'Hello', body: 'Welcome', leido: false, createdAt: serverTimestamp(), ...fields });
const announcement = (fields: Record<string, unknown>) =>
  setDoc(doc(alice(), `vMember/${ALICE}/announcements/a1`), { title: 'Hello', body: 'Welcome', groups: ['g0'], createdAt: serverTimestamp(), ...fields });
const invitation = (fields: Record<string, unknown>) =>
  setDoc(doc(alice(), `vMember/${ALICE}/siteInvites/invite1`), { email: 'eva@example.com', groups: [], expiresAt: inDays(1), createdAt: serverTimestamp(), ...fields });

interface LimitRow<T> {
  /** Where the rules check it, and the core constant that owns it. */
  readonly where: string;
  readonly limit: number;
  /** The value of exactly the limit, and the smallest one past what the rules allow. */
  readonly at: (limit: number) => T;
  readonly past: (limit: number) => T;
  readonly write: (value: T) => Promise<unknown>;
}

const row = <T,>(r: LimitRow<T>): LimitRow<unknown> => r as LimitRow<unknown>;

/** The social-links section as the studio stores it, with these contact essentials. */
const contactWrite = (contact: Record<string, unknown>) => setDoc(doc(alice(), `vMember/${ALICE}/site/social-links`), { links: {}, contact: { ...NO_CONTACT, ...contact } });
const addressWrite = (part: keyof typeof NO_ADDRESS) => (v: unknown) => contactWrite({ address: { ...NO_ADDRESS, [part]: v } });
/** The smallest step past a coordinate's range that the core keeps (it rounds to 6 decimals). */
const PIN_STEP = 0.000001;

const ROWS: readonly LimitRow<unknown>[] = [
  // Member records (src/core/validation).
  row({ where: 'vMember sign-up name = DISPLAY_NAME_MAX_LENGTH', limit: DISPLAY_NAME_MAX_LENGTH, at: emoji, past: (n) => ascii(n + 1), write: (v) => env.clearFirestore().then(() => signUpWrite(alice(), ALICE, { name: v, namePublico: v })) }),
  row({ where: 'vMember namePublico = DISPLAY_NAME_MAX_LENGTH', limit: DISPLAY_NAME_MAX_LENGTH, at: emoji, past: (n) => ascii(n + 1), write: (v) => ownUpdate({ namePublico: v }) }),
  row({ where: 'vMember businessName = BUSINESS_NAME_MAX_LENGTH', limit: BUSINESS_NAME_MAX_LENGTH, at: emoji, past: (n) => ascii(n + 1), write: (v) => ownUpdate({ businessName: v }) }),
  row({ where: 'vMember emailPublico = EMAIL_MAX_LENGTH', limit: EMAIL_MAX_LENGTH, at: email, past: (n) => email(n + 1), write: (v) => ownUpdate({ emailPublico: v }) }),
  row({ where: 'vMember businessEmail = EMAIL_MAX_LENGTH', limit: EMAIL_MAX_LENGTH, at: email, past: (n) => email(n + 1), write: (v) => ownUpdate({ businessEmail: v }) }),
  row({ where: 'vMember phoneNumber = PHONE_MAX_LENGTH', limit: PHONE_MAX_LENGTH, at: phone, past: (n) => phone(n + 1), write: (v) => ownUpdate({ phoneNumber: v }) }),
  row({ where: 'vMember picture = URL_MAX_LENGTH', limit: URL_MAX_LENGTH, at: url, past: (n) => url(n + 1), write: (v) => ownUpdate({ picture: v }) }),
  row({ where: 'vMember coverPicture = URL_MAX_LENGTH', limit: URL_MAX_LENGTH, at: url, past: (n) => url(n + 1), write: (v) => ownUpdate({ coverPicture: v }) }),
  row({
    where: 'vMember suspensionReason (administrator) = SUSPENSION_REASON_MAX',
    limit: SUSPENSION_REASON_MAX,
    at: emoji,
    past: (n) => ascii(n + 1),
    write: (v) => updateDoc(doc(adminDb(env), `vMember/${ALICE}`), { suspended: true, suspensionReason: v }),
  }),
  // The public projection (src/core/site/public-projection.ts).
  row({ where: 'publicSites namePublico = DISPLAY_NAME_MAX_LENGTH', limit: DISPLAY_NAME_MAX_LENGTH, at: emoji, past: (n) => ascii(n + 1), write: (v) => setDoc(doc(alice(), `publicSites/${usernameOf(ALICE)}`), { ...claim, namePublico: v }) }),
  row({ where: 'publicSites businessName = BUSINESS_NAME_MAX_LENGTH', limit: BUSINESS_NAME_MAX_LENGTH, at: emoji, past: (n) => ascii(n + 1), write: (v) => setDoc(doc(alice(), `publicSites/${usernameOf(ALICE)}`), { ...claim, businessName: v }) }),
  // Notifications (src/core/notifications/notice.ts); the body is bounded by size().
  row({ where: 'messages title = NOTICE_TITLE_MAX', limit: NOTICE_TITLE_MAX, at: emoji, past: (n) => ascii(n + 1), write: (v) => adminMessage({ title: v }) }),
  row({ where: 'messages body = NOTICE_BODY_MAX (size() past twice)', limit: NOTICE_BODY_MAX, at: emoji, past: (n) => ascii(2 * n + 1), write: (v) => adminMessage({ body: v }) }),
  // Push tokens and checkout sessions.
  row({
    where: 'fcmTokens/{token} = PUSH_TOKEN_MAX_LENGTH',
    limit: PUSH_TOKEN_MAX_LENGTH,
    at: ascii,
    past: (n) => ascii(n + 1),
    write: (v) => setDoc(doc(alice(), `vMember/${ALICE}/fcmTokens/${String(v)}`), { uid: ALICE, createdAt: Timestamp.now() }),
  }),
  row({
    where: 'checkout_sessions price = PRICE_ID_MAX_LENGTH',
    limit: PRICE_ID_MAX_LENGTH,
    at: (n) => `price_${'P'.repeat(n)}`,
    past: (n) => `price_${'P'.repeat(n + 1)}`,
    write: (v) =>
      setDoc(doc(alice(), `vMember/${ALICE}/checkout_sessions/s1`), { price: v, success_url: 'https://app.sitio.app/ok', cancel_url: 'https://app.sitio.app/no', mode: 'subscription', locale: 'en' }),
  }),
  // Site forms (src/core/forms/form-shapes.ts): the contact form and the others.
  row({
    where: 'site/forms forms = FORM_LIMITS.extraForms + 1',
    limit: FORM_LIMITS.extraForms + 1,
    at: (n) => Array.from({ length: n }, (_, i) => ({ id: `f${i}` })),
    past: (n) => Array.from({ length: n + 1 }, (_, i) => ({ id: `f${i}` })),
    write: (v) => setDoc(doc(alice(), `vMember/${ALICE}/site/forms`), { forms: v }),
  }),
  // Contact essentials of the social-links section (src/core/site/contact-essentials.ts, postal-address.ts).
  row({ where: 'site/social-links address.street = ADDRESS_LIMITS.street', limit: ADDRESS_LIMITS.street, at: emoji, past: (n) => ascii(n + 1), write: addressWrite('street') }),
  row({ where: 'site/social-links address.locality = ADDRESS_LIMITS.locality', limit: ADDRESS_LIMITS.locality, at: emoji, past: (n) => ascii(n + 1), write: addressWrite('locality') }),
  row({ where: 'site/social-links address.region = ADDRESS_LIMITS.region', limit: ADDRESS_LIMITS.region, at: emoji, past: (n) => ascii(n + 1), write: addressWrite('region') }),
  row({ where: 'site/social-links address.postalCode = ADDRESS_LIMITS.postalCode', limit: ADDRESS_LIMITS.postalCode, at: emoji, past: (n) => ascii(n + 1), write: addressWrite('postalCode') }),
  row({ where: 'site/social-links address.country = ADDRESS_LIMITS.country', limit: ADDRESS_LIMITS.country, at: emoji, past: (n) => ascii(n + 1), write: addressWrite('country') }),
  row({ where: 'site/social-links pin.latitude = MAP_PIN_LIMITS.latitude', limit: MAP_PIN_LIMITS.latitude, at: (n) => -n, past: (n) => n + PIN_STEP, write: (v) => contactWrite({ pin: { latitude: v, longitude: 0 } }) }),
  row({ where: 'site/social-links pin.longitude = MAP_PIN_LIMITS.longitude', limit: MAP_PIN_LIMITS.longitude, at: (n) => n, past: (n) => -n - PIN_STEP, write: (v) => contactWrite({ pin: { latitude: 0, longitude: v } }) }),
  row({ where: 'site/social-links phone = CONTACT_LIMITS.phone', limit: CONTACT_LIMITS.phone, at: phone, past: (n) => phone(n + 1), write: (v) => contactWrite({ phone: v }) }),
  row({ where: 'site/social-links email = CONTACT_LIMITS.email', limit: CONTACT_LIMITS.email, at: email, past: (n) => email(n + 1), write: (v) => contactWrite({ email: v }) }),
  // Users Portal and Groups (src/core/portal).
  row({ where: 'siteGroups name = PORTAL_LIMITS.groupName', limit: PORTAL_LIMITS.groupName, at: emoji, past: (n) => ascii(n + 1), write: (v) => setDoc(doc(alice(), `vMember/${ALICE}/siteGroups/g1`), { name: v, createdAt: serverTimestamp() }) }),
  row({ where: 'siteGroups/{id} = GROUP_ID_MAX_LENGTH', limit: GROUP_ID_MAX_LENGTH, at: ascii, past: (n) => ascii(n + 1), write: (v) => setDoc(doc(alice(), `vMember/${ALICE}/siteGroups/${String(v)}`), { name: 'VIP', createdAt: serverTimestamp() }) }),
  row({ where: 'siteUsers groups = PORTAL_LIMITS.groupsPerCustomer', limit: PORTAL_LIMITS.groupsPerCustomer, at: groupIds, past: (n) => groupIds(n + 1), write: (v) => updateDoc(doc(alice(), `vMember/${ALICE}/siteUsers/${CUSTOMER}`), { groups: v }) }),
  row({ where: 'siteInvites groups = PORTAL_LIMITS.groupsPerCustomer', limit: PORTAL_LIMITS.groupsPerCustomer, at: groupIds, past: (n) => groupIds(n + 1), write: (v) => invitation({ groups: v }) }),
  row({ where: 'siteInvites email = EMAIL_MAX_LENGTH', limit: EMAIL_MAX_LENGTH, at: email, past: (n) => email(n + 1), write: (v) => invitation({ email: v }) }),
  // A day past: the rules allow a few minutes of clock skew on top of the days.
  row({ where: 'siteInvites expiresAt = PORTAL_LIMITS.inviteDays', limit: PORTAL_LIMITS.inviteDays, at: inDays, past: (n) => inDays(n + 1), write: (v) => invitation({ expiresAt: v }) }),
  row({ where: 'announcements title = PORTAL_LIMITS.announcementTitle', limit: PORTAL_LIMITS.announcementTitle, at: emoji, past: (n) => ascii(n + 1), write: (v) => announcement({ title: v }) }),
  row({ where: 'announcements body = PORTAL_LIMITS.announcementBody (size() past twice)', limit: PORTAL_LIMITS.announcementBody, at: emoji, past: (n) => ascii(2 * n + 1), write: (v) => announcement({ body: v }) }),
  row({ where: 'announcements groups = PORTAL_LIMITS.groupsPerCustomer', limit: PORTAL_LIMITS.groupsPerCustomer, at: groupIds, past: (n) => groupIds(n + 1), write: (v) => announcement({ groups: v }) }),
  // Inquiries from the marketing site (src/core/inquiries/inquiry.ts).
  row({ where: 'inquiries name = INQUIRY_LIMITS.name', limit: INQUIRY_LIMITS.name, at: emoji, past: (n) => ascii(n + 1), write: (v) => sendInquiry({ ...contact, name: String(v) }) }),
  row({ where: 'inquiries email = INQUIRY_LIMITS.email', limit: INQUIRY_LIMITS.email, at: email, past: (n) => email(n + 1), write: (v) => sendInquiry({ ...contact, email: String(v) }) }),
  // The core counts the message in UTF-16 units, as size() does.
  row({ where: 'inquiries message = INQUIRY_LIMITS.message', limit: INQUIRY_LIMITS.message, at: ascii, past: (n) => ascii(n + 1), write: (v) => sendInquiry({ ...contact, message: String(v) }) }),
  row({
    where: 'inquiries businessName = INQUIRY_LIMITS.businessName',
    limit: INQUIRY_LIMITS.businessName,
    at: emoji,
    past: (n) => ascii(n + 1),
    write: (v) => sendInquiry({ ...intake, intake: { ...intake.intake!, businessName: String(v) } }),
  }),
  row({
    where: 'inquiries phoneNumber = INQUIRY_LIMITS.phone',
    limit: INQUIRY_LIMITS.phone,
    at: phone,
    past: (n) => phone(n + 1),
    write: (v) => sendInquiry({ ...intake, intake: { ...intake.intake!, phoneNumber: String(v) } }),
  }),
];

describe('firestore.rules hold every limit to the core constant that owns it', () => {
  describe.each(ROWS.map((r) => [r.where, r] as const))('%s', (_where, r) => {
    it('allows a value of exactly the limit', async () => {
      await assertSucceeds(r.write(r.at(r.limit)));
    });

    it('refuses one past it', async () => {
      await assertFails(r.write(r.past(r.limit)));
    });
  });

  it('writes e-mail addresses of exactly the length asked, the longest one the core accepts', () => {
    for (const n of [EMAIL_MAX_LENGTH, EMAIL_MAX_LENGTH + 1]) expect(email(n)).toHaveLength(n);
    expect(isValidEmail(email(EMAIL_MAX_LENGTH))).toBe(true);
  });
});

describe('the business name', () => {
  it('a name /setup accepts at its longest is one the rules accept', async () => {
    const longest = emoji(BUSINESS_NAME_MAX_LENGTH);
    const checked = validateProfile({ namePublico: 'Ana', businessName: longest, phoneNumber: '+1 555 010 2030', siteLanguage: 'EN', themeColor: '#112233' });
    expect(checked.ok).toBe(true);
    await assertSucceeds(ownUpdate({ businessName: checked.ok ? checked.normalized.businessName : null }));
  });
});
