import { SITE_FORMS_DOC } from '../forms/form-shapes';
import type { StudioSection } from '../plans/plan-gates';
import { STUDIO_SECTIONS, isStudioSection } from '../plans/plan-gates';
import type { SectionContentMap } from './sections/catalogue';
import { isGatableSection, sectionDefinition } from './sections/catalogue';
import { readItemAudience } from './sections/section-audience';
import type { SiteErrorCode, SiteErrors } from './site-fields';
import { FieldReader, isRecord } from './site-fields';
import { SITE_LAYOUT_DOC } from './sections/section-list';
import { readSectionTranslations } from './text-translations';
import { readSectionMarks } from './to-confirm';

/*
 * The content of every website-studio section, stored one document per section at
 * vMember/{uid}/site/{sectionId}, plus the section order and hidden flags at
 * vMember/{uid}/site/layout. Each section is declared in src/core/site/sections/ (its value,
 * its reader and rules, its editor fields, what the public site does with it); this file reads
 * and checks whole sites through that catalogue.
 */

export * from './site-limits';
export type { SectionContentMap } from './sections/catalogue';
export type { NameSection } from './sections/name.content';
export type { StylesSection } from './sections/styles.content';
export type { SiteImage } from './sections/section-readers';
export type { GallerySection } from './sections/gallery.content';
export type { SiteVideo, VideosSection } from './sections/videos.content';
export type { Article, ArticlesSection } from './sections/articles.content';
export type { Offering, OfferingsSection } from './sections/offerings';
export type { SiteEvent, EventsSection } from './sections/events.content';
export type { TeamMember, TeamSection } from './sections/team.content';
export type { DayHours, HolidayException, HoursSection } from './sections/hours.content';
export type { RichTextSection } from './sections/rich-text-section';
export type { Album, AlbumsSection } from './sections/albums.content';
export type { PaymentLink, PaymentLinksSection } from './sections/payment-links.content';
export type { Testimonial, TheyTrustUsSection } from './sections/they-trust-us.content';
export type { SocialLinksSection } from './sections/social-links.content';

export type SectionContent<S extends StudioSection = StudioSection> = SectionContentMap[S];

export { SITE_LAYOUT_DOC } from './sections/section-list';

export interface SiteLayout {
  /** Every section exactly once, in display order. */
  readonly order: readonly StudioSection[];
  readonly hidden: readonly StudioSection[];
  /**
   * The sections stored in the member record (name, styles) whose facts wait for the member's
   * word (true) or were confirmed (false), since their values have no document of their own to
   * carry the mark (see to-confirm.ts): a first draft's cover picture is the example's until the
   * member confirms or replaces it.
   */
  readonly toConfirm?: Readonly<Partial<Record<MemberFieldsSectionId, boolean>>>;
}

/** The sections whose facts are public member fields rather than a document. */
export const MEMBER_FIELDS_SECTIONS = ['name', 'styles'] as const satisfies readonly StudioSection[];
export type MemberFieldsSectionId = (typeof MEMBER_FIELDS_SECTIONS)[number];

export const DEFAULT_SITE_LAYOUT: SiteLayout = { order: STUDIO_SECTIONS, hidden: [] };

export interface SiteContent {
  readonly sections: Readonly<Partial<SectionContentMap>>;
  readonly layout: SiteLayout;
  /**
   * The stored forms document (vMember/{uid}/site/forms) as it is: its own reader,
   * readSiteForms, checks it where forms are used (the page model, the builder), so screens that
   * never show a form do not carry that reader. Absent means the default contact form.
   */
  readonly formsDocument?: unknown;
}

export const EMPTY_SITE_CONTENT: SiteContent = { sections: {}, layout: DEFAULT_SITE_LAYOUT };

export interface SectionParse<S extends StudioSection> {
  /** Only the valid part: unknown fields dropped, broken list entries left out, bad scalars defaulted. */
  readonly value: SectionContentMap[S];
  readonly errors: SiteErrors;
}

export function parseSection<S extends StudioSection>(section: S, raw: unknown): SectionParse<S> {
  const r = new FieldReader();
  if (!isRecord(raw)) r.fail('', 'invalid');
  const definition = sectionDefinition(section);
  const input = isRecord(raw) ? raw : {};
  // The marks first: the translations' pass finds each entry's input through the copies it makes.
  const marked = readSectionMarks(definition.fields, input, definition.read(input, r), r);
  const read = readSectionTranslations(definition.fields, input, marked, r);
  // Who may see the whole section is kept beside its content, in its own document.
  const value = isGatableSection(section) ? { ...read, ...readItemAudience(input.audience, r) } : read;
  return { value, errors: r.errors };
}

export type SectionValidation<S extends StudioSection> =
  | { readonly ok: true; readonly value: SectionContentMap[S] }
  | { readonly ok: false; readonly errors: SiteErrors };

/** What the studio saves: the normalised section, or every problem keyed by field. */
export function validateSection<S extends StudioSection>(section: S, raw: unknown): SectionValidation<S> {
  const { value, errors } = parseSection(section, raw);
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

export function parseSiteLayout(raw: unknown): { readonly value: SiteLayout; readonly errors: SiteErrors } {
  const r = new FieldReader();
  if (raw === undefined || raw === null) return { value: DEFAULT_SITE_LAYOUT, errors: {} };
  if (!isRecord(raw)) return { value: DEFAULT_SITE_LAYOUT, errors: { '': 'invalid' } };
  const order: StudioSection[] = [];
  r.list(raw.order, 'order', STUDIO_SECTIONS.length * 2).forEach((item, i) => {
    if (typeof item !== 'string' || !isStudioSection(item)) r.fail(`order.${i}`, 'unknown-section');
    else if (!order.includes(item)) order.push(item);
  });
  // Sections missing from a stored order (for example new ones) keep their default place at the end.
  for (const section of STUDIO_SECTIONS) if (!order.includes(section)) order.push(section);
  const hidden: StudioSection[] = [];
  r.list(raw.hidden, 'hidden', STUDIO_SECTIONS.length * 2).forEach((item, i) => {
    if (typeof item !== 'string' || !isStudioSection(item)) r.fail(`hidden.${i}`, 'unknown-section');
    else if (!hidden.includes(item)) hidden.push(item);
  });
  const toConfirm: Partial<Record<MemberFieldsSectionId, boolean>> = {};
  if (isRecord(raw.toConfirm)) {
    for (const [key, mark] of Object.entries(raw.toConfirm)) {
      if (!(MEMBER_FIELDS_SECTIONS as readonly string[]).includes(key)) r.fail(`toConfirm.${key}`, 'unknown-section');
      else if (typeof mark !== 'boolean') r.fail(`toConfirm.${key}`, 'invalid');
      else toConfirm[key as MemberFieldsSectionId] = mark;
    }
  } else if (raw.toConfirm !== undefined && raw.toConfirm !== null) r.fail('toConfirm', 'invalid');
  return { value: Object.keys(toConfirm).length > 0 ? { order, hidden, toConfirm } : { order, hidden }, errors: r.errors };
}

export function validateSiteLayout(raw: unknown): { readonly ok: true; readonly value: SiteLayout } | { readonly ok: false; readonly errors: SiteErrors } {
  const { value, errors } = parseSiteLayout(raw);
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/**
 * The site content from its stored documents (document id to data). Whatever is stored, the
 * result has only known sections and fields and only valid values, so a renderer can trust it.
 */
export function normalizeSiteContent(documents: Readonly<Record<string, unknown>>): SiteContent {
  return readSiteContent(documents, (_id, raw, parse) => parse(raw));
}

/**
 * normalizeSiteContent for a site that is watched live: a document is read again only when its
 * data is a new object, so a save of one section reads that section alone, and every other
 * section keeps the very object of the previous result.
 */
export function siteContentNormalizer(): (documents: Readonly<Record<string, unknown>>) => SiteContent {
  let previous = new Map<string, { readonly raw: unknown; readonly value: unknown }>();
  return (documents) => {
    const next = new Map<string, { readonly raw: unknown; readonly value: unknown }>();
    const content = readSiteContent(documents, (id, raw, parse) => {
      const known = previous.get(id);
      const value = known !== undefined && known.raw === raw ? known.value : parse(raw);
      next.set(id, { raw, value });
      return value as ReturnType<typeof parse>;
    });
    previous = next;
    return content;
  };
}

type ReadDocument = <V>(id: string, raw: unknown, parse: (raw: unknown) => V) => V;

function readSiteContent(documents: Readonly<Record<string, unknown>>, read: ReadDocument): SiteContent {
  const sections: Partial<Record<StudioSection, unknown>> = {};
  for (const section of STUDIO_SECTIONS) {
    if (Object.hasOwn(documents, section)) sections[section] = read(section, documents[section], (raw) => parseSection(section, raw).value);
  }
  const layout = Object.hasOwn(documents, SITE_LAYOUT_DOC) ? read(SITE_LAYOUT_DOC, documents[SITE_LAYOUT_DOC], (raw) => parseSiteLayout(raw).value) : DEFAULT_SITE_LAYOUT;
  const forms = Object.hasOwn(documents, SITE_FORMS_DOC) ? { formsDocument: documents[SITE_FORMS_DOC] } : {};
  return { sections: sections as Partial<SectionContentMap>, layout, ...forms };
}

export type { SiteErrorCode, SiteErrors };
