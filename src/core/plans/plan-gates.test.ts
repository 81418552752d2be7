import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanTier } from './plan-level';
import { LEVEL_OF_TIER, PLAN_TIERS } from './plan-level';
import { PLAN_CATALOGUE, STUDIO_SECTIONS, STUDIO_SECTIONS_BY_TIER, canUseForms, canUseGroups, canUseUsersPortal, isStudioSection, studioSectionsFor } from './plan-gates';

describe('studio sections', () => {
  it('Basic has the spec list, in order (9)', () => {
    expect(studioSectionsFor('Basic')).toEqual(['name', 'styles', 'gallery', 'products', 'services', 'hours', 'about-us', 'additional-info', 'social-links']);
  });

  it('Professional has the spec list, in order (11)', () => {
    expect(studioSectionsFor('Professional')).toEqual([
      'name', 'styles', 'gallery', 'articles', 'products', 'services', 'hours', 'about-us', 'albums', 'additional-info', 'social-links',
    ]);
  });

  it('Elite has the spec list, in order (16)', () => {
    expect(studioSectionsFor('Elite')).toEqual([
      'name', 'styles', 'gallery', 'videos', 'articles', 'products', 'services', 'events', 'team', 'hours', 'about-us', 'albums',
      'payment-links', 'they-trust-us', 'additional-info', 'social-links',
    ]);
  });

  it.each([
    ['Basic', 9],
    ['Professional', 11],
    ['Elite', 16],
  ] as const)('%s has %i sections without duplicates', (tier, count) => {
    expect(STUDIO_SECTIONS_BY_TIER[tier]).toHaveLength(count);
    expect(new Set(STUDIO_SECTIONS_BY_TIER[tier]).size).toBe(count);
  });

  it('knows exactly the 16 slugs', () => {
    expect(STUDIO_SECTIONS).toHaveLength(16);
    expect(isStudioSection('videos')).toBe(true);
    expect(isStudioSection('admin')).toBe(false);
  });
});

const tierArb = fc.constantFrom<PlanTier>(...PLAN_TIERS);

describe('gates', () => {
  it.each([
    ['Basic', false, false, false],
    ['Professional', false, false, true],
    ['Elite', true, true, true],
  ] as const)('%s: users portal %s, groups %s, forms %s', (tier, users, groups, forms) => {
    expect(canUseUsersPortal(tier)).toBe(users);
    expect(canUseGroups(tier)).toBe(groups);
    expect(canUseForms(tier)).toBe(forms);
  });

  it('are monotone: a higher tier sees everything a lower one sees', () => {
    fc.assert(
      fc.property(tierArb, tierArb, (a, b) => {
        fc.pre(LEVEL_OF_TIER[a] <= LEVEL_OF_TIER[b]);
        for (const section of studioSectionsFor(a)) expect(studioSectionsFor(b)).toContain(section);
        for (const gate of [canUseUsersPortal, canUseGroups, canUseForms]) if (gate(a)) expect(gate(b)).toBe(true);
      }),
    );
  });
});

describe('PLAN_CATALOGUE', () => {
  it('lists the three plans by level with their current names', () => {
    expect(PLAN_CATALOGUE.map((p) => [p.tier, p.level, p.name])).toEqual([
      ['Basic', 1, 'Basic Plan'],
      ['Professional', 2, 'Professional Plan'],
      ['Elite', 3, 'Elite Plan'],
    ]);
  });

  it('derives what each plan unlocks from the gates', () => {
    for (const entry of PLAN_CATALOGUE) {
      expect(entry.studioSections).toEqual(studioSectionsFor(entry.tier));
      expect(entry.features.includes('usersPortal')).toBe(canUseUsersPortal(entry.tier));
      expect(entry.features.includes('groups')).toBe(canUseGroups(entry.tier));
      expect(entry.features.includes('forms')).toBe(canUseForms(entry.tier));
    }
  });

  it('names the sections each plan adds to the one below', () => {
    expect(PLAN_CATALOGUE[0]?.addedSections).toEqual(studioSectionsFor('Basic'));
    expect(PLAN_CATALOGUE[1]?.addedSections).toEqual(['articles', 'albums']);
    expect(PLAN_CATALOGUE[2]?.addedSections).toEqual(['videos', 'events', 'team', 'payment-links', 'they-trust-us']);
  });
});
