import type { PageSectionId } from '../../../core/site/sections/catalogue';
import type { SectionContentMap } from '../../../core/site/site-content';
import type { Html } from '../site-html';
import { renderAboutUs } from './about-us.render';
import { renderAdditionalInfo } from './additional-info.render';
import { renderAlbums } from './albums.render';
import { renderArticles } from './articles.render';
import { renderEvents } from './events.render';
import { renderGallery } from './gallery.render';
import { renderHours } from './hours.render';
import { renderPaymentLinks } from './payment-links.render';
import { renderProducts } from './products.render';
import type { SectionContext, SectionRenderer } from './section-renderer';
import { renderServices } from './services.render';
import { renderSocialLinks } from './social-links.render';
import { renderTeam } from './team.render';
import { renderTheyTrustUs } from './they-trust-us.render';
import { renderVideos } from './videos.render';

/**
 * The renderer of every section shown as a block of the public page, each in its own
 * `<id>.render.ts`: a section of the page without one fails to compile here.
 */
const SECTION_RENDERERS: { readonly [S in PageSectionId]: SectionRenderer<S> } = {
  gallery: renderGallery,
  videos: renderVideos,
  articles: renderArticles,
  products: renderProducts,
  services: renderServices,
  events: renderEvents,
  team: renderTeam,
  hours: renderHours,
  'about-us': renderAboutUs,
  albums: renderAlbums,
  'payment-links': renderPaymentLinks,
  'they-trust-us': renderTheyTrustUs,
  'additional-info': renderAdditionalInfo,
  'social-links': renderSocialLinks,
};

/** One section of the page, its id with its own content (PageSection, for one id). */
type PageSectionOf<S extends PageSectionId> = { readonly [K in S]: { readonly id: K; readonly content: SectionContentMap[K] } }[S];

/** The body of a section's block, by its own renderer. */
export function sectionBody<S extends PageSectionId>(section: PageSectionOf<S>, context: SectionContext): Html {
  const render: SectionRenderer<S> = SECTION_RENDERERS[section.id];
  return render(section.content, context);
}
