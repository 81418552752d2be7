import type { Viewer } from '../portal/audience';
import { VISITOR } from '../portal/audience';
import { gateContent } from '../portal/gate-content';
import type { FormDefinition } from '../forms/form-definition';
import { readSiteForms } from '../forms/form-definition';
import { FieldReader } from './site-fields';
import type { SiteLanguage } from '../member/member-record';
import type { PlanTier } from '../plans/plan-level';
import type { StudioSection } from '../plans/plan-gates';
import { canUseForms, studioSectionsFor } from '../plans/plan-gates';
import { normalizeName } from '../validation/normalize-name';
import { isHexColor } from '../validation/safe-values';
import { richTextPlain } from './rich-text';
import type { CoverTemplate, SectionContentMap, SiteContent, SiteFont } from './site-content';
import { COVER_TEMPLATES, DEFAULT_FONT, DEFAULT_THEME_COLOR, SITE_FONTS, SITE_LIMITS } from './site-content';
import type { PublicMemberFields } from './public-projection';
import type { PageSectionId } from './sections/catalogue';
import { sectionDefinition } from './sections/catalogue';
import { safeImageRef } from './site-fields';
import { articleSlugs } from './article-slugs';
import { articlesContent } from './sections/articles.content';
import { keepAudience } from './sections/section-audience';
import { localizeSection } from './text-translations';
import { isSectionToConfirm, withoutUnconfirmed } from './to-confirm';

/** Sections shown as blocks of the page (the catalogue's 'block' sections). */
export type { PageSectionId } from './sections/catalogue';

export type PageSection = { readonly [S in PageSectionId]: { readonly id: S; readonly content: SectionContentMap[S] } }[PageSectionId];

/** The product's own icon (served at the root of the app and of every member's site). */
export const DEFAULT_SITE_ICON = '/favicon.svg';

export interface PublicSiteModel {
  readonly username: string;
  /** A bare host name (e.g. 'sol1234.sitio.app'), or '' when the stored one is unusable. */
  readonly domain: string;
  readonly language: SiteLanguage;
  readonly publicName: string;
  readonly businessName: string;
  readonly themeColor: string;
  readonly font: SiteFont;
  readonly coverTemplate: CoverTemplate;
  readonly coverPicture: string;
  readonly picture: string;
  /** The tab icon: the member's favicon, else their picture, else the product's own. */
  readonly favicon: string;
  /** Only the sections the plan allows, not hidden, not empty, in the member's order. */
  readonly sections: readonly PageSection[];
  /** Professional and above: visitors may send a message. */
  /** The forms visitors may send (the contact form first); none below Professional. */
  readonly forms: readonly FormDefinition[];
  /** The home page's title: the member's own for search results, else made from the names. */
  readonly title: string;
  /** Plain-text summary for meta description and structured data (≤ 160 characters). */
  readonly description: string;
  /** The page's own opening line, from About us (the search description is for results only). */
  readonly intro: string;
  /**
   * Each article's address, in order, from its title in the site's language: the same in both
   * languages, so a page and its translation are one address apart only by /en or /es.
   */
  readonly articleSlugs: readonly string[];
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function isHostName(value: unknown): value is string {
  return typeof value === 'string' && HOST_NAME.test(value);
}

function cleanName(value: unknown): string {
  if (typeof value !== 'string' || value.length > SITE_LIMITS.name * 4) return '';
  const name = normalizeName(value);
  return [...name].slice(0, SITE_LIMITS.name).join('');
}

/** The page's blocks are the catalogue's block sections; each says when it has nothing to show. */
function pageSectionOf(id: StudioSection, content: SiteContent): PageSection | null {
  const placement = sectionDefinition(id).publicSite;
  const stored = content.sections[id];
  if (placement.kind !== 'block' || stored === undefined) return null;
  // A fact the member has not confirmed yet (a first draft's) is never shown as true.
  const confirmed = withoutUnconfirmed(sectionDefinition(id).fields, stored);
  if (confirmed === null) return null;
  // What the member keeps unpublished is left out; who may see the section stays with it.
  const visible = placement.visible === undefined ? confirmed : keepAudience(confirmed, (placement.visible as (value: unknown) => unknown)(confirmed) as Readonly<Record<string, unknown>>);
  return (placement.isEmpty as (value: unknown) => boolean)(visible) ? null : ({ id, content: visible } as PageSection);
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The language the member writes their site in. */
export function siteLanguageOf(member: Pick<PublicMemberFields, 'siteLanguage'>): SiteLanguage {
  return member.siteLanguage === 'ES' ? 'ES' : 'EN';
}

/** The site's sections with each text in `language` where the member wrote it, else as written. */
function localizedContent(content: SiteContent, language: SiteLanguage): SiteContent {
  const sections: Partial<Record<StudioSection, unknown>> = {};
  for (const [id, value] of Object.entries(content.sections) as [StudioSection, unknown][]) {
    sections[id] = localizeSection(sectionDefinition(id).fields, value, language);
  }
  return { ...content, sections: sections as SiteContent['sections'] };
}

/**
 * The address of each article `viewer` may see, in order. Addresses are made from all the stored
 * articles, so an article keeps its address whoever reads it; only the shown ones are listed.
 */
function shownArticleSlugs(member: PublicMemberFields, stored: SiteContent, gated: SiteContent): string[] {
  const all = stored.sections.articles?.articles ?? [];
  const shownArticles = gated.sections.articles === undefined ? null : withoutUnconfirmed(articlesContent.fields, gated.sections.articles);
  const shown = new Set<object>(shownArticles?.articles ?? []);
  const slugs = articleSlugs(localizeSection(articlesContent.fields, { articles: all }, siteLanguageOf(member)).articles);
  return slugs.filter((_, i) => {
    const article = all[i];
    return article !== undefined && shown.has(article);
  });
}

/**
 * What `viewer` (by default an anonymous visitor) may see of a member's site on `tier`, in `language` (by default the site's).
 * Sections outside the plan are dropped even if their content is stored (a downgrade hides
 * them, it does not delete them), and so is whatever the viewer is outside the audience of
 * (gateContent): nothing of it reaches the page, its head or its article addresses.
 */
export function publicSiteModel(
  member: PublicMemberFields,
  stored: SiteContent,
  tier: PlanTier,
  language: SiteLanguage = siteLanguageOf(member),
  viewer: Viewer = VISITOR,
): PublicSiteModel {
  const allowed = new Set<StudioSection>(studioSectionsFor(tier));
  const hidden = new Set(stored.layout.hidden);
  const gated = gateContent(stored, viewer, tier);
  const content = localizedContent(gated, language);

  const sections: PageSection[] = [];
  for (const id of content.layout.order) {
    if (!allowed.has(id) || hidden.has(id)) continue;
    const section = pageSectionOf(id, content);
    if (section !== null) sections.push(section);
  }

  // Name and styles are public member fields (the projection), their one store: a copy in the
  // section documents would go stale when the same fact is changed elsewhere.
  const publicName = cleanName(member.namePublico) || member.username;
  const businessName = cleanName(member.businessName);
  const memberFont = (SITE_FONTS as readonly unknown[]).includes(member.font) ? (member.font as SiteFont) : DEFAULT_FONT;
  const memberTemplate = (COVER_TEMPLATES as readonly unknown[]).includes(member.coverTemplate) ? (member.coverTemplate as CoverTemplate) : 1;
  const about = sections.find((s) => s.id === 'about-us');
  const aboutText = about?.id === 'about-us' ? richTextPlain(about.content.body) : '';
  // The search text is the page's head, so it holds even when the About us block is hidden.
  const aboutUs = content.sections['about-us'];
  const search = isSectionToConfirm(aboutUs) ? undefined : aboutUs?.search;
  const namesTitle = businessName !== '' && businessName !== publicName ? `${publicName} · ${businessName}` : publicName;
  const intro = truncate(aboutText || businessName || publicName, 160);
  const description = search?.description || intro;

  return {
    username: member.username,
    domain: isHostName(member.domain) ? member.domain : '',
    language,
    publicName,
    businessName,
    themeColor: isHexColor(member.themeColor) ? member.themeColor.toUpperCase() : DEFAULT_THEME_COLOR,
    font: memberFont,
    coverTemplate: memberTemplate,
    // A draft's cover picture is the example business's until the member confirms it.
    coverPicture: stored.layout.toConfirm?.styles === true ? '' : (safeImageRef(member.coverPicture) ?? ''),
    picture: safeImageRef(member.picture) ?? '',
    favicon: safeImageRef(member.favicon) ?? safeImageRef(member.picture) ?? DEFAULT_SITE_ICON,
    sections,
    forms: canUseForms(tier) ? readSiteForms(content.formsDocument, new FieldReader()).forms : [],
    title: search?.title || namesTitle,
    description,
    intro,
    articleSlugs: shownArticleSlugs(member, stored, gated),
  };
}

export function findSection<S extends PageSectionId>(model: PublicSiteModel, id: S): SectionContentMap[S] | undefined {
  const found = model.sections.find((s) => s.id === id);
  return found?.content as SectionContentMap[S] | undefined;
}
