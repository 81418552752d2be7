import type { SiteLanguage } from '../member/member-record';
import type { RichText } from './rich-text';
import { richTextPlain } from './rich-text';
import type { EditorField, RawSection } from './sections/section-definition';
import { readRichText } from './sections/section-readers';
import type { FieldReader } from './site-fields';
import { isRecord } from './site-fields';

/*
 * A member writes each text of their site in the site's language and, if they wish, in the other
 * one. The other version sits beside the texts it translates, in the same object of the section:
 *
 *   { title: 'Fresh bread', body: {...}, i18n: { ES: { title: 'Pan recién hecho' } } }
 *
 * so that reordering, adding or removing list entries keeps each translation with its entry. The
 * section's editor fields say which texts are translatable; one walk over them reads, checks and
 * applies the translations of every section, with no section reading them itself.
 */

/** The key of an object's texts in other languages. */
export const TRANSLATIONS_KEY = 'i18n';

export const TEXT_LANGUAGES: readonly SiteLanguage[] = ['EN', 'ES'];

export type TranslatedText = string | RichText;

/** An object's texts in other languages: language, then field key, then text. */
export type TextTranslations = Readonly<Partial<Record<SiteLanguage, Readonly<Record<string, TranslatedText>>>>>;

type TranslatableField = Extract<EditorField, { kind: 'text' | 'textarea' | 'richtext' }>;

/** Words a visitor reads: one-line text, textarea and rich text, except what a field opts out of. */
export function isTranslatable(field: EditorField): field is TranslatableField {
  if (field.translatable === false) return false;
  if (field.kind === 'textarea' || field.kind === 'richtext') return true;
  return field.kind === 'text' && (field.inputType === undefined || field.inputType === 'text');
}

/** Whether a section's fields have any text that may be written in the other language. */
export function hasTranslatableText(fields: readonly EditorField[]): boolean {
  return fields.some((f) => isTranslatable(f) || ((f.kind === 'group' || f.kind === 'list') && hasTranslatableText(f.fields)));
}

export function isEmptyText(text: TranslatedText): boolean {
  return typeof text === 'string' ? text.trim() === '' : richTextPlain(text).trim() === '';
}

function readText(field: TranslatableField, raw: unknown, r: FieldReader): TranslatedText | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (field.kind === 'text') return r.line(raw, field.key, field.max);
  if (field.kind === 'textarea') return r.paragraph(raw, field.key, field.max);
  return readRichText(raw, field.key, r);
}

/** The translations kept in `raw`, checked like the texts they translate (never required). */
function readTranslations(fields: readonly TranslatableField[], raw: unknown, r: FieldReader): TextTranslations | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    r.fail('', 'invalid');
    return null;
  }
  const out: Partial<Record<SiteLanguage, Record<string, TranslatedText>>> = {};
  for (const language of TEXT_LANGUAGES) {
    const texts = raw[language];
    if (texts === undefined || texts === null) continue;
    const lr = r.child(language);
    if (!isRecord(texts)) {
      lr.fail('', 'invalid');
      continue;
    }
    const read: Record<string, TranslatedText> = {};
    for (const field of fields) {
      const text = readText(field, texts[field.key], lr);
      if (text !== null && !isEmptyText(text) && !lr.hasErrorsUnder(field.key)) read[field.key] = text;
    }
    if (Object.keys(read).length > 0) out[language] = read;
  }
  return Object.keys(out).length > 0 ? out : null;
}

type Mutable = Record<string, unknown>;

function withTranslations(fields: readonly EditorField[], raw: RawSection, value: Mutable, r: FieldReader): Mutable {
  const out: Mutable = { ...value };
  delete out[TRANSLATIONS_KEY];
  const texts = fields.filter(isTranslatable);
  if (texts.length > 0) {
    const read = readTranslations(texts, raw[TRANSLATIONS_KEY], r.child(TRANSLATIONS_KEY));
    if (read !== null) out[TRANSLATIONS_KEY] = read;
  }
  for (const field of fields) {
    const inner = value[field.key];
    if (field.kind === 'group' && isRecord(inner) && isRecord(raw[field.key])) {
      out[field.key] = withTranslations(field.fields, raw[field.key] as RawSection, inner, r.child(field.key));
    } else if (field.kind === 'list' && Array.isArray(inner) && Array.isArray(raw[field.key])) {
      const rawList = raw[field.key] as readonly unknown[];
      out[field.key] = inner.map((entry: unknown) => {
        if (!isRecord(entry)) return entry;
        const source = r.sourceOf(entry);
        const index = source === undefined ? -1 : rawList.indexOf(source);
        return source === undefined || index < 0 ? entry : withTranslations(field.fields, source, entry, r.child(`${field.key}.${index}`));
      });
    }
  }
  return out;
}

/**
 * The section's value with the translations its input holds, on every object that has
 * translatable texts. Run after the section's own reader, on the same input and reader, so
 * problems surface at their input's path (e.g. 'articles.2.i18n.ES.title').
 */
export function readSectionTranslations<Value>(fields: readonly EditorField[], raw: RawSection, value: Value, r: FieldReader): Value {
  if (!isRecord(value) || !hasTranslatableText(fields)) return value;
  return withTranslations(fields, raw, value as Mutable, r) as Value;
}

function localized(fields: readonly EditorField[], value: Readonly<Mutable>, language: SiteLanguage): Mutable {
  const out: Mutable = { ...value };
  delete out[TRANSLATIONS_KEY];
  const translations = value[TRANSLATIONS_KEY];
  const texts = isRecord(translations) && isRecord(translations[language]) ? translations[language] : {};
  for (const field of fields) {
    const inner = value[field.key];
    if (isTranslatable(field)) {
      if (Object.hasOwn(texts, field.key)) out[field.key] = texts[field.key];
    } else if (field.kind === 'group' && isRecord(inner)) {
      out[field.key] = localized(field.fields, inner, language);
    } else if (field.kind === 'list' && Array.isArray(inner)) {
      out[field.key] = inner.map((entry: unknown) => (isRecord(entry) ? localized(field.fields, entry, language) : entry));
    }
  }
  return out;
}

/**
 * The section as a visitor reads it in `language`: each text in that language where the member
 * wrote one, else as written (in the site's language). The translations themselves are left out.
 */
export function localizeSection<Value>(fields: readonly EditorField[], value: Value, language: SiteLanguage): Value {
  if (!isRecord(value) || !hasTranslatableText(fields)) return value;
  return localized(fields, value, language) as Value;
}

/** Carries an entry's translations over to the shape it is edited in (see toEditable). */
export function keepTranslations(from: object, to: RawSection): RawSection {
  const translations = (from as Readonly<Mutable>)[TRANSLATIONS_KEY];
  return translations === undefined ? to : { ...to, [TRANSLATIONS_KEY]: translations };
}

/** Whether any object in `raw` (a section as stored or edited) holds a text in another language. */
export function hasTranslations(raw: unknown): boolean {
  if (Array.isArray(raw)) return raw.some(hasTranslations);
  if (!isRecord(raw)) return false;
  const translations = raw[TRANSLATIONS_KEY];
  const written = (text: unknown) => (typeof text === 'string' || (isRecord(text) && Array.isArray(text['blocks']))) && !isEmptyText(text as TranslatedText);
  if (isRecord(translations) && Object.values(translations).some((texts) => isRecord(texts) && Object.values(texts).some(written))) return true;
  return Object.entries(raw).some(([key, value]) => key !== TRANSLATIONS_KEY && hasTranslations(value));
}
