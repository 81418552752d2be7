import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STUDIO_SECTIONS } from '../../src/core/plans/plan-gates';
import { sectionDefinition } from '../../src/core/site/sections/catalogue';
import { DEFAULT_SITE_LAYOUT } from '../../src/core/site/site-content';
import { parseSection } from '../../src/core/site/site-content';
import { DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import 'reflect-metadata';
import { FirestoreSiteContent } from '../../src/adapters/firebase/site-content.firebase';
import { CreateFirstDraftUseCase } from '../../src/use-cases/create-first-draft.use-case';
import { ALICE, BOB, memberDb, signUpWrite, startRulesEnv, visitorDb } from './rules-test-env';

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

describe('website-studio layout and section documents', () => {
  it('the member saves the section order and hidden flags; others cannot', async () => {
    const path = `vMember/${ALICE}/site/layout`;
    const layout = { order: [...DEFAULT_SITE_LAYOUT.order], hidden: ['videos'] };
    await assertSucceeds(setDoc(doc(memberDb(env, ALICE), path), layout));
    await assertFails(setDoc(doc(memberDb(env, BOB), path), layout));
    await assertFails(getDoc(doc(visitorDb(env), path)));
  });

  it('accepts a first draft\'s "to confirm" marks and nothing else in their place', async () => {
    const alice = memberDb(env, ALICE);
    const hours = parseSection('hours', { ...sectionDefinition('hours').blank(), toConfirm: true }).value as unknown as Record<string, unknown>;
    await assertSucceeds(setDoc(doc(alice, `vMember/${ALICE}/site/hours`), hours));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/hours`), { ...hours, toConfirm: 'yes' }));
    await assertSucceeds(setDoc(doc(alice, `vMember/${ALICE}/site/hours`), { ...hours, toConfirm: false }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/hours`), { ...hours, toConfirm: 1 }));
    const layout = { order: [...DEFAULT_SITE_LAYOUT.order], hidden: [] };
    await assertSucceeds(setDoc(doc(alice, `vMember/${ALICE}/site/layout`), { ...layout, toConfirm: { styles: true } }));
    await assertSucceeds(setDoc(doc(alice, `vMember/${ALICE}/site/layout`), { ...layout, toConfirm: { styles: false, name: true } }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/layout`), { ...layout, toConfirm: { hours: true } }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/layout`), { ...layout, toConfirm: { styles: 'yes' } }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/layout`), { ...layout, toConfirm: ['styles'] }));
    await assertFails(setDoc(doc(alice, `vMember/${ALICE}/site/layout`), { ...layout, toConfirm: true }));
  });

  it("accepts a whole first draft in the one write the member's device sends, and no one else's", async () => {
    await signUpWrite(memberDb(env, ALICE), ALICE);
    const request = {
      answers: { type: 'salon', town: 'Pilsen', languages: 'both', firstLanguage: 'ES' },
      member: { namePublico: 'Salón Ana', businessName: 'Ana LLC', phoneNumber: '+1 312 555 0188' },
      origin: 'https://sitio.app',
    } as const;
    const asBob = await new CreateFirstDraftUseCase(new FirestoreSiteContent(memberDb(env, BOB))).execute(ALICE, request);
    expect(asBob).toMatchObject({ outcome: 'failed' });
    const asAlice = await new CreateFirstDraftUseCase(new FirestoreSiteContent(memberDb(env, ALICE))).execute(ALICE, request);
    expect(asAlice).toEqual({ outcome: 'created' });
    const stored = await getDoc(doc(memberDb(env, ALICE), `vMember/${ALICE}/site/services`));
    expect(stored.get('toConfirm')).toBeUndefined();
    expect(stored.get('items')[0]).toMatchObject({ toConfirm: true });
  });

  it('accepts a document for every block section of the catalogue, read from its blank value', async () => {
    const alice = memberDb(env, ALICE);
    for (const section of STUDIO_SECTIONS) {
      const definition = sectionDefinition(section);
      if (definition.publicSite.kind !== 'block') continue;
      const value = parseSection(section, definition.blank()).value;
      await assertSucceeds(setDoc(doc(alice, `vMember/${ALICE}/site/${section}`), value as unknown as Record<string, unknown>));
    }
  });

  it('keeps the contact essentials, published or not, to the member, the site server and admins', async () => {
    const path = `vMember/${ALICE}/site/social-links`;
    const stored = parseSection('social-links', DEMO_SITE_DOCUMENTS['social-links']).value;
    await assertSucceeds(setDoc(doc(memberDb(env, ALICE), path), stored as unknown as Record<string, unknown>));
    await assertSucceeds(getDoc(doc(memberDb(env, ALICE), path)));
    await assertFails(getDoc(doc(visitorDb(env), path)));
    await assertFails(getDoc(doc(memberDb(env, BOB), path)));
    await assertFails(setDoc(doc(memberDb(env, BOB), path), stored as unknown as Record<string, unknown>));
  });

  it('accepts exactly the contact essentials the core reads: the address in parts, a pin on the globe, a listed category', async () => {
    const path = `vMember/${ALICE}/site/social-links`;
    const alice = memberDb(env, ALICE);
    const stored = parseSection('social-links', DEMO_SITE_DOCUMENTS['social-links']).value;
    const write = (contact: Record<string, unknown>) => setDoc(doc(alice, path), { links: {}, contact: { ...stored.contact, ...contact } });
    await assertSucceeds(write({ pin: { latitude: 39.8017, longitude: -89.65 }, category: 'Plumber' }));
    await assertSucceeds(write({ pin: null, category: '', address: { ...stored.contact.address, street: '214 Main St\nSuite 4' } }));
    await assertFails(write({ extra: true }));
    await assertFails(write({ category: 'Spaceport' }));
    await assertFails(write({ address: '214 Main St' }));
    await assertFails(write({ address: { ...stored.contact.address, suite: '4' } }));
    await assertFails(write({ address: { street: '214 Main St' } }));
    await assertFails(write({ address: { ...stored.contact.address, locality: 'Springfield\nIL' } }));
    await assertFails(write({ pin: { latitude: '39.8', longitude: -89.65 } }));
    await assertFails(write({ pin: { latitude: 39.8 } }));
    await assertFails(write({ showAddress: 'yes' }));
  });

  it('accepts every section of a full site as the studio stores it', async () => {
    const alice = memberDb(env, ALICE);
    for (const [id, raw] of Object.entries(DEMO_SITE_DOCUMENTS)) {
      if (id === 'layout') continue;
      const section = parseSection(id as Parameters<typeof parseSection>[0], raw).value;
      await assertSucceeds(setDoc(doc(alice, `vMember/${ALICE}/site/${id}`), section as unknown as Record<string, unknown>));
    }
  });
});
