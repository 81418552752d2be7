import type { SiteLanguage } from '../../../core/member/member-record';
import type { PageSectionId } from '../../../core/site/sections/catalogue';
import type { SectionContentMap } from '../../../core/site/site-content';
import type { Html } from '../site-html';
import type { SiteStrings } from '../site-strings';

/** What a section's block may need beyond its own content: the page's words, address and options. */
export interface SectionContext {
  readonly s: SiteStrings;
  /** The page's language, for what it writes in its own order (an address's town line). */
  readonly language: SiteLanguage;
  readonly basePath: string;
  /** The site's local date, to leave out past special days; null shows them all. */
  readonly today: string | null;
  readonly lightbox: boolean;
  readonly whatsappGreeting: string;
  /** Each article's address, the same in both languages (see PublicSiteModel.articleSlugs). */
  readonly articleSlugs: readonly string[];
}

/** The body of one section's block on the public page (its heading is the page's). */
export type SectionRenderer<S extends PageSectionId> = (content: SectionContentMap[S], context: SectionContext) => Html;
