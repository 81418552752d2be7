import type { StudioSection } from '../plans/plan-gates';
import { STUDIO_SECTIONS, isStudioSection } from '../plans/plan-gates';
import { isHexColor } from '../validation/safe-values';
import type { RichText } from './rich-text';
import { EMPTY_RICH_TEXT, parseRichText } from './rich-text';
import type { SiteErrorCode, SiteErrors } from './site-fields';
import { FieldReader, isCalendarDate, isClockTime, isRecord, safeHttpsUrl } from './site-fields';
import type { SocialNetwork } from './social-networks';
import { SOCIAL_NETWORKS, safeSocialUrl } from './social-networks';
import type { VideoProvider } from './video-link';
import { parseVideoLink } from './video-link';

/*
 * The content of every website-studio section, stored one document per section at
 * vMember/{uid}/site/{sectionId}, plus the section order and hidden flags at
 * vMember/{uid}/site/layout. Every limit below keeps a section document well under
 * Firestore's 1 MiB and the public page small.
 */

export const SITE_LIMITS = {
  name: 100,
  shortText: 120,
  description: 1000,
  alt: 200,
  gallery: 60,
  videos: 20,
  articles: 20,
  products: 100,
  services: 100,
  events: 50,
  team: 50,
  albums: 20,
  albumImages: 60,
  paymentLinks: 20,
  logos: 30,
  testimonials: 30,
  testimonial: 600,
  holidayExceptions: 60,
  maxPrice: 10_000_000,
} as const;

/** Fonts the public site knows how to set; names end up in CSS, so nothing else is accepted. */
export const SITE_FONTS = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Playfair Display', 'Merriweather', 'Nunito'] as const;
export type SiteFont = (typeof SITE_FONTS)[number];

export const COVER_TEMPLATES = [1, 2, 3] as const;
export type CoverTemplate = (typeof COVER_TEMPLATES)[number];

export const CURRENCIES = ['USD', 'MXN', 'EUR', 'CAD', 'GBP', 'COP', 'ARS', 'CLP', 'PEN', 'GTQ', 'HNL', 'DOP', 'CRC', 'BOB', 'UYU', 'PYG', 'NIO', 'PAB', 'BRL'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DEFAULT_THEME_COLOR = '#0D0D0D';
export const DEFAULT_FONT: SiteFont = 'Roboto';

export interface SiteImage {
  readonly url: string;
  readonly alt: string;
}

export interface NameSection {
  readonly publicName: string;
  readonly businessName: string;
}
export interface StylesSection {
  readonly themeColor: string;
  readonly font: SiteFont;
  readonly coverTemplate: CoverTemplate;
  readonly coverPicture: string;
}
export interface GallerySection {
  readonly images: readonly SiteImage[];
}
export interface SiteVideo {
  readonly provider: VideoProvider;
  readonly videoId: string;
  readonly title: string;
}
export interface VideosSection {
  readonly videos: readonly SiteVideo[];
}
export interface Article {
  readonly title: string;
  readonly date: string;
  readonly body: RichText;
}
export interface ArticlesSection {
  readonly articles: readonly Article[];
}
export interface Offering {
  readonly name: string;
  readonly description: string;
  /** null: no price shown (price on request). */
  readonly price: number | null;
  readonly currency: Currency;
  readonly image: string;
}
export interface OfferingsSection {
  readonly items: readonly Offering[];
}
export interface SiteEvent {
  readonly title: string;
  readonly date: string;
  /** 'HH:MM', or '' for an all-day event. */
  readonly time: string;
  readonly place: string;
  readonly description: string;
}
export interface EventsSection {
  readonly events: readonly SiteEvent[];
}
export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly photo: string;
}
export interface TeamSection {
  readonly members: readonly TeamMember[];
}
export interface DayHours {
  readonly closed: boolean;
  /** 'HH:MM'; a close earlier than open means the day ends after midnight. */
  readonly open: string;
  readonly close: string;
}
export interface HolidayException extends DayHours {
  readonly date: string;
  readonly label: string;
}
export interface HoursSection {
  readonly week: Readonly<Record<Weekday, DayHours>>;
  readonly exceptions: readonly HolidayException[];
}
export interface RichTextSection {
  readonly body: RichText;
}
export interface Album {
  readonly name: string;
  readonly images: readonly SiteImage[];
}
export interface AlbumsSection {
  readonly albums: readonly Album[];
}
export interface PaymentLink {
  readonly label: string;
  readonly url: string;
}
export interface PaymentLinksSection {
  readonly links: readonly PaymentLink[];
}
export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
}
export interface TheyTrustUsSection {
  readonly logos: readonly SiteImage[];
  readonly testimonials: readonly Testimonial[];
}
export interface SocialLinksSection {
  readonly links: Readonly<Partial<Record<SocialNetwork, string>>>;
}

export interface SectionContentMap {
  readonly name: NameSection;
  readonly styles: StylesSection;
  readonly gallery: GallerySection;
  readonly videos: VideosSection;
  readonly articles: ArticlesSection;
  readonly products: OfferingsSection;
  readonly services: OfferingsSection;
  readonly events: EventsSection;
  readonly team: TeamSection;
  readonly hours: HoursSection;
  readonly 'about-us': RichTextSection;
  readonly albums: AlbumsSection;
  readonly 'payment-links': PaymentLinksSection;
  readonly 'they-trust-us': TheyTrustUsSection;
  readonly 'additional-info': RichTextSection;
  readonly 'social-links': SocialLinksSection;
}

export type SectionContent<S extends StudioSection = StudioSection> = SectionContentMap[S];

/** Document id of the section order and hidden flags, beside the section documents. */
export const SITE_LAYOUT_DOC = 'layout';

export interface SiteLayout {
  /** Every section exactly once, in display order. */
  readonly order: readonly StudioSection[];
  readonly hidden: readonly StudioSection[];
}

export const DEFAULT_SITE_LAYOUT: SiteLayout = { order: STUDIO_SECTIONS, hidden: [] };

export interface SiteContent {
  readonly sections: Readonly<Partial<SectionContentMap>>;
  readonly layout: SiteLayout;
}

export const EMPTY_SITE_CONTENT: SiteContent = { sections: {}, layout: DEFAULT_SITE_LAYOUT };

// ---- Readers, one per section ------------------------------------------------------------

type Raw = Readonly<Record<string, unknown>>;

function readImage(item: Raw, r: FieldReader): SiteImage {
  return { url: r.image(item.url, 'url', true), alt: r.line(item.alt, 'alt', SITE_LIMITS.alt) };
}

function readName(raw: Raw, r: FieldReader): NameSection {
  return {
    publicName: r.line(raw.publicName, 'publicName', SITE_LIMITS.name, true),
    businessName: r.line(raw.businessName, 'businessName', SITE_LIMITS.name),
  };
}

function readStyles(raw: Raw, r: FieldReader): StylesSection {
  let themeColor = DEFAULT_THEME_COLOR;
  if (isHexColor(raw.themeColor)) themeColor = raw.themeColor.toUpperCase();
  else if (raw.themeColor !== undefined) r.fail('themeColor', 'invalid-color');
  let font: SiteFont = DEFAULT_FONT;
  if ((SITE_FONTS as readonly unknown[]).includes(raw.font)) font = raw.font as SiteFont;
  else if (raw.font !== undefined) r.fail('font', 'invalid-font');
  let coverTemplate: CoverTemplate = 1;
  if ((COVER_TEMPLATES as readonly unknown[]).includes(raw.coverTemplate)) coverTemplate = raw.coverTemplate as CoverTemplate;
  else if (raw.coverTemplate !== undefined) r.fail('coverTemplate', 'invalid');
  return { themeColor, font, coverTemplate, coverPicture: r.image(raw.coverPicture, 'coverPicture') };
}

function readGallery(raw: Raw, r: FieldReader): GallerySection {
  return { images: r.items(raw.images, 'images', SITE_LIMITS.gallery, readImage) };
}

function readVideos(raw: Raw, r: FieldReader): VideosSection {
  return {
    videos: r.items(raw.videos, 'videos', SITE_LIMITS.videos, (item, ir) => {
      // Stored as provider + id; a submitted 'url' is parsed into them.
      const ref = item.url !== undefined ? parseVideoLink(item.url) : parseVideoLink(storedVideoUrl(item));
      if (ref === null) ir.fail('url', 'invalid-video');
      return { provider: ref?.provider ?? 'youtube', videoId: ref?.videoId ?? '', title: ir.line(item.title, 'title', SITE_LIMITS.shortText) };
    }),
  };
}

function storedVideoUrl(item: Raw): string | null {
  if (typeof item.videoId !== 'string') return null;
  if (item.provider === 'youtube') return `https://www.youtube.com/watch?v=${item.videoId}`;
  if (item.provider === 'vimeo') return `https://vimeo.com/${item.videoId}`;
  return null;
}

function readRichText(raw: unknown, path: string, r: FieldReader): RichText {
  const { value, errors } = parseRichText(raw);
  for (const [key, code] of Object.entries(errors)) r.fail(key === '' ? path : `${path}.${key}`, code);
  return value;
}

function readDate(raw: unknown, path: string, r: FieldReader, required: boolean): string {
  if ((raw === undefined || raw === null || raw === '') && !required) return '';
  if (!isCalendarDate(raw)) {
    r.fail(path, raw === undefined || raw === '' ? 'required' : 'invalid-date');
    return '';
  }
  return raw;
}

function readTime(raw: unknown, path: string, r: FieldReader, required: boolean): string {
  if ((raw === undefined || raw === null || raw === '') && !required) return '';
  if (!isClockTime(raw)) {
    r.fail(path, 'invalid-time');
    return '';
  }
  return raw;
}

function readArticles(raw: Raw, r: FieldReader): ArticlesSection {
  return {
    articles: r.items(raw.articles, 'articles', SITE_LIMITS.articles, (item, ir) => ({
      title: ir.line(item.title, 'title', SITE_LIMITS.shortText, true),
      date: readDate(item.date, 'date', ir, true),
      body: readRichText(item.body, 'body', ir),
    })),
  };
}

function readPrice(raw: unknown, r: FieldReader): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const ok = typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 && raw <= SITE_LIMITS.maxPrice && Math.round(raw * 100) === raw * 100;
  if (!ok) {
    r.fail('price', 'invalid-price');
    return null;
  }
  return raw;
}

function readOfferings(raw: Raw, r: FieldReader, max: number): OfferingsSection {
  return {
    items: r.items(raw.items, 'items', max, (item, ir) => {
      let currency: Currency = 'USD';
      if ((CURRENCIES as readonly unknown[]).includes(item.currency)) currency = item.currency as Currency;
      else if (item.currency !== undefined) ir.fail('currency', 'invalid-currency');
      return {
        name: ir.line(item.name, 'name', SITE_LIMITS.shortText, true),
        description: ir.paragraph(item.description, 'description', SITE_LIMITS.description),
        price: readPrice(item.price, ir),
        currency,
        image: ir.image(item.image, 'image'),
      };
    }),
  };
}

function readEvents(raw: Raw, r: FieldReader): EventsSection {
  return {
    events: r.items(raw.events, 'events', SITE_LIMITS.events, (item, ir) => ({
      title: ir.line(item.title, 'title', SITE_LIMITS.shortText, true),
      date: readDate(item.date, 'date', ir, true),
      time: readTime(item.time, 'time', ir, false),
      place: ir.line(item.place, 'place', SITE_LIMITS.shortText),
      description: ir.paragraph(item.description, 'description', SITE_LIMITS.description),
    })),
  };
}

function readTeam(raw: Raw, r: FieldReader): TeamSection {
  return {
    members: r.items(raw.members, 'members', SITE_LIMITS.team, (item, ir) => ({
      name: ir.line(item.name, 'name', SITE_LIMITS.name, true),
      role: ir.line(item.role, 'role', SITE_LIMITS.shortText),
      photo: ir.image(item.photo, 'photo'),
    })),
  };
}

const CLOSED_DAY: DayHours = { closed: true, open: '', close: '' };

function readDayHours(item: Raw, r: FieldReader): DayHours {
  if (item.closed === true) return CLOSED_DAY;
  if (item.closed !== undefined && item.closed !== false) r.fail('closed', 'invalid');
  const open = readTime(item.open, 'open', r, true);
  const close = readTime(item.close, 'close', r, true);
  if (open !== '' && open === close) r.fail('close', 'invalid-time');
  return { closed: false, open, close };
}

function readHours(raw: Raw, r: FieldReader): HoursSection {
  const weekRaw = isRecord(raw.week) ? raw.week : {};
  if (raw.week !== undefined && !isRecord(raw.week)) r.fail('week', 'invalid');
  const week = {} as Record<Weekday, DayHours>;
  for (const day of WEEKDAYS) {
    const dayRaw = weekRaw[day];
    if (dayRaw === undefined) {
      week[day] = CLOSED_DAY;
      continue;
    }
    const dr = r.child(`week.${day}`);
    const hours = isRecord(dayRaw) ? readDayHours(dayRaw, dr) : (dr.fail('', 'invalid'), CLOSED_DAY);
    // A broken day reads as closed rather than as made-up hours.
    week[day] = r.hasErrorsUnder(`week.${day}`) ? CLOSED_DAY : hours;
  }
  const exceptions = r.items(raw.exceptions, 'exceptions', SITE_LIMITS.holidayExceptions, (item, ir) => ({
    date: readDate(item.date, 'date', ir, true),
    label: ir.line(item.label, 'label', SITE_LIMITS.shortText),
    ...readDayHours(item, ir),
  }));
  exceptions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { week, exceptions };
}

function readRichTextSection(raw: Raw, r: FieldReader): RichTextSection {
  return { body: raw.body === undefined ? EMPTY_RICH_TEXT : readRichText(raw.body, 'body', r) };
}

function readAlbums(raw: Raw, r: FieldReader): AlbumsSection {
  return {
    albums: r.items(raw.albums, 'albums', SITE_LIMITS.albums, (item, ir) => ({
      name: ir.line(item.name, 'name', SITE_LIMITS.shortText, true),
      images: ir.items(item.images, 'images', SITE_LIMITS.albumImages, readImage),
    })),
  };
}

function readPaymentLinks(raw: Raw, r: FieldReader): PaymentLinksSection {
  return {
    links: r.items(raw.links, 'links', SITE_LIMITS.paymentLinks, (item, ir) => {
      const url = safeHttpsUrl(item.url);
      if (url === null) ir.fail('url', item.url === undefined || item.url === '' ? 'required' : 'unsafe-url');
      return { label: ir.line(item.label, 'label', SITE_LIMITS.shortText, true), url: url ?? '' };
    }),
  };
}

function readTheyTrustUs(raw: Raw, r: FieldReader): TheyTrustUsSection {
  return {
    logos: r.items(raw.logos, 'logos', SITE_LIMITS.logos, readImage),
    testimonials: r.items(raw.testimonials, 'testimonials', SITE_LIMITS.testimonials, (item, ir) => ({
      quote: ir.paragraph(item.quote, 'quote', SITE_LIMITS.testimonial, true),
      author: ir.line(item.author, 'author', SITE_LIMITS.name, true),
      role: ir.line(item.role, 'role', SITE_LIMITS.shortText),
    })),
  };
}

function readSocialLinks(raw: Raw, r: FieldReader): SocialLinksSection {
  const linksRaw = isRecord(raw.links) ? raw.links : {};
  if (raw.links !== undefined && !isRecord(raw.links)) r.fail('links', 'invalid');
  const links: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const value = linksRaw[network];
    if (value === undefined || value === null || value === '') continue;
    const url = safeSocialUrl(network, value);
    if (url === null) r.fail(`links.${network}`, safeHttpsUrl(value) === null ? 'unsafe-url' : 'wrong-network');
    else links[network] = url;
  }
  return { links };
}

type SectionReader<S extends StudioSection> = (raw: Raw, r: FieldReader) => SectionContentMap[S];

const READERS: { readonly [S in StudioSection]: SectionReader<S> } = {
  name: readName,
  styles: readStyles,
  gallery: readGallery,
  videos: readVideos,
  articles: readArticles,
  products: (raw, r) => readOfferings(raw, r, SITE_LIMITS.products),
  services: (raw, r) => readOfferings(raw, r, SITE_LIMITS.services),
  events: readEvents,
  team: readTeam,
  hours: readHours,
  'about-us': readRichTextSection,
  albums: readAlbums,
  'payment-links': readPaymentLinks,
  'they-trust-us': readTheyTrustUs,
  'additional-info': readRichTextSection,
  'social-links': readSocialLinks,
};

export interface SectionParse<S extends StudioSection> {
  /** Only the valid part: unknown fields dropped, broken list entries left out, bad scalars defaulted. */
  readonly value: SectionContentMap[S];
  readonly errors: SiteErrors;
}

export function parseSection<S extends StudioSection>(section: S, raw: unknown): SectionParse<S> {
  const r = new FieldReader();
  if (!isRecord(raw)) r.fail('', 'invalid');
  const value = READERS[section](isRecord(raw) ? raw : {}, r);
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
  return { value: { order, hidden }, errors: r.errors };
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
  const sections: Partial<Record<StudioSection, unknown>> = {};
  for (const section of STUDIO_SECTIONS) {
    if (Object.hasOwn(documents, section)) sections[section] = parseSection(section, documents[section]).value;
  }
  const layout = Object.hasOwn(documents, SITE_LAYOUT_DOC) ? parseSiteLayout(documents[SITE_LAYOUT_DOC]).value : DEFAULT_SITE_LAYOUT;
  return { sections: sections as Partial<SectionContentMap>, layout };
}

export type { SiteErrorCode, SiteErrors };
