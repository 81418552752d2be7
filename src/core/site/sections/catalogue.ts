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
import type { SectionDefinition } from './section-definition';
import { servicesSection } from './services.section';
import { socialLinksSection } from './social-links.section';
import { stylesSection } from './styles.section';
import { teamSection } from './team.section';
import { theyTrustUsSection } from './they-trust-us.section';
import { videosSection } from './videos.section';

/**
 * Every website-studio section, in the Elite list's order (a new member's page order). Each
 * entry's file declares everything about it; ids, value types, plan lists and the public page's
 * blocks are derived from here.
 */
export const SECTION_CATALOGUE = {
  name: nameSection,
  styles: stylesSection,
  gallery: gallerySection,
  videos: videosSection,
  articles: articlesSection,
  products: productsSection,
  services: servicesSection,
  events: eventsSection,
  team: teamSection,
  hours: hoursSection,
  'about-us': aboutUsSection,
  albums: albumsSection,
  'payment-links': paymentLinksSection,
  'they-trust-us': theyTrustUsSection,
  'additional-info': additionalInfoSection,
  'social-links': socialLinksSection,
} as const;

type Catalogue = typeof SECTION_CATALOGUE;

export type StudioSection = keyof Catalogue;

export const STUDIO_SECTIONS = Object.keys(SECTION_CATALOGUE) as readonly StudioSection[];

/** The value of each section, as its definition reads it. */
export type SectionContentMap = { readonly [S in StudioSection]: ReturnType<Catalogue[S]['read']> };

/** Sections shown as blocks of the public page (the others shape its header and theme). */
export type PageSectionId = { [S in StudioSection]: Catalogue[S]['publicSite'] extends { readonly kind: 'block' } ? S : never }[StudioSection];

/** Sections whose facts are public member fields (see public-projection.ts). */
export type ProjectedSection = Exclude<StudioSection, PageSectionId>;

export function sectionDefinition<S extends StudioSection>(section: S): SectionDefinition<S, SectionContentMap[S]> {
  return SECTION_CATALOGUE[section] as unknown as SectionDefinition<S, SectionContentMap[S]>;
}

/** The sections a plan's studio has, in catalogue order. */
export function sectionsOfTier(tier: PlanTier): readonly StudioSection[] {
  return STUDIO_SECTIONS.filter((section) => tierAtLeast(tier, SECTION_CATALOGUE[section].tier));
}
