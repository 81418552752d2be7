import type { PlanTier } from '../../plans/plan-level';
import { tierAtLeast } from '../../plans/plan-level';
import { aboutUsSection } from './about-us.section';
import { additionalInfoSection } from './additional-info.section';
import { albumsSection } from './albums.section';
import { articlesSection } from './articles.section';
import { eventsSection } from './events.section';
import { gallerySection } from './gallery.section';
import { hoursSection } from './hours.section';
import { nameSection } from './name.section';
import { paymentLinksSection } from './payment-links.section';
import { productsSection } from './products.section';
import { servicesSection } from './services.section';
import { socialLinksSection } from './social-links.section';
import { stylesSection } from './styles.section';
import { teamSection } from './team.section';
import { theyTrustUsSection } from './they-trust-us.section';
import { videosSection } from './videos.section';

/**
 * Every website-studio section in its default order (a new member's page order), each by its
 * `<id>.section.ts`, which owns its id and plan. Only those tiny entries are imported here, so
 * what a plan includes costs the dashboard's first screen a few bytes, not every section's code
 * (that is in catalogue.ts).
 */
const SECTION_LIST = [
  nameSection,
  stylesSection,
  gallerySection,
  videosSection,
  articlesSection,
  productsSection,
  servicesSection,
  eventsSection,
  teamSection,
  hoursSection,
  aboutUsSection,
  albumsSection,
  paymentLinksSection,
  theyTrustUsSection,
  additionalInfoSection,
  socialLinksSection,
] as const;

export type StudioSection = (typeof SECTION_LIST)[number]['id'];

export const STUDIO_SECTIONS: readonly StudioSection[] = SECTION_LIST.map((section) => section.id);

/** The sections a plan's studio has, in the list's order. */
export function sectionsOfTier(tier: PlanTier): readonly StudioSection[] {
  return SECTION_LIST.filter((section) => tierAtLeast(tier, section.tier)).map((section) => section.id);
}

/** The document beside the sections' own that holds their order and hidden flags. */
export const SITE_LAYOUT_DOC = 'layout';
