import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { inquiryFields } from '../../src/adapters/firebase/inquiry-mappers';
import type { NewInquiry } from '../../src/core/inquiries/inquiry';
import { INQUIRY_LIMITS } from '../../src/core/inquiries/inquiry';
import { ALICE, adminDb, memberDb, seed, startRulesEnv, visitorDb } from './rules-test-env';

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

const contact: NewInquiry = { kind: 'contact', language: 'en', name: 'Ana Ruiz', email: 'ana@example.com', message: 'Do you build menus?', intake: null };
const intake: NewInquiry = {
  kind: 'website-intake',
  language: 'es',
  name: 'Ana Ruiz',
  email: 'ana@luna.test',
  message: 'Pan fresco cada mañana',
  intake: { businessName: 'Panadería Luna', phoneNumber: '+52 55 1234 5678', businessType: 'bakery', pages: ['products', 'hours'] },
};

/** Exactly what the web adapter writes for a visitor. */
const sent = (inquiry: NewInquiry, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ ...inquiryFields(inquiry), status: 'open', createdAt: serverTimestamp(), ...extra });
let counter = 0;
const create = (db: ReturnType<typeof visitorDb>, data: Record<string, unknown>) => setDoc(doc(db, `inquiries/q${(counter += 1)}`), data);
const stored = (extra: Record<string, unknown> = {}) => ({ ...inquiryFields(contact), status: 'open', createdAt: Timestamp.now(), ...extra });

describe('inquiries: honest paths', () => {
  it('a visitor sends a contact message and a website request', async () => {
    await assertSucceeds(create(visitorDb(env), sent(contact)));
    await assertSucceeds(create(visitorDb(env), sent(intake)));
    await assertSucceeds(create(visitorDb(env), sent({ ...intake, intake: { ...intake.intake!, phoneNumber: '' } })));
  });

  it('a signed-in member may send one too', async () => {
    await assertSucceeds(create(memberDb(env, ALICE), sent(contact)));
  });

  // The core counts a name in code points and a message in UTF-16 units (an emoji is two).
  it('the longest name the core accepts is accepted, accents counted once', async () => {
    await assertSucceeds(create(visitorDb(env), sent({ ...contact, name: 'ñ'.repeat(INQUIRY_LIMITS.name) })));
  });

  it('a name with an emoji is accepted', async () => {
    await assertSucceeds(create(visitorDb(env), sent({ ...contact, name: 'Taquería 🌮' })));
  });

  it('the longest message the core accepts is accepted', async () => {
    await assertSucceeds(create(visitorDb(env), sent({ ...contact, message: 'é'.repeat(INQUIRY_LIMITS.message - 2) + '🌮' })));
  });

  it('an administrator lists open inquiries, reads one, closes and reopens it, and deletes it', async () => {
    await seed(env, { 'inquiries/q': stored() });
    const admin = adminDb(env);
    await assertSucceeds(getDocs(query(collection(admin, 'inquiries'), where('status', '==', 'open'))));
    await assertSucceeds(getDoc(doc(admin, 'inquiries/q')));
    await assertSucceeds(updateDoc(doc(admin, 'inquiries/q'), { status: 'handled', handledAt: Timestamp.now() }));
    await assertSucceeds(updateDoc(doc(admin, 'inquiries/q'), { status: 'open', handledAt: null }));
    await assertSucceeds(deleteDoc(doc(admin, 'inquiries/q')));
  });
});

describe('inquiries: abuse', () => {
  it('visitors and members cannot read them, one by one or as a list', async () => {
    await seed(env, { 'inquiries/q': stored() });
    for (const db of [visitorDb(env), memberDb(env, ALICE)]) {
      await assertFails(getDoc(doc(db, 'inquiries/q')));
      await assertFails(getDocs(collection(db, 'inquiries')));
    }
  });

  it('visitors and members cannot close, edit or delete them', async () => {
    await seed(env, { 'inquiries/q': stored() });
    for (const db of [visitorDb(env), memberDb(env, ALICE)]) {
      await assertFails(updateDoc(doc(db, 'inquiries/q'), { status: 'handled', handledAt: Timestamp.now() }));
      await assertFails(updateDoc(doc(db, 'inquiries/q'), { message: 'changed' }));
      await assertFails(deleteDoc(doc(db, 'inquiries/q')));
    }
  });

  it('an administrator cannot rewrite what the visitor sent', async () => {
    await seed(env, { 'inquiries/q': stored() });
    await assertFails(updateDoc(doc(adminDb(env), 'inquiries/q'), { message: 'changed' }));
    await assertFails(updateDoc(doc(adminDb(env), 'inquiries/q'), { status: 'spam', handledAt: null }));
    await assertFails(updateDoc(doc(adminDb(env), 'inquiries/q'), { status: 'handled', handledAt: null }));
  });

  it('a create cannot arrive closed, back- or forward-dated, or with extra fields', async () => {
    const visitor = visitorDb(env);
    await assertFails(create(visitor, sent(contact, { status: 'handled' })));
    await assertFails(create(visitor, sent(contact, { createdAt: Timestamp.fromMillis(Date.now() - 86_400_000) })));
    await assertFails(create(visitor, sent(contact, { handledAt: serverTimestamp() })));
    await assertFails(create(visitor, sent(contact, { alerted: true })));
    await assertFails(create(visitor, sent(contact, { businessName: 'Luna' })));
    const { message: _dropped, ...withoutMessage } = sent(contact);
    await assertFails(create(visitor, withoutMessage));
  });

  it('every field is bounded', async () => {
    const visitor = visitorDb(env);
    await assertFails(create(visitor, sent({ ...contact, name: 'n'.repeat(INQUIRY_LIMITS.name + 1) })));
    await assertFails(create(visitor, sent({ ...contact, name: '' })));
    await assertFails(create(visitor, sent({ ...contact, name: 'Ana\u202Eevil' })));
    await assertFails(create(visitor, sent({ ...contact, email: 'not an email' })));
    await assertFails(create(visitor, sent({ ...contact, email: `${'a'.repeat(250)}@example.com` })));
    await assertFails(create(visitor, sent({ ...contact, message: 'm'.repeat(INQUIRY_LIMITS.message + 1) })));
    await assertFails(create(visitor, sent({ ...contact, message: '' })));
    await assertFails(create(visitor, sent({ ...contact, language: 'fr' as 'en' })));
    await assertFails(create(visitor, sent({ ...contact, kind: 'order' as 'contact' })));
    await assertFails(create(visitor, { ...sent(contact), name: 42 }));
  });

  it('a website request keeps to its lists and bounds', async () => {
    const visitor = visitorDb(env);
    const details = intake.intake!;
    const withDetails = (change: Record<string, unknown>) => sent({ ...intake, intake: { ...details, ...change } as typeof details });
    await assertFails(create(visitor, withDetails({ businessType: 'casino' })));
    await assertFails(create(visitor, withDetails({ pages: [] })));
    await assertFails(create(visitor, withDetails({ pages: ['hours', 'casino'] })));
    await assertFails(create(visitor, withDetails({ pages: Array(9).fill('hours') })));
    await assertFails(create(visitor, withDetails({ phoneNumber: 'call me maybe' })));
    await assertFails(create(visitor, withDetails({ businessName: 'b'.repeat(INQUIRY_LIMITS.name + 1) })));
    await assertFails(create(visitor, { ...sent(intake), pages: 'hours' }));
    // A contact message cannot smuggle intake fields, nor a request drop them.
    const { pages: _pages, ...withoutPages } = sent(intake);
    await assertFails(create(visitor, withoutPages));
  });

  it('nobody but the server touches the trigger ledger', async () => {
    for (const db of [visitorDb(env), memberDb(env, ALICE), adminDb(env)]) {
      await assertFails(getDoc(doc(db, 'triggerRuns/x')));
      await assertFails(setDoc(doc(db, 'triggerRuns/x'), { at: serverTimestamp() }));
    }
  });
});
