import type { PlanTier } from '../../plans/plan-level';
import { tierAtLeast } from '../../plans/plan-level';

/**
 * Every website-studio section with the lowest plan that has it, in the Elite list's order (a
 * new member's page order). The one owner of section ids and plan lists; kept apart from the
 * catalogue's editors and readers (catalogue.ts), so that what a plan includes costs the
 * dashboard's first screen a few bytes, not every section's code.
 */
export const SECTION_TIERS = {
  name: 'Basic',
  styles: 'Basic',
  gallery: 'Basic',
  videos: 'Elite',
  articles: 'Professional',
  products: 'Basic',
  services: 'Basic',
  events: 'Elite',
  team: 'Elite',
  hours: 'Basic',
  'about-us': 'Basic',
  albums: 'Professional',
  'payment-links': 'Elite',
  'they-trust-us': 'Elite',
  'additional-info': 'Basic',
  'social-links': 'Basic',
} as const satisfies Readonly<Record<string, PlanTier>>;

export type StudioSection = keyof typeof SECTION_TIERS;

export const STUDIO_SECTIONS = Object.keys(SECTION_TIERS) as readonly StudioSection[];

/** The sections a plan's studio has, in catalogue order. */
export function sectionsOfTier(tier: PlanTier): readonly StudioSection[] {
  return STUDIO_SECTIONS.filter((section) => tierAtLeast(tier, SECTION_TIERS[section]));
}

/** The document beside the sections' own that holds their order and hidden flags. */
export const SITE_LAYOUT_DOC = 'layout';
