import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { STUDIO_SECTIONS } from '../../src/core/plans/plan-gates';
import { sectionDefinition } from '../../src/core/site/sections/catalogue';
import { DEFAULT_SITE_LAYOUT } from '../../src/core/site/site-content';
import { parseSection } from '../../src/core/site/site-content';
import { DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import { ALICE, BOB, memberDb, startRulesEnv, visitorDb } from './rules-test-env';

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

  it('accepts every section of a full site as the studio stores it', async () => {
    const alice = memberDb(env, ALICE);
    for (const [id, raw] of Object.entries(DEMO_SITE_DOCUMENTS)) {
      if (id === 'layout') continue;
      const section = parseSection(id as Parameters<typeof parseSection>[0], raw).value;
      await assertSucceeds(setDoc(doc(alice, `vMember/${ALICE}/site/${id}`), section as unknown as Record<string, unknown>));
    }
  });
});
