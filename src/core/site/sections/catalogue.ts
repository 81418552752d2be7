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
import { SECTION_AUDIENCE_FIELD } from './section-audience';
import type { EditorField, SectionDefinition } from './section-definition';
import { servicesSection } from './services.section';
import { socialLinksSection } from './social-links.section';
import { stylesSection } from './styles.section';
import { teamSection } from './team.section';
import { theyTrustUsSection } from './they-trust-us.section';
import { videosSection } from './videos.section';

import type { StudioSection } from './section-tiers';

export { STUDIO_SECTIONS, sectionsOfTier, type StudioSection } from './section-tiers';

/**
 * Every website-studio section's definition, one per id of section-tiers.ts (the compiler holds
 * the two lists equal). Each entry's file declares its value, editor and public placement; value
 * types and the public page's blocks are derived from here.
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
} as const satisfies { readonly [S in StudioSection]: { readonly id: S } };

type Catalogue = typeof SECTION_CATALOGUE;

/** The value of each section, as its definition reads it. */
export type SectionContentMap = { readonly [S in StudioSection]: ReturnType<Catalogue[S]['read']> };

/** Sections shown as blocks of the public page (the others shape its header and theme). */
export type PageSectionId = { [S in StudioSection]: Catalogue[S]['publicSite'] extends { readonly kind: 'block' } ? S : never }[StudioSection];

/** Sections whose facts are public member fields (see public-projection.ts). */
export type ProjectedSection = Exclude<StudioSection, PageSectionId>;

export function sectionDefinition<S extends StudioSection>(section: S): SectionDefinition<S, SectionContentMap[S]> {
  return SECTION_CATALOGUE[section] as unknown as SectionDefinition<S, SectionContentMap[S]>;
}

/**
 * Whether a whole section may be kept for some viewers (Elite's Users Portal): the page's
 * blocks may; name and styles shape every page's header and theme, so they may not.
 */
export function isGatableSection(section: StudioSection): boolean {
  return sectionDefinition(section).publicSite.kind === 'block';
}

/** The section editor's controls: who may see the section first (where it may be gated), then its own fields. */
export function studioFieldsOf(section: StudioSection): readonly EditorField[] {
  const { fields } = sectionDefinition(section);
  return isGatableSection(section) ? [SECTION_AUDIENCE_FIELD, ...fields] : fields;
}
