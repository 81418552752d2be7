import type { PlanLevel, PlanTier } from './plan-level';
import { LEVEL_OF_TIER, PLAN_NAME_OF_TIER, PLAN_TIERS, tierAtLeast } from './plan-level';
import type { CurrentPlanName } from './plan-level';
import type { StudioSection } from '../site/sections/section-list';
import { STUDIO_SECTIONS, sectionsOfTier } from '../site/sections/section-list';

/** Every website-studio section and the plan lists, as each section's file declares them (section-list.ts). */
export { STUDIO_SECTIONS, type StudioSection } from '../site/sections/section-list';

/** The spec's per-plan section lists, in the spec's order (each section's file names its lowest plan). */
export const STUDIO_SECTIONS_BY_TIER: Readonly<Record<PlanTier, readonly StudioSection[]>> = {
  Basic: sectionsOfTier('Basic'),
  Professional: sectionsOfTier('Professional'),
  Elite: sectionsOfTier('Elite'),
};

export function isStudioSection(value: string): value is StudioSection {
  return (STUDIO_SECTIONS as readonly string[]).includes(value);
}

export function studioSectionsFor(tier: PlanTier): readonly StudioSection[] {
  return STUDIO_SECTIONS_BY_TIER[tier];
}

/** Users Portal: Elite only. */
export function canUseUsersPortal(tier: PlanTier): boolean {
  return tierAtLeast(tier, 'Elite');
}

/** Groups: Elite only. */
export function canUseGroups(tier: PlanTier): boolean {
  return tierAtLeast(tier, 'Elite');
}

/** Forms: "Professional only" read as Professional and above, since gates are monotone. */
export function canUseForms(tier: PlanTier): boolean {
  return tierAtLeast(tier, 'Professional');
}

export type PlanFeature = 'usersPortal' | 'groups' | 'forms';

export interface PlanCatalogueEntry {
  readonly tier: PlanTier;
  readonly level: Exclude<PlanLevel, 0>;
  readonly name: CurrentPlanName;
  readonly studioSections: readonly StudioSection[];
  /** Sections this plan adds to the plan below it, for "everything in X, plus" copy. */
  readonly addedSections: readonly StudioSection[];
  readonly features: readonly PlanFeature[];
}

function featuresOf(tier: PlanTier): PlanFeature[] {
  const features: PlanFeature[] = [];
  if (canUseUsersPortal(tier)) features.push('usersPortal');
  if (canUseGroups(tier)) features.push('groups');
  if (canUseForms(tier)) features.push('forms');
  return features;
}

/** What each plan unlocks, derived from the gates so the pricing page cannot disagree with them. */
export const PLAN_CATALOGUE: readonly PlanCatalogueEntry[] = PLAN_TIERS.map((tier, index) => {
  const below = index > 0 ? PLAN_TIERS[index - 1] : undefined;
  const belowSections: readonly StudioSection[] = below === undefined ? [] : STUDIO_SECTIONS_BY_TIER[below];
  return {
    tier,
    level: LEVEL_OF_TIER[tier],
    name: PLAN_NAME_OF_TIER[tier],
    studioSections: STUDIO_SECTIONS_BY_TIER[tier],
    addedSections: STUDIO_SECTIONS_BY_TIER[tier].filter((s) => !belowSections.includes(s)),
    features: featuresOf(tier),
  };
});
