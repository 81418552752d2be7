import { aboutUsContent } from './about-us.content';
import { additionalInfoContent } from './additional-info.content';
import { albumsContent } from './albums.content';
import { articlesContent } from './articles.content';
import { eventsContent } from './events.content';
import { galleryContent } from './gallery.content';
import { hoursContent } from './hours.content';
import { nameContent } from './name.content';
import { paymentLinksContent } from './payment-links.content';
import { productsContent } from './products.content';
import { SECTION_AUDIENCE_FIELD } from './section-audience';
import type { EditorField, SectionDefinition } from './section-definition';
import { servicesContent } from './services.content';
import { socialLinksContent } from './social-links.content';
import { stylesContent } from './styles.content';
import { teamContent } from './team.content';
import { theyTrustUsContent } from './they-trust-us.content';
import { videosContent } from './videos.content';

import type { StudioSection } from './section-list';

export { STUDIO_SECTIONS, sectionsOfTier, type StudioSection } from './section-list';

/**
 * Every website-studio section's whole definition, one per id of section-list.ts (the compiler
 * holds the two equal). Each entry's `<id>.content.ts` declares its value, editor and public
 * placement beside the id and plan of its `<id>.section.ts`; value types and the public page's
 * blocks are derived from here.
 */
export const SECTION_CATALOGUE = {
  name: nameContent,
  styles: stylesContent,
  gallery: galleryContent,
  videos: videosContent,
  articles: articlesContent,
  products: productsContent,
  services: servicesContent,
  events: eventsContent,
  team: teamContent,
  hours: hoursContent,
  'about-us': aboutUsContent,
  albums: albumsContent,
  'payment-links': paymentLinksContent,
  'they-trust-us': theyTrustUsContent,
  'additional-info': additionalInfoContent,
  'social-links': socialLinksContent,
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
