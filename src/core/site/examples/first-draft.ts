import type { SiteLanguage } from '../../member/member-record';
import type { BusinessType } from '../../validation/inquiry-validation';
import { sectionDefinition } from '../sections/catalogue';
import type { EditorField, RawSection } from '../sections/section-definition';
import { isStudioSection, type StudioSection } from '../../plans/plan-gates';
import { isRecord } from '../site-fields';
import { isTranslatable, TRANSLATIONS_KEY } from '../text-translations';
import { TO_CONFIRM_KEY } from '../to-confirm';
import type { ExampleSiteId } from './example-sites';
import { exampleSiteDocuments } from './example-sites';

/*
 * A new member's first draft: the example business closest to their trade, with their own name,
 * phone and town put in, in the language(s) they chose. What only the member can vouch for is
 * marked to confirm (see to-confirm.ts), testimonials and clients' logos are never copied, and
 * the pictures are the example's own, marked to replace. docs/first-draft.md.
 */

/** The example each business type of the intake starts from (docs/first-draft.md says why). */
export const EXAMPLE_FOR_TYPE: Readonly<Record<BusinessType, ExampleSiteId>> = {
  restaurant: 'taqueria',
  bakery: 'bakery',
  salon: 'salon',
  trades: 'plumber',
  retail: 'bakery',
  health: 'fitness',
  professional: 'garden',
  other: 'garden',
};

/** English, Spanish, or both: the first written in `SiteLanguage`, the other beside it. */
export type DraftLanguages = SiteLanguage | 'both';

export interface DraftAnswers {
  readonly type: BusinessType;
  /** Town or neighbourhood, '' when skipped. */
  readonly town: string;
  readonly languages: DraftLanguages;
  /** The site's language when both are chosen: the member's own. */
  readonly firstLanguage: SiteLanguage;
}

export interface DraftMember {
  readonly namePublico: string;
  readonly businessName: string;
  readonly phoneNumber: string;
  /** A colour the member chose themselves, kept over the example's. */
  readonly themeColor?: string;
}

export interface FirstDraft {
  readonly siteLanguage: SiteLanguage;
  /** Raw section values, each saved through the studio's own validation. */
  readonly sections: Readonly<Partial<Record<StudioSection, RawSection>>>;
  readonly layout: RawSection;
}

/** Sections copied entry by entry, each entry to confirm. */
const PER_ENTRY = new Set<StudioSection>(['services', 'products', 'team', 'articles', 'events', 'gallery', 'albums', 'videos']);
/** Never copied: other people's words and other businesses' logos (and others' payment links). */
const NEVER_COPIED = new Set<StudioSection>(['they-trust-us', 'payment-links', 'social-links', 'name', 'styles']);

type Mutable = Record<string, unknown>;

/** `primary` with each text that `other` words differently kept as its translation into `language`. */
function withTranslation(fields: readonly EditorField[], primary: unknown, other: unknown, language: SiteLanguage): unknown {
  if (!isRecord(primary) || !isRecord(other)) return primary;
  const out: Mutable = { ...primary };
  const texts: Mutable = {};
  for (const field of fields) {
    const mine = primary[field.key];
    const theirs = other[field.key];
    if (isTranslatable(field)) {
      if (theirs !== undefined && JSON.stringify(theirs) !== JSON.stringify(mine)) texts[field.key] = theirs;
    } else if (field.kind === 'group') {
      out[field.key] = withTranslation(field.fields, mine, theirs, language);
    } else if (field.kind === 'list' && Array.isArray(mine) && Array.isArray(theirs)) {
      out[field.key] = mine.map((entry: unknown, i) => withTranslation(field.fields, entry, theirs[i], language));
    }
  }
  if (Object.keys(texts).length > 0) out[TRANSLATIONS_KEY] = { [language]: texts };
  return out;
}

function markedToConfirm(section: StudioSection, value: Mutable): Mutable {
  if (!PER_ENTRY.has(section)) return { ...value, [TO_CONFIRM_KEY]: true };
  const out: Mutable = { ...value };
  for (const field of sectionDefinition(section).fields) {
    const list = value[field.key];
    if (field.kind === 'list' && Array.isArray(list)) out[field.key] = list.map((entry: unknown) => (isRecord(entry) ? { ...entry, [TO_CONFIRM_KEY]: true } : entry));
  }
  return out;
}

/** A wa.me link from a phone number, or null when it has too few digits to be one. */
function whatsappLink(phone: string): string | null {
  const digits = phone.replace(/[^0-9]/g, '');
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}

/** How visitors reach the member: their own phone, WhatsApp and town, which they just gave. */
function contactSection(member: DraftMember, town: string): RawSection {
  const whatsapp = whatsappLink(member.phoneNumber);
  return {
    links: whatsapp === null ? {} : { whatsapp },
    contact: {
      address: { street: '', locality: town, region: '', postalCode: '', country: '' },
      showAddress: town !== '',
      pin: null,
      category: '',
      phone: member.phoneNumber,
      showPhone: member.phoneNumber !== '',
      email: '',
      showEmail: false,
      whatsappButton: whatsapp !== null,
    },
  };
}

/**
 * The draft for a member's answers. `origin` addresses the example's pictures (served by the app,
 * e.g. 'https://sitio.app'): a member's site is served from its own address, where a relative
 * path would not find them.
 */
export function firstDraft(answers: DraftAnswers, member: DraftMember, origin: string): FirstDraft {
  const id = EXAMPLE_FOR_TYPE[answers.type];
  const siteLanguage: SiteLanguage = answers.languages === 'both' ? answers.firstLanguage : answers.languages;
  const other: SiteLanguage = siteLanguage === 'ES' ? 'EN' : 'ES';
  const asset = (file: string) => `${origin}/images/examples/${file}`;
  const primary = exampleSiteDocuments(id, siteLanguage, asset);
  const translation = answers.languages === 'both' ? exampleSiteDocuments(id, other, asset) : null;

  const sections: Partial<Record<StudioSection, RawSection>> = {};
  for (const [key, raw] of Object.entries(primary.documents)) {
    if (!isStudioSection(key) || NEVER_COPIED.has(key) || !isRecord(raw)) continue;
    const fields = sectionDefinition(key).fields;
    const both = translation === null ? raw : withTranslation(fields, raw, translation.documents[key], other);
    const value = { ...(both as Mutable) };
    // The example's own words for search engines describe the example's business.
    delete value['search'];
    sections[key] = markedToConfirm(key, value);
  }
  sections['social-links'] = contactSection(member, answers.town.trim());
  sections.styles = {
    themeColor: member.themeColor ?? primary.member.themeColor,
    font: primary.member.font,
    coverTemplate: primary.member.coverTemplate,
    coverPicture: primary.member.coverPicture ?? '',
  };
  const exampleLayout = isRecord(primary.documents['layout']) ? primary.documents['layout'] : {};
  const order = Array.isArray(exampleLayout['order']) ? (exampleLayout['order'] as unknown[]).filter((s): s is StudioSection => typeof s === 'string' && isStudioSection(s) && !NEVER_COPIED.has(s)) : [];
  return {
    siteLanguage,
    sections,
    layout: { order: ['name', 'styles', ...order, 'social-links'], hidden: [], toConfirm: { styles: true } },
  };
}
